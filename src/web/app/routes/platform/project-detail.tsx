import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { LoadingState } from "#web/components/ui/skeleton";
import { analyticsKeys } from "#web/features/analytics/api/analytics-keys";
import { ProjectInsightsCard } from "#web/features/analytics/components/project-insights-card";
import { ProgressUpdatesCard } from "#web/features/progress/components/progress-updates-card";
import { useProject } from "#web/features/projects/api/get-project";
import { invalidateProject } from "#web/features/projects/api/project-keys";
import { ProjectDetailView } from "#web/features/projects/components/project-detail-view";
import { ProjectNotFound } from "#web/features/projects/components/project-not-found";
import { ShareProjectDialog } from "#web/features/sharing/components/share-project-dialog";
import { ApiRequestError, errorMessage } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Project | Folio" }];
}

/** Project detail. A load failure shows 'Project Not Found', and a toast unless it is simply missing. */
export default function ProjectDetailRoute() {
  const { id = "" } = useParams();
  const project = useProject(id);
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const error = project.error;

  useEffect(() => {
    if (!error || (error instanceof ApiRequestError && error.status === 404)) return;
    toast.error("Error loading project", { description: errorMessage(error, "An unknown error occurred") });
  }, [error]);

  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) return <ProjectNotFound />;
  const data = project.data;
  return (
    <ProjectDetailView
      project={data}
      shareAction={<ShareProjectDialog projectId={data.id} />}
      workflowPanels={
        <>
          <ProgressUpdatesCard
            project={data}
            isAdmin={role === "Admin"}
            // An update moves the project's stage and progress, writes history and changes the insights.
            onChanged={() =>
              Promise.all([
                invalidateProject(queryClient, data.id),
                queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
              ])
            }
          />
          <ProjectInsightsCard projectId={data.id} />
        </>
      }
    />
  );
}
