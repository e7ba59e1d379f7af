import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ProgressEntry, ProgressUpdateResult } from "#shared/schemas/progress";
import type { Stage } from "#shared/stages";
import { EmptyState, QueryState } from "#web/components/query-state";
import { STAGE_STYLES } from "#web/components/stage-style";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { getFullProgressHistory, useProgressHistory } from "#web/features/progress/api/get-progress-history";
import { recordProgressExport } from "#web/features/progress/api/record-progress-export";
import {
  buildHistoryCsv,
  buildProgressReport,
  downloadText,
  historyCsvFileName,
  NO_PROGRESS_TO_EXPORT,
  reportFileName,
} from "#web/features/progress/lib/progress-report";
import { errorMessage } from "#web/lib/api-client";
import { clockTime, historyDate } from "#web/lib/format";
import { PostProgressButton } from "./post-progress-button";

/**
 * The Workflow tab's progress updates: the Update Status dialog, Export Report
 * (plain text) and the history as CSV, and the history newest first. Admins also
 * see how many people contributed and that the list holds the whole team's updates.
 */
export function ProgressUpdatesCard({
  project,
  isAdmin,
  onChanged,
}: {
  project: { id: string; title: string; current_stage: Stage };
  isAdmin: boolean;
  /** After an update or an export: refresh what other parts of the page show. */
  onChanged?: (result?: ProgressUpdateResult) => unknown;
}) {
  const history = useProgressHistory(project.id);
  const [exporting, setExporting] = useState(false);
  const summary = history.data?.pages[0]?.summary;

  const exportAs = async (kind: "txt" | "csv") => {
    if (exporting) return;
    setExporting(true);
    try {
      const full = await getFullProgressHistory(project.id);
      if (full.items.length === 0) {
        window.alert(NO_PROGRESS_TO_EXPORT);
        return;
      }
      const now = new Date();
      const fileName = kind === "txt" ? reportFileName(now) : historyCsvFileName(now);
      if (kind === "txt") downloadText(fileName, buildProgressReport(project, full, now), "text/plain");
      else downloadText(fileName, buildHistoryCsv(full), "text/csv");
      await recordProgressExport(project.id, kind);
      await onChanged?.();
      // The download shows nothing on the page: the toast (a live region) tells a screen reader too.
      toast.success(kind === "txt" ? "Report exported" : "CSV exported", { description: fileName });
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "The export failed. Please try again.") });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Progress History</CardTitle>
          {isAdmin && summary && (
            <>
              <Badge className="bg-slate-100 text-slate-800">{`${summary.contributor_count} contributor(s)`}</Badge>
              <Badge className="bg-purple-100 text-purple-900">All Team Updates</Badge>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Busy, not disabled: a disabled button drops the keyboard's focus to the page's start. */}
          <Button variant="outline" aria-disabled={exporting || undefined} onClick={() => exportAs("txt")}>
            <FileText aria-hidden /> Export Report
          </Button>
          <Button variant="outline" aria-disabled={exporting || undefined} onClick={() => exportAs("csv")}>
            <Download aria-hidden /> Export CSV
          </Button>
          <PostProgressButton project={project} onChanged={onChanged} label="Update Status" />
        </div>
      </CardHeader>
      <CardContent>
        <QueryState
          query={history}
          what="the progress history"
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={<EmptyState title="No progress updates yet." />}
        >
          {(data) => (
            <ol className="divide-y divide-slate-200" aria-label="Progress history">
              {data.pages.flatMap((page) => page.items.map((entry) => <HistoryItem key={entry.id} entry={entry} />))}
            </ol>
          )}
        </QueryState>
        {history.hasNextPage && (
          <Button
            variant="outline"
            className="mt-4"
            disabled={history.isFetchingNextPage}
            onClick={() => history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? "Loading..." : "Load older updates"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryItem({ entry }: { entry: ProgressEntry }) {
  return (
    <li data-testid="progress-entry" className="space-y-2 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">{historyDate(entry.date)}</span>
        <time dateTime={entry.created_at} className="text-slate-600">
          {clockTime(entry.created_at)}
        </time>
        <span className="text-slate-800">{entry.user_name ?? "Unknown User"}</span>
        <Badge className={STAGE_STYLES[entry.current_stage].pill}>{entry.current_stage}</Badge>
        {entry.hours_worked != null && (
          <span className="text-slate-700">{`${entry.hours_worked} ${entry.hours_worked === 1 ? "hour" : "hours"}`}</span>
        )}
      </div>
      <p className="whitespace-pre-line text-slate-800">{entry.description}</p>
      {entry.challenges && (
        <div className="text-sm">
          <p className="font-medium text-slate-800">Challenges</p>
          <p className="whitespace-pre-line text-slate-700">{entry.challenges}</p>
        </div>
      )}
      {entry.help_required && (
        <div className="text-sm">
          <p className="font-medium text-slate-800">Help Required</p>
          <p className="whitespace-pre-line text-slate-700">{entry.help_required}</p>
        </div>
      )}
    </li>
  );
}
