import { CalendarDays, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { ProjectListItem } from "#shared/schemas/project";
import { DeadlineBadge } from "#web/components/deadline-badge";
import { monthDay, stageAssigneeLabel } from "#web/lib/format";
import { ProgressBar } from "./progress-bar";
import { ProjectCover } from "./project-cover";
import { StagePill } from "./stage-pill";

/**
 * Project card. The title link stretches over the whole card, so the card
 * is one click target while screen readers hear only the title as the link.
 */
export function ProjectCard({ project, coverFirst = false }: { project: ProjectListItem; coverFirst?: boolean }) {
  return (
    <article
      data-testid="project-card"
      className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 hover:shadow-md"
    >
      <ProjectCover
        title={project.title}
        genre={project.genre}
        coverUrl={project.cover_url}
        compact
        eager={coverFirst}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StagePill stage={project.current_stage} />
          <DeadlineBadge deadline={project.deadline} stage={project.current_stage} />
        </div>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link
              to={`/platform/projects/${project.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {project.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">by {project.author}</p>
        </div>
        <p className="line-clamp-2 text-sm text-slate-700">{project.summary}</p>
        <div className="mt-auto space-y-1">
          <div className="flex justify-between text-sm">
            <span className="text-slate-600">Progress</span>
            <span className="font-medium text-slate-900">{project.progress}%</span>
          </div>
          <ProgressBar value={project.progress} label={`Progress of ${project.title}`} />
        </div>
        {/* Who has the book, in full (a long name wraps, never cut), then the date. */}
        <dl className="space-y-1 text-sm text-slate-700" data-testid="card-footer">
          <div className="flex items-start gap-1.5">
            <dt>
              <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="sr-only">With</span>
            </dt>
            <dd className="min-w-0">{stageAssigneeLabel(project.stage_assignee)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">Deadline</span>
            </dt>
            <dd className="whitespace-nowrap">
              {project.deadline ? `Due ${monthDay(project.deadline)}` : "No deadline"}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
