import type { PageHandle } from "#web/components/layouts/platform/breadcrumbs";
import { ProjectFormPage } from "#web/features/projects/components/project-form-page";
import { RegisterProjectForm } from "#web/features/projects/components/register-project-form";

export const handle: PageHandle = { crumb: "Register New Project" };

export function meta() {
  return [{ title: "Register New Project | Folio" }];
}

/** Register New Project. */
export default function ProjectNewRoute() {
  return (
    <ProjectFormPage title="Register New Project" description="Submit your new book project for review.">
      <RegisterProjectForm />
    </ProjectFormPage>
  );
}
