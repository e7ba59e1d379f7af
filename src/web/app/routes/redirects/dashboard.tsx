import { redirect } from "react-router";

/** /dashboard redirects to /platform/dashboard. The server answers the same with a 302. */
export function clientLoader() {
  return redirect("/platform/dashboard");
}

export default function RedirectDashboard() {
  return null;
}
