import { PageHeader } from "#web/components/page-header";
import { RegisterProjectForm } from "#web/features/projects/components/register-project-form";

export function meta() {
  return [{ title: "Register New Project | Folio" }];
}

/** Register New Project. */
export default function ProjectNewRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Register New Project" description="Submit your new book project for review." />
      <RegisterProjectForm />
    </div>
  );
}
