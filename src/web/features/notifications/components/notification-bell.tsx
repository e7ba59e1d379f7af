import { Bell } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { Notification } from "#shared/schemas/notifications";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "#web/components/ui/popover";
import { Skeleton } from "#web/components/ui/skeleton";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from "#web/features/notifications/api/notifications";
import { notificationName } from "#web/features/notifications/lib/notification-name";
import { errorMessage } from "#web/lib/api-client";
import { cn } from "#web/lib/cn";
import { relativeTime } from "#web/lib/format";

/** The notification centre: a bell with the unread count, opening the newest notifications. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={label}
          className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 pointer-coarse:size-11"
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span
              data-testid="unread-count"
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
          <Button
            size="sm"
            variant="ghost"
            disabled={unread === 0 || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onError: (error) => toast.error("Error", { description: errorMessage(error) }),
              })
            }
          >
            Mark all as read
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto">
          <QueryState
            query={notifications}
            what="notifications"
            skeleton={<Skeleton className="m-4 h-12" />}
            isEmpty={(data) => data.items.length === 0}
            empty={<EmptyState className="py-6" icon={Bell} title="No notifications yet" />}
          >
            {(data) => (
              <ul aria-label="Notification list">
                {data.items.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={() => setOpen(false)} />
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const markRead = useMarkNotificationRead();
  const read = () => {
    if (!item.read) markRead.mutate(item.id);
  };
  const name = notificationName(item);
  return (
    <li
      data-testid="notification"
      className={cn("border-b border-slate-100 px-4 py-3 last:border-0", !item.read && "bg-blue-50/60")}
    >
      {item.link ? (
        <Link
          to={item.link}
          onClick={() => {
            read();
            onOpen();
          }}
          // The title, as shown, then the start of the text shown below it: see notificationName.
          aria-label={name}
          // On a touch screen the title and the button below are each a fingertip tall (44 px).
          className="block text-sm font-medium text-slate-900 hover:underline pointer-coarse:py-3"
        >
          {item.title}
        </Link>
      ) : (
        <p className="text-sm font-medium text-slate-900">{item.title}</p>
      )}
      {item.body && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{item.body}</p>}
      <div className="mt-1 flex items-center justify-between gap-2">
        <span className="text-xs text-slate-600">{relativeTime(item.created_at)}</span>
        {!item.read && (
          <button
            type="button"
            onClick={read}
            disabled={markRead.isPending}
            aria-label={`Mark as read: ${name}`}
            className="text-xs font-medium text-blue-700 hover:underline pointer-coarse:min-h-11 pointer-coarse:px-2"
          >
            Mark as read
          </button>
        )}
      </div>
    </li>
  );
}
