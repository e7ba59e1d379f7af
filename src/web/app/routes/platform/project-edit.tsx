import { useParams } from "react-router";
import { PageHeader } from "#web/components/page-header";
import { LoadingState } from "#web/components/ui/skeleton";
import { useProject } from "#web/features/projects/api/get-project";
import { EditProjectForm } from "#web/features/projects/components/edit-project-form";
import { errorMessage } from "#web/lib/api-client";

export function meta() {
  return [{ title: "Edit Project | Folio" }];
}

/** Edit Project; on load failure an alert with the error message or 'Project not found'. */
export default function ProjectEditRoute() {
  const { id = "" } = useParams();
  const project = useProject(id);

  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) {
    return (
      <Alert>
        <p className="font-semibold">Error</p>
        <p>{errorMessage(project.error, "Project not found")}</p>
      </Alert>
    );
  }
  if (!project.data.abilities.edit) {
    return <Alert>You don't have permission to edit this project.</Alert>;
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Edit Project"
        description={<span className="break-words">Edit details for {project.data.title}</span>}
      />
      <EditProjectForm key={project.data.id} project={project.data} />
    </div>
  );
}

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      {children}
    </div>
  );
}
