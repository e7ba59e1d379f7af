import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { LoadingState } from "../../../components/ui/skeleton";
import { useProject } from "../../../features/projects/api/get-project";
import { ProjectDetailView } from "../../../features/projects/components/project-detail-view";
import { ProjectNotFound } from "../../../features/projects/components/project-not-found";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";

export function meta() {
  return [{ title: "Project | Folio" }];
}

/** Spec §2 Project detail; §8: a load failure shows 'Project Not Found', and a toast unless it is simply missing. */
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
