import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { LoadingState } from "#web/components/ui/skeleton";
import { useProject } from "#web/features/projects/api/get-project";
import { ProjectDetailView } from "#web/features/projects/components/project-detail-view";
import { ProjectNotFound } from "#web/features/projects/components/project-not-found";
import { ApiRequestError, errorMessage } from "#web/lib/api-client";

export function meta() {
  return [{ title: "Project | Folio" }];
}

/** Project detail. A load failure shows 'Project Not Found', and a toast unless it is simply missing. */
export default function ProjectDetailRoute() {
  const { id = "" } = useParams();
  const project = useProject(id);
  const error = project.error;

  useEffect(() => {
    if (!error || (error instanceof ApiRequestError && error.status === 404)) return;
    toast.error("Error loading project", { description: errorMessage(error, "An unknown error occurred") });
  }, [error]);

  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) return <ProjectNotFound />;
  return <ProjectDetailView project={project.data} />;
}
