import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import type { PageHandle } from "#web/components/layouts/platform/breadcrumbs";
import { LoadingState } from "#web/components/ui/skeleton";
import { useProject } from "#web/features/projects/api/get-project";
import { ProjectDetailView } from "#web/features/projects/components/project-detail-view";
import { isProjectMissing, ProjectLoadError } from "#web/features/projects/components/project-load-error";
import { errorMessage } from "#web/lib/api-client";

export const handle: PageHandle = { crumb: "Project" };

export function meta() {
  return [{ title: "Project | Folio" }];
}

/**
 * Project detail. A 404 shows 'Project Not Found'; any other load failure shows the
 * error with 'Try again' and a toast saying what happened.
 */
export default function ProjectDetailRoute() {
  const { id = "" } = useParams();
  const project = useProject(id);
  const error = project.error;

  useEffect(() => {
    if (!error || isProjectMissing(error)) return;
    toast.error("Error loading project", { description: errorMessage(error, "An unknown error occurred") });
  }, [error]);

  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) {
    return (
      <ProjectLoadError
        error={project.error}
        onRetry={() => project.refetch()}
        retrying={project.isFetching}
        back={{ to: "/platform/projects", label: "Back to Projects" }}
        heading="h1"
      />
    );
  }
  return <ProjectDetailView project={project.data} />;
}
