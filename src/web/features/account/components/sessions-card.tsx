import { Monitor } from "lucide-react";
import { toast } from "sonner";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "#web/features/account/api/account";
import { thisDeviceFirst } from "#web/features/account/lib/session-order";
import { errorMessage } from "#web/lib/api-client";
import { relativeTime } from "#web/lib/format";

/** A readable device from a user-agent string: browser and system, else the raw value shortened. */
function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrom(e|ium)\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return userAgent.slice(0, 60);
}

/** Where the account is signed in: each other device can be signed out, or all of them at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const revokeOne = useRevokeSession();
  const list = sessions.data?.sessions ?? [];

  const onRevokeOne = async (token: string, device: string) => {
    try {
      await revokeOne.mutateAsync(token);
      toast.success(`Signed out ${device}`);
    } catch (error) {
      toast.error("Error signing out that session", { description: errorMessage(error) });
    }
  };

  const onRevoke = async () => {
    try {
      await revokeOthers.mutateAsync();
      toast.success("Signed out everywhere else");
    } catch (error) {
      toast.error("Error signing out other sessions", { description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in sessions</CardTitle>
        <CardDescription>Devices where your account is signed in now.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState query={sessions} what="your sessions" skeleton={<Skeleton className="h-16 w-full" />}>
          {(data) => (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Sessions">
              {thisDeviceFirst(data.sessions, data.currentId).map((s) => (
                <li key={s.id} className="flex items-start gap-3 p-3 text-sm">
                  <Monitor className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {deviceName(s.userAgent)}
                      {s.id === data.currentId && (
                        <span className="ml-2 text-xs font-semibold text-brand-700">This device</span>
                      )}
                    </p>
                    <p className="text-slate-600">
                      Signed in {relativeTime(new Date(s.createdAt).toISOString())}
                      {s.ipAddress ? ` from ${s.ipAddress}` : ""}
                    </p>
                  </div>
                  {s.id !== data.currentId && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="shrink-0"
                      aria-label={`Sign out ${deviceName(s.userAgent)}, signed in ${relativeTime(new Date(s.createdAt).toISOString())}`}
                      disabled={revokeOne.isPending}
                      onClick={() => onRevokeOne(s.token, deviceName(s.userAgent))}
                    >
                      {revokeOne.isPending && revokeOne.variables === s.token ? "Signing out..." : "Sign out"}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Button variant="outline" onClick={onRevoke} disabled={revokeOthers.isPending || list.length <= 1}>
          {revokeOthers.isPending ? "Signing out..." : "Sign out everywhere else"}
        </Button>
      </CardContent>
    </Card>
  );
}
