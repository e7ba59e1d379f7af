import type { ProjectDetail } from "#shared/schemas/project";
import { DeadlineBadge } from "#web/components/deadline-badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { longDate } from "#web/lib/format";
import { ProgressBar, ProgressPercent } from "./progress-bar";
import { StagePill } from "./stage-pill";

/**
 * The detail summary card: summary, subject, level, genre, created date, deadline
 * (with its badge), current stage, overall progress, objectives and the project team.
 */
export function ProjectSummaryCard({ project }: { project: ProjectDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <p className="whitespace-pre-line text-slate-800">{project.summary}</p>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <SummaryItem label="Subject">{project.subject || "Not set"}</SummaryItem>
          <SummaryItem label="Level">{project.level || "Not set"}</SummaryItem>
          <SummaryItem label="Genre">{project.genre}</SummaryItem>
          <SummaryItem label="Created">{longDate(project.created_at)}</SummaryItem>
          <SummaryItem label="Deadline">
            <span className="flex flex-wrap items-center gap-2">
              {longDate(project.deadline)}
              <DeadlineBadge deadline={project.deadline} stage={project.current_stage} />
            </span>
          </SummaryItem>
          <SummaryItem label="Current Stage">
            <StagePill stage={project.current_stage} />
          </SummaryItem>
          <SummaryItem label="Overall Progress" className="sm:col-span-2">
            <div className="flex items-center gap-3">
              <ProgressBar value={project.progress} label="Overall progress" className="max-w-xs" />
              <ProgressPercent value={project.progress} />
            </div>
          </SummaryItem>
        </dl>
        {project.objectives.length > 0 && (
          <div>
            <h3 className="text-sm font-medium text-slate-600">Objectives</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {project.objectives.map((objective, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: objectives may repeat and never reorder here.
                <li key={index}>{objective}</li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h3 className="text-sm font-medium text-slate-600">Project Team</h3>
          {project.assignments.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No team members assigned yet.</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Project team">
              {project.assignments.map((member) => (
                <li
                  key={member.user_id}
                  className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
                >
                  <span className="font-medium">{member.full_name || member.email}</span>
                  <span className="text-slate-600"> · {member.role}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function SummaryItem({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
