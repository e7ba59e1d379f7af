import { Link } from "react-router";
import type { ProjectDetail } from "#shared/schemas/project";
import { EmptyState } from "#web/components/query-state";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { ProgressBar, ProgressPercent } from "./progress-bar";
import { StagePill } from "./stage-pill";

const STATUS_STYLES: Record<string, string> = {
  "Not Started": "bg-slate-100 text-slate-800",
  "In Progress": "bg-blue-100 text-blue-900",
  Completed: "bg-emerald-100 text-emerald-900",
  "On Hold": "bg-amber-100 text-amber-900",
};

/** Workflow tab: the progress panel, the panels the page adds (updates, insights) and the stages, read-only. */
export function WorkflowTab({ project, children }: { project: ProjectDetail; children?: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Progress</CardTitle>
          <StagePill stage={project.current_stage} />
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <ProgressBar value={project.progress} label="Overall progress" />
          <ProgressPercent value={project.progress} className="text-sm" />
        </CardContent>
      </Card>
      {children}
      <Card>
        <CardHeader>
          <CardTitle>Stages</CardTitle>
        </CardHeader>
        <CardContent>
          {project.stages.length === 0 ? (
            <EmptyState
              className="py-4"
              title="No stages yet."
              action={
                project.abilities.edit && (
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/platform/projects/${project.id}/edit`}>Add stages</Link>
                  </Button>
                )
              }
            />
          ) : (
            <ol className="divide-y divide-slate-200">
              {project.stages.map((stage) => (
                <li key={stage.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{stage.stage_name}</p>
                    <p className="text-sm text-slate-600">{stage.assignee_name ?? "Unassigned"}</p>
                    {stage.comment && <p className="mt-1 text-sm text-slate-700">{stage.comment}</p>}
                  </div>
                  <Badge className={STATUS_STYLES[stage.status]}>{stage.status}</Badge>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
