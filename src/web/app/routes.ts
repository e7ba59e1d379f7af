import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** Every page's path. Redirect routes also answer on the server (302) for non-JS clients. */
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("services", "routes/site/services.tsx"),
    route("contact", "routes/site/contact.tsx"),
  ]),
  // The platform layout holds the data providers; the shell (sidebar, top bar) needs a session.
  route("platform", "routes/platform/layout.tsx", [
    route("login", "routes/platform/login.tsx"),
    route("reset-password", "routes/platform/reset-password.tsx"),
    layout("routes/platform/shell.tsx", [
      index("routes/platform/index.tsx"),
      route("dashboard", "routes/platform/dashboard.tsx"),
      ...prefix("projects", [
        index("routes/platform/projects.tsx"),
        route("new", "routes/platform/project-new.tsx"),
        route(":id", "routes/platform/project-detail.tsx"),
        route(":id/edit", "routes/platform/project-edit.tsx"),
      ]),
      route("board", "routes/platform/board.tsx"),
      route("analytics", "routes/platform/analytics.tsx"),
      route("files", "routes/platform/files.tsx"),
      route("users", "routes/platform/users.tsx"),
      route("enquiries", "routes/platform/enquiries.tsx"),
      route("activity", "routes/platform/activity.tsx"),
      route("settings", "routes/platform/settings.tsx"),
      route("account", "routes/platform/account.tsx"),
    ]),
  ]),
  route("dashboard", "routes/redirects/dashboard.tsx"),
  route("projects/*", "routes/redirects/projects.tsx"),
  route("projects", "routes/redirects/projects.tsx", { id: "redirect-projects-index" }),
  route("files", "routes/redirects/files.tsx"),
  route("users", "routes/redirects/users.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
