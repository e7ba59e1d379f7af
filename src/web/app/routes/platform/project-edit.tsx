import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import type { PageHandle } from "#web/components/layouts/platform/breadcrumbs";
import { Button } from "#web/components/ui/button";
import { useProject } from "#web/features/projects/api/get-project";
import { EditProjectForm } from "#web/features/projects/components/edit-project-form";
import { ProjectFormPage } from "#web/features/projects/components/project-form-page";
import { ProjectQueryState } from "#web/features/projects/components/project-query-state";

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
  const loaded = project.data;
  const description = !loaded
    ? "Edit the project's details, team and stages."
    : loaded.abilities.edit
      ? `Edit details for ${loaded.title}`
      : loaded.title;
  return (
    <ProjectFormPage title="Edit Project" description={description}>
      <ProjectQueryState
        query={project}
        heading="h2"
        back={{ to: `/platform/projects/${id}`, label: "Back to Project" }}
      >
        {(data) =>
          data.abilities.edit ? (
            <EditProjectForm key={data.id} project={data} />
          ) : (
            <div className="space-y-4">
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                You don't have permission to edit this project.
              </p>
              {/* The project itself is still theirs to see. */}
              <Button asChild variant="outline">
                <Link to={`/platform/projects/${data.id}`}>
                  <ArrowLeft aria-hidden /> Back to Project
                </Link>
              </Button>
            </div>
          )
        }
      </ProjectQueryState>
    </ProjectFormPage>
  );
}
