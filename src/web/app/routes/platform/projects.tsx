import { ProjectListView } from "#web/features/projects/components/project-list-view";

export function meta() {
  return [{ title: "Projects | Folio" }];
}

/** Project list. */
export default function ProjectsRoute() {
  return <ProjectListView />;
}
