import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import type { ProjectDetail } from "#shared/schemas/project";
import type { PageHandle } from "#web/components/layouts/platform/breadcrumbs";
import { analyticsKeys } from "#web/features/analytics/api/analytics-keys";
import { ProjectInsightsCard } from "#web/features/analytics/components/project-insights-card";
import { PostProgressButton } from "#web/features/progress/components/post-progress-button";
import { ProgressUpdatesCard } from "#web/features/progress/components/progress-updates-card";
import { useProject } from "#web/features/projects/api/get-project";
import { invalidateProject } from "#web/features/projects/api/project-keys";
import { ProjectDetailView } from "#web/features/projects/components/project-detail-view";
import { ProjectQueryState } from "#web/features/projects/components/project-query-state";
import { ShareProjectDialog } from "#web/features/sharing/components/share-project-dialog";
import { errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";

export const handle: PageHandle = { crumb: "Project" };

const DETAIL_ERROR_TOAST = "project-detail-load-error";

/**
 * Project detail. Any load failure says what happened in the 'Error loading project' toast. A 404
 * (missing, deleted meanwhile, or not the viewer's to see) then shows 'Project Not Found'; any
 * other failure shows the error with 'Try again'.
 */
export default function ProjectDetailRoute() {
  const { id = "" } = useParams();
  const project = useProject(id);
  const { role } = useAuth();
  const error = project.error;

  useEffect(() => {
    if (!error) return;
    // Each failed refetch brings a new error; the id makes it replace the toast, not stack a copy.
    toast.error("Error loading project", {
      id: DETAIL_ERROR_TOAST,
      description: errorMessage(error, "An unknown error occurred"),
    });
  }, [error]);

  return (
    <>
      {/* The tab names the project, which a meta export cannot (it sees no loader data: the page's
          data comes from the query cache). React hoists this title into the head, on the server's
          drawing as in the browser; the route exports no meta title, so it is the only one. */}
      <title>{`${project.data?.title ?? "Project"} | Folio`}</title>
      <ProjectQueryState query={project} heading="h1" back={{ to: "/platform/projects", label: "Back to Projects" }}>
        {(data) => <ProjectPage project={data} isAdmin={role === "Admin"} />}
      </ProjectQueryState>
    </>
  );
}

function ProjectPage({ project: data, isAdmin }: { project: ProjectDetail; isAdmin: boolean }) {
  const queryClient = useQueryClient();
  // An update moves the project's stage and progress, writes history and changes the insights.
  const onProgressChanged = () =>
    Promise.all([
      invalidateProject(queryClient, data.id),
      queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
    ]);
  return (
    <ProjectDetailView
      project={data}
      primaryAction={<PostProgressButton project={data} onChanged={onProgressChanged} />}
      shareAction={<ShareProjectDialog projectId={data.id} />}
      workflowPanels={
        <>
          <ProgressUpdatesCard project={data} isAdmin={isAdmin} onChanged={onProgressChanged} />
          <ProjectInsightsCard projectId={data.id} />
        </>
      }
    />
  );
}
