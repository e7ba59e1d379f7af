import { useParams } from "react-router";
import type { PageHandle } from "#web/components/layouts/platform/breadcrumbs";
import { LoadingState } from "#web/components/ui/skeleton";
import { useProject } from "#web/features/projects/api/get-project";
import { EditProjectForm } from "#web/features/projects/components/edit-project-form";
import { ProjectFormPage } from "#web/features/projects/components/project-form-page";
import { ProjectLoadError } from "#web/features/projects/components/project-load-error";

export const handle: PageHandle = { crumb: "Edit Project" };

export function meta() {
  return [{ title: "Edit Project | Folio" }];
}

/**
 * Edit Project. The page keeps its heading while loading and on failure: a 404 says
 * 'Project Not Found', anything else shows the error with 'Try again' and a way back.
 */
export default function ProjectEditRoute() {
  const { id = "" } = useParams();
  const project = useProject(id);

  if (project.isPending || project.isError) {
    return (
      <ProjectFormPage title="Edit Project" description="Edit the project's details, team and stages.">
        {project.isPending ? (
          <LoadingState label="Loading project…" />
        ) : (
          <ProjectLoadError
            error={project.error}
            onRetry={() => project.refetch()}
            retrying={project.isFetching}
            back={{ to: `/platform/projects/${id}`, label: "Back to Project" }}
            heading="h2"
          />
        )}
      </ProjectFormPage>
    );
  }
  if (!project.data.abilities.edit) {
    return (
      <ProjectFormPage title="Edit Project" description={<span className="break-words">{project.data.title}</span>}>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          You don't have permission to edit this project.
        </p>
      </ProjectFormPage>
    );
  }
  return (
    <ProjectFormPage
      title="Edit Project"
      description={<span className="break-words">Edit details for {project.data.title}</span>}
    >
      <EditProjectForm key={project.data.id} project={project.data} />
    </ProjectFormPage>
  );
}
