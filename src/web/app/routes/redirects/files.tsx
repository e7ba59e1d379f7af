import { redirect } from "react-router";

/** /files redirects to /platform/files. The server answers the same with a 302. */
export function clientLoader() {
  return redirect("/platform/files");
}

export default function RedirectFiles() {
  return null;
}
