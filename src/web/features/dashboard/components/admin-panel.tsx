import { CalendarClock, ClipboardList, FolderKanban, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { DashboardMetrics, ProjectsOverviewItem, StaffActivity } from "#shared/schemas/dashboard";
import { DeadlineBadge } from "#web/components/deadline-badge";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { useAdminDashboard } from "#web/features/dashboard/api/get-dashboard";
import { clockTime } from "#web/features/dashboard/lib/dates";
import { cn } from "#web/lib/cn";
import { shortDate } from "#web/lib/format";
import { useOverflowTabIndex } from "#web/lib/use-overflow-tab-index";
import { GettingStarted } from "./getting-started";
import { SectionCard } from "./section-card";
import { ProgressFigure, StageBadge } from "./stage-badge";
import { StatCard } from "./stat-card";

/**
 * The Admin's panel: four stat cards, today's staff activity and the projects overview; on a new
 * install (no project yet), the first steps above them.
 */
export function AdminPanel() {
  const query = useAdminDashboard();
  const metrics = query.data?.metrics;
  return (
    <section aria-labelledby="admin-overview-heading" className="space-y-6">
      <h2 id="admin-overview-heading" className="sr-only">
        Team overview
      </h2>
      {metrics?.totalProjects === 0 && <GettingStarted teamMembers={metrics.teamMembers} />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Projects" value={metrics?.totalProjects} hint="All stages" icon={FolderKanban} />
        <StatCard label="Team Members" value={metrics?.teamMembers} hint="Accounts on the platform" icon={Users} />
        <StatCard
          label="Projects Due"
          value={metrics && metrics.projectsDueSoon + metrics.projectsOverdue}
          hint={projectsDueHint(metrics)}
          icon={CalendarClock}
        />
        <StatCard
          label="Today's Updates"
          value={metrics?.todayProgressEntries}
          hint="Staff progress entries"
          icon={ClipboardList}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Side by side, the list is as tall as the projects overview next to it and scrolls within, rather than stopping short. */}
        <SectionCard
          title="Today's Staff Activity"
          description="Progress recorded by the team today, newest first"
          className="lg:flex lg:h-0 lg:min-h-full lg:flex-col"
          contentClassName="lg:min-h-0 lg:flex-1"
        >
          <QueryState
            query={query}
            what="today's staff activity"
            isEmpty={(data) => data.todayActivity.length === 0}
            empty={<EmptyState title="No staff activity recorded today" />}
          >
            {(data) => <StaffActivityList items={data.todayActivity} />}
          </QueryState>
        </SectionCard>
        <SectionCard
          title="All Projects Overview"
          description="The 10 most recently updated projects"
          action={
            <Button asChild variant="outline" size="sm">
              <Link to="/platform/projects">View All</Link>
            </Button>
          }
        >
          <QueryState
            query={query}
            what="the projects overview"
            isEmpty={(data) => data.projectsOverview.length === 0}
            empty={<EmptyState title="No projects found" />}
          >
            {(data) => <ProjectsOverview items={data.projectsOverview} />}
          </QueryState>
        </SectionCard>
      </div>
    </section>
  );
}

/**
 * Projects Due counts what the deadline badge marks, Due Soon and Overdue alike,
 * and names the overdue ones so they are not lost in the figure.
 */
function projectsDueHint(metrics: DashboardMetrics | undefined): string {
  if (!metrics || metrics.projectsOverdue === 0) return "Next 30 days";
  const named = metrics.overdueProjects.map((project) => project.title).join(", ");
  const more = metrics.projectsOverdue - metrics.overdueProjects.length;
  return `Next 30 days, ${metrics.projectsOverdue} overdue: ${named}${more > 0 ? ` and ${more} more` : ""}`;
}

/**
 * Beside the projects overview (lg up), the list is as tall as that card and scrolls within. In one
 * column it flows with the page, as a scroll box inside a scrolling page traps the thumb and cuts an
 * entry in half: the newest few show, and a button shows the rest.
 */
const SHOWN_IN_ONE_COLUMN = 3;

function StaffActivityList({ items }: { items: StaffActivity[] }) {
  const [showAll, setShowAll] = useState(false);
  const [listBox, listTabIndex] = useOverflowTabIndex<HTMLUListElement>();
  return (
    <>
      <ul
        ref={listBox}
        id="todays-staff-activity"
        aria-label="Today's staff activity"
        tabIndex={listTabIndex}
        className="space-y-3 lg:h-full lg:overflow-y-auto lg:pr-1"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            className={cn(
              "rounded-md border border-slate-200 p-3",
              !showAll && index >= SHOWN_IN_ONE_COLUMN && "hidden lg:block",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900">{item.user_name ?? "Unknown User"}</p>
              <time dateTime={item.created_at} className="text-xs text-slate-600">
                {clockTime(item.created_at)}
              </time>
            </div>
            <p className="mt-0.5 text-sm text-slate-700">
              {item.project_title ? (
                <Link
                  to={`/platform/projects/${item.project_id}`}
                  className="font-medium text-brand-700 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
                >
                  {item.project_title}
                </Link>
              ) : (
                "Unknown Project"
              )}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StageBadge stage={item.current_stage} />
              {item.hours_worked !== null && <span className="text-xs text-slate-700">{item.hours_worked} h</span>}
            </div>
            <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{item.description}</p>
            {item.challenges && (
              <p className="mt-1 whitespace-pre-line text-xs text-slate-700">
                <span className="font-medium">Challenges: </span>
                {item.challenges}
              </p>
            )}
            {item.help_required && (
              <p className="mt-1 text-xs text-slate-700">
                <span className="font-medium">Help required: </span>
                {item.help_required}
              </p>
            )}
          </li>
        ))}
      </ul>
      {items.length > SHOWN_IN_ONE_COLUMN && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3 lg:hidden"
          aria-controls="todays-staff-activity"
          aria-expanded={showAll}
          onClick={() => setShowAll((shown) => !shown)}
        >
          {showAll ? "Show fewer" : `Show all ${items.length} updates`}
        </Button>
      )}
    </>
  );
}

function ProjectsOverview({ items }: { items: ProjectsOverviewItem[] }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Recently updated projects">
      {items.map((project) => (
        <li key={project.id}>
          <Link
            to={`/platform/projects/${project.id}`}
            className="block rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{project.title}</span>
              <StageBadge stage={project.current_stage} />
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
              <span>by {project.author}</span>
              <ProgressFigure value={project.progress} />
              <span>{project.deadline ? `Due ${shortDate(project.deadline)}` : "No deadline"}</span>
              <DeadlineBadge deadline={project.deadline} stage={project.current_stage} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
