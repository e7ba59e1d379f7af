import { CalendarCheck, FolderOpen } from "lucide-react";
import { Link } from "react-router";
import type {
  DashboardProject,
  DashboardSummary,
  RecentActivity as RecentActivityEntry,
} from "#shared/schemas/dashboard";
import { ActivitySentence } from "#web/components/activity-sentence";
import { DeadlineBadge } from "#web/components/deadline-badge";
import { EmptyState, QueryState } from "#web/components/query-state";
import { STAGE_STYLES } from "#web/components/stage-style";
import { Button } from "#web/components/ui/button";
import { useDashboardSummary } from "#web/features/dashboard/api/get-dashboard";
import { dueIn } from "#web/features/dashboard/lib/dates";
import { localToday, relativeTime, shortDate } from "#web/lib/format";
import { useOverflowTabIndex } from "#web/lib/use-overflow-tab-index";
import { SectionCard } from "./section-card";
import { ProgressFigure, StageBadge } from "./stage-badge";

/** `hideWhenEmpty`: the section shows only once it has something (or a failure) to show. */
interface SectionProps {
  hideWhenEmpty?: boolean;
}

/**
 * True when a section asked to hide when empty has nothing to show: while the summary loads (so
 * no placeholder appears only to vanish) and once it is in and `isEmpty` holds. A failed load
 * still shows, with its Try again.
 */
function leftOutWhenEmpty(
  hideWhenEmpty: boolean | undefined,
  summary: { data: DashboardSummary | undefined; error: Error | null },
  isEmpty: (data: DashboardSummary) => boolean,
): boolean {
  if (!hideWhenEmpty || summary.error) return false;
  return summary.data === undefined || isEmpty(summary.data);
}

/** The first 5 of the projects I can see, most recently changed first. */
export function YourProjects({ hideWhenEmpty }: SectionProps) {
  const summary = useDashboardSummary();
  const today = localToday();
  if (leftOutWhenEmpty(hideWhenEmpty, summary, (data) => data.yourProjects.length === 0)) return null;
  return (
    <SectionCard
      title="Your Projects"
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/platform/projects">View all</Link>
        </Button>
      }
    >
      <QueryState
        query={summary}
        what="your projects"
        isEmpty={(data) => data.yourProjects.length === 0}
        empty={
          <EmptyState
            icon={FolderOpen}
            title="No projects yet"
            action={
              <Button asChild variant="outline" size="sm">
                <Link to="/platform/projects/new">New Project</Link>
              </Button>
            }
          />
        }
      >
        {(data) => (
          <ul className="divide-y divide-slate-200" aria-label="Your projects">
            {data.yourProjects.map((project) => (
              <li key={project.id}>
                <Link to={`/platform/projects/${project.id}`} className="block rounded-md px-2 py-3 hover:bg-slate-50">
                  {/* The stage beside the title and the figures on a line below: one shape for every row at
                      every width (a wrapping row put the figures beside some titles and under others). */}
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-medium text-slate-900">{project.title}</span>
                    <span className="shrink-0">
                      <StageBadge stage={project.current_stage} />
                    </span>
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
                    <span>by {project.author}</span>
                    <ProgressFigure value={project.progress} />
                    <DeadlineBadge deadline={project.deadline} stage={project.current_stage} today={today} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** Counts per stage as one coloured bar, with the same figures as a list for screen readers and small screens. */
export function PublishingPipeline({ hideWhenEmpty }: SectionProps) {
  const summary = useDashboardSummary();
  const total = summary.data?.pipeline.reduce((sum, row) => sum + row.count, 0) ?? 0;
  if (leftOutWhenEmpty(hideWhenEmpty, summary, () => total === 0)) return null;
  return (
    <SectionCard
      title="Publishing Pipeline"
      description={summary.data ? `${total} ${total === 1 ? "project" : "projects"} by stage` : undefined}
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/platform/board">Open board</Link>
        </Button>
      }
    >
      <QueryState query={summary} what="the publishing pipeline">
        {(data) => (
          <>
            <Link
              to="/platform/board"
              aria-hidden
              tabIndex={-1}
              className="flex h-4 w-full overflow-hidden rounded-full bg-slate-100"
              data-testid="pipeline-bar"
            >
              {data.pipeline
                .filter((row) => row.count > 0)
                .map((row) => (
                  <span
                    key={row.stage}
                    className={STAGE_STYLES[row.stage].bar}
                    style={{ width: `${(row.count / total) * 100}%` }}
                    title={`${row.stage}: ${row.count}`}
                  />
                ))}
            </Link>
            <ul
              className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4"
              aria-label="Projects per stage"
            >
              {data.pipeline.map((row) => (
                <li key={row.stage} className="flex items-center gap-2">
                  <span aria-hidden className={`size-3 shrink-0 rounded-full ${STAGE_STYLES[row.stage].bar}`} />
                  <span className="text-slate-700">{row.stage}</span>
                  <span className="ml-auto font-semibold text-slate-900">{row.count}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}

/**
 * Up to 5 unfinished projects with a deadline from today on, soonest first; above them, those
 * already past their deadline, which a list of what is coming up would otherwise leave out.
 */
export function UpcomingProjects({ hideWhenEmpty }: SectionProps) {
  const summary = useDashboardSummary();
  const today = localToday();
  const isEmpty = (data: DashboardSummary) => data.upcoming.length === 0 && data.overdue.length === 0;
  if (leftOutWhenEmpty(hideWhenEmpty, summary, isEmpty)) return null;
  return (
    <SectionCard title="Upcoming Projects" description="Deadlines coming up">
      <QueryState
        query={summary}
        what="upcoming projects"
        isEmpty={isEmpty}
        empty={<EmptyState icon={CalendarCheck} title="All caught up!" />}
      >
        {(data) => (
          <div className="space-y-2">
            {data.overdue.length > 0 && (
              <DeadlineList label="Past their deadline" projects={data.overdue} today={today} />
            )}
            {data.upcoming.length > 0 && (
              <DeadlineList label="Upcoming deadlines" projects={data.upcoming} today={today} />
            )}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}

function DeadlineList({ label, projects, today }: { label: string; projects: DashboardProject[]; today: string }) {
  return (
    <ul className="space-y-2" aria-label={label}>
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={`/platform/projects/${project.id}`}
            className="block rounded-md border border-slate-200 px-3 py-2 hover:bg-slate-50"
          >
            {/* The badge beside the title and the date on a line of its own: one shape at every width
                (a wrapping row put the badge beside the date on some rows and above it on others). */}
            <span className="flex items-start justify-between gap-2">
              <span className="font-medium text-slate-900">{project.title}</span>
              <DeadlineBadge deadline={project.deadline} stage={project.current_stage} today={today} />
            </span>
            {project.deadline && (
              <span className="mt-1 block text-xs text-slate-700">
                <time dateTime={project.deadline}>{shortDate(project.deadline)}</time> ·{" "}
                {dueIn(project.deadline, today)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The newest entries of the activity log on projects I can see. */
export function RecentActivity({ hideWhenEmpty }: SectionProps) {
  const summary = useDashboardSummary();
  if (leftOutWhenEmpty(hideWhenEmpty, summary, (data) => data.recentActivity.length === 0)) return null;
  return (
    <SectionCard title="Recent Activity">
      <QueryState
        query={summary}
        what="recent activity"
        isEmpty={(data) => data.recentActivity.length === 0}
        empty={<EmptyState title="No recent activity" />}
      >
        {(data) => <RecentActivityList entries={data.recentActivity} />}
      </QueryState>
    </SectionCard>
  );
}

/**
 * A box of its own that scrolls beside the other cards from md up; on a phone the ten entries flow
 * with the page, since a scroll box inside a scrolling page traps the thumb and cuts a line.
 */
function RecentActivityList({ entries }: { entries: RecentActivityEntry[] }) {
  const [box, tabIndex] = useOverflowTabIndex<HTMLUListElement>();
  return (
    <ul
      ref={box}
      aria-label="Recent activity"
      tabIndex={tabIndex}
      className="space-y-3 pr-1 md:max-h-96 md:overflow-y-auto"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-brand-600 pl-3">
          <ActivitySentence event={entry} className="text-sm text-slate-900" />
          <p className="text-xs text-slate-600">
            {entry.project_id && entry.project_title && (
              <>
                <Link
                  to={`/platform/projects/${entry.project_id}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {entry.project_title}
                </Link>
                {" · "}
              </>
            )}
            <time dateTime={entry.created_at}>{relativeTime(entry.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
