import { redirect } from "react-router";

/** The /platform index redirects to the dashboard. */
export function clientLoader() {
  return redirect("/platform/dashboard");
}

export default function PlatformIndex() {
  return null;
}
