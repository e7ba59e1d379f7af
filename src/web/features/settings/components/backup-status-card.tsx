import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { formatFileSize } from "#shared/files";
import type { BackupStatus } from "#shared/schemas/backups";
import { QueryState } from "#web/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useBackupStatus } from "#web/features/settings/api/backup-status";
import { clockTime, relativeTime, shortDate } from "#web/lib/format";

const UNITS: [seconds: number, one: string, many: string][] = [
  [86_400, "day", "days"],
  [3_600, "hour", "hours"],
  [60, "minute", "minutes"],
];

/** 86400 → 'day', 21600 → '6 hours', 90 → '90 seconds': for "every …". */
export function intervalLabel(seconds: number): string {
  for (const [size, one, many] of UNITS) {
    if (seconds % size === 0) return seconds === size ? one : `${seconds / size} ${many}`;
  }
  return `${seconds} seconds`;
}

/** The date in the viewer's locale, the 24-hour time, and how long ago. */
const when = (iso: string) => `${shortDate(iso)}, ${clockTime(iso)} (${relativeTime(iso)})`;

/** Scheduled backups at a glance: when the last one ran, its size and outcome, and a warning when it needs care. */
export function BackupStatusCard() {
  const status = useBackupStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          {status.data?.enabled
            ? `Taken every ${intervalLabel(status.data.interval_seconds)}; the last ${status.data.keep} are kept.`
            : "A copy of the database and every stored file, in one archive."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={status} what="the backup status">
          {(data) => <BackupDetails status={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function CommandLine({ children }: { children: string }) {
  return (
    <code className="block overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900">
      {children}
    </code>
  );
}

function BackupDetails({ status }: { status: BackupStatus }) {
  if (!status.enabled) {
    return (
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Scheduled backups are off. To turn them on, set <code className="font-mono">BACKUP_DIR</code> on the server
          and restart Folio. To take one now, run this in Folio's folder on the server:
        </p>
        <CommandLine>{status.command}</CommandLine>
      </div>
    );
  }
  const { last } = status;
  return (
    <div className="space-y-4 text-sm">
      {status.warning === "failed" && last && (
        <div role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0">
            The last backup failed: {last.error ?? "no reason was recorded"}.
            {status.last_success_at
              ? ` The last good one was taken ${relativeTime(status.last_success_at)}.`
              : " No backup has succeeded yet."}
          </p>
        </div>
      )}
      {status.warning === "stale" && status.last_success_at && (
        <div role="alert" className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0">
            The last backup is older than two intervals (taken {relativeTime(status.last_success_at)}). Check that Folio
            is running and can write to the backup folder.
          </p>
        </div>
      )}
      {last ? (
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-900">Last backup</dt>
          <dd className="text-slate-700">{when(last.attempted_at)}</dd>
          <dt className="font-medium text-slate-900">Outcome</dt>
          <dd className="flex items-center gap-1.5 text-slate-700">
            {last.outcome === "success" ? (
              <>
                <CheckCircle2 aria-hidden className="size-4 text-green-700" /> Succeeded
              </>
            ) : (
              <>
                <AlertTriangle aria-hidden className="size-4 text-red-700" /> Failed
              </>
            )}
          </dd>
          {last.bytes !== null && (
            <>
              <dt className="font-medium text-slate-900">Size</dt>
              <dd className="text-slate-700">{formatFileSize(last.bytes)}</dd>
            </>
          )}
          {last.archive && (
            <>
              <dt className="font-medium text-slate-900">Archive</dt>
              <dd className="font-mono text-xs text-slate-700">{last.archive}</dd>
            </>
          )}
          <dt className="font-medium text-slate-900">Folder</dt>
          <dd className="font-mono text-xs text-slate-700">{status.directory}</dd>
        </dl>
      ) : (
        <p className="text-slate-700">
          No scheduled backup has run yet; the first starts within a minute of Folio's start, in{" "}
          <span className="font-mono text-xs">{status.directory}</span>.
        </p>
      )}
    </div>
  );
}
