import { redirect } from "react-router";

/** /users redirects to /platform/users. The server answers the same with a 302. */
export function clientLoader() {
  return redirect("/platform/users");
}

export default function RedirectUsers() {
  return null;
}
