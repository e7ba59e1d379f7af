import { redirect } from "react-router";
import type { Route } from "./+types/projects";

/** /projects and /projects/* go to the platform; in-app links to /projects/{id} keep their id. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const rest = params["*"];
  return redirect(rest ? `/platform/projects/${rest}` : "/platform/projects");
}

export default function RedirectProjects() {
  return null;
}
