import type { ReactNode } from "react";
import type { ProjectDetail } from "#shared/schemas/project";
import { type QueryLike, QueryState } from "#web/components/query-state";
import { ProjectNotFound } from "./project-not-found";

/**
 * A page built on one project's read: a 404 (missing, deleted or not visible) is 'Project Not
 * Found'; any other failure is 'Error loading project' with Try again and the page's way back.
 * `heading` is h1 when the project is the page's only content, h2 under the page's own heading.
 */
export function ProjectQueryState({
  query,
  heading,
  back,
  children,
}: {
  query: QueryLike<ProjectDetail>;
  heading: "h1" | "h2";
  back: { to: string; label: string };
  children: (project: ProjectDetail) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      what="the project"
      notFound={<ProjectNotFound heading={heading} />}
      errorFrame={{ heading, title: "Error loading project", back }}
    >
      {children}
    </QueryState>
  );
}
