import type { ActivityEntry } from "#shared/schemas/project";
import { ActivitySentence } from "#web/components/activity-sentence";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useProjectActivity } from "#web/features/projects/api/get-project-activity";
import { timestamp } from "#web/features/projects/lib/timestamp";
import { useOverflowTabIndex } from "#web/lib/use-overflow-tab-index";

/** Activity tab ('Project History'): each entry as a sentence with its timestamp, newest first. */
export function ActivityTab({ projectId }: { projectId: string }) {
  const activity = useProjectActivity(projectId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project History</CardTitle>
        <CardDescription>Every change to this project, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={activity}
          what="the history"
          isEmpty={(entries) => entries.length === 0}
          empty={<EmptyState title="No activity yet" />}
        >
          {(entries) => <HistoryEntries entries={entries} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The entries in a box capped in height, which scrolls (and takes keyboard focus) once they pass it. */
function HistoryEntries({ entries }: { entries: ActivityEntry[] }) {
  const [box, tabIndex] = useOverflowTabIndex<HTMLElement>();
  return (
    <section
      ref={box}
      aria-label="Project history entries"
      tabIndex={tabIndex}
      className="max-h-[32rem] overflow-y-auto"
    >
      <ol className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} data-testid="activity-entry" className="border-l-2 border-brand-100 pl-3">
            <ActivitySentence event={entry} className="text-sm text-slate-900" />
            <time dateTime={entry.created_at} className="text-xs text-slate-600">
              {timestamp(entry.created_at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
