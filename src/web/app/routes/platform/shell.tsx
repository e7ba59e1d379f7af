import { type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import type { LiveEvent } from "#shared/realtime";
import { PlatformShell } from "#web/components/layouts/platform/platform-shell";
import { QueryError } from "#web/components/query-state";
import { LoadingState } from "#web/components/ui/skeleton";
import { TooltipProvider } from "#web/components/ui/tooltip";
import { SessionEndedDialog } from "#web/features/auth/components/session-ended-dialog";
import { enquiryKeys } from "#web/features/enquiries/api/enquiry-keys";
import { fileKeys } from "#web/features/files/api/file-keys";
import { notificationKeys } from "#web/features/notifications/api/notification-keys";
import { NotificationBell } from "#web/features/notifications/components/notification-bell";
import { progressKeys } from "#web/features/progress/api/progress-keys";
import { projectKeys } from "#web/features/projects/api/project-keys";
import { shareKeys } from "#web/features/sharing/api/share-keys";
import { AuthProvider } from "#web/lib/auth/auth-provider";
import { loginPathFor } from "#web/lib/auth/return-to";
import { useSessionState } from "#web/lib/auth/session-ended";
import { useMe } from "#web/lib/auth/use-me";
import { useSignOut } from "#web/lib/auth/use-sign-out";
import { useLiveEvents } from "#web/lib/live-events";
import { OFFLINE_PAGE_MESSAGE, useOfflineNavigationGuard } from "#web/lib/offline-navigation";
import { refreshLive } from "#web/lib/refresh-live";

/** The summaries over many projects (the dashboards' figures and recent activity). */
const isSummary = (query: Query) => query.meta?.refreshAfterAnyChange === true;

/**
 * What each live event makes stale. A project event refreshes every query about
 * that project (detail, comments, activity, files), its progress history, the lists and the
 * dashboards' summaries.
 */
function refreshFor(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case "project": {
      const { projectId } = event;
      // This tab is deleting it: its own answer leads away from the page, which a refetch would
      // only turn to 'Project Not Found' meanwhile.
      const deletingHere = projectId && queryClient.isMutating({ mutationKey: projectKeys.deleting(projectId) }) > 0;
      if (projectId && !deletingHere) {
        refreshLive(queryClient, {
          predicate: (query) => query.queryKey[0] === projectKeys.all[0] && query.queryKey.includes(projectId),
        });
        refreshLive(queryClient, { queryKey: progressKeys.history(projectId) });
      }
      refreshLive(queryClient, { queryKey: projectKeys.lists() });
      refreshLive(queryClient, { predicate: isSummary });
      return;
    }
    case "share":
      refreshLive(queryClient, { queryKey: shareKeys.all });
      return;
    case "notification":
      refreshLive(queryClient, { queryKey: notificationKeys.all });
      return;
    case "file-share":
      refreshLive(queryClient, { queryKey: fileKeys.sharedWithMe() });
      return;
    case "enquiry":
      refreshLive(queryClient, { queryKey: enquiryKeys.all });
      return;
    case "account":
      // A new role changes the menu, the pages and what each of them shows: everything is read again.
      refreshLive(queryClient, {});
      return;
  }
}

/**
 * After (re)subscribing: what any event could have made stale is fetched again,
 * since events sent before the subscription was active never arrive. A query that
 * failed (a project that is not there, say) is left to its own Try again.
 */
function refreshEverythingLive(queryClient: QueryClient) {
  for (const queryKey of [
    projectKeys.all,
    progressKeys.all,
    shareKeys.all,
    notificationKeys.all,
    fileKeys.sharedWithMe(),
    enquiryKeys.all,
  ]) {
    refreshLive(queryClient, { queryKey, predicate: (query) => query.state.status !== "error" });
  }
  refreshLive(queryClient, { predicate: (query) => isSummary(query) && query.state.status !== "error" });
}

function showOfflinePageMessage() {
  toast.error("Error", { description: OFFLINE_PAGE_MESSAGE });
}

/**
 * Without a session: 'Authentication Required', then the login page, which
 * brings the visitor back to the page they asked for once they sign in.
 */
export default function ShellRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut, leaving } = useSignOut({
    onSuccess: () => toast.success("Logged Out", { description: "You have been successfully logged out" }),
    onError: (message) => toast.error("Error signing out", { description: message }),
  });
  const warned = useRef(false);
  const signedOut = me.isSuccess && me.data === null;
  const queryClient = useQueryClient();
  // A new sign-in after the session ended opens a new live connection, under the new session.
  const session = useSessionState();
  useOfflineNavigationGuard(showOfflinePageMessage);

  useEffect(() => {
    if (!signedOut || warned.current || leaving.current) return;
    warned.current = true;
    toast.error("Authentication Required", { description: "Please login to access the dashboard" });
    navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search, leaving]);

  if (me.isError && !me.data) {
    return (
      <main className="p-8">
        <QueryError
          what="your account"
          error={me.error}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
          frame={{ heading: "h1", title: "The platform could not load" }}
        />
      </main>
    );
  }
  if (!me.data) return <LoadingState className="p-8" />;
  return (
    <AuthProvider me={me.data}>
      <LiveUpdates key={session.resumed} queryClient={queryClient} />
      <SessionEndedDialog email={me.data.user.email} />
      <TooltipProvider delayDuration={200}>
        <PlatformShell me={me.data} onSignOut={signOut} topBarActions={<NotificationBell />}>
          <Outlet />
        </PlatformShell>
      </TooltipProvider>
    </AuthProvider>
  );
}

/**
 * The one live connection, open only while signed in; every event refreshes what it concerns. A
 * connection refused after the session ended is opened again (a new key) once the user signs in.
 */
function LiveUpdates({ queryClient }: { queryClient: QueryClient }) {
  useLiveEvents({
    onEvent: (event) => refreshFor(queryClient, event),
    onResync: () => refreshEverythingLive(queryClient),
  });
  return null;
}
