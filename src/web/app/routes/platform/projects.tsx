import { ProjectListView } from "#web/features/projects/components/project-list-view";

export function meta() {
  return [{ title: "Projects | Folio" }];
}

/** Spec §2 Project list. */
export default function ProjectsRoute() {
  return <ProjectListView />;
}
