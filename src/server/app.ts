import { OpenAPIHono } from "@hono/zod-openapi";
import { handleAuth } from "./auth/auth-handler";
import type { AppDeps, AppEnv } from "./context";
import { createErrorHandler, errorBody } from "./lib/errors";
import { createRouter } from "./lib/openapi";
import { guardMutations } from "./middleware/request-guard";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./routes/account/account.routes";
import { activityLogRoutes } from "./routes/activity/activity-log.routes";
import { analyticsRoutes } from "./routes/analytics/analytics.routes";
import { boardRoutes } from "./routes/board/board.routes";
import { contactRoutes } from "./routes/contact/contact.routes";
import { dashboardRoutes } from "./routes/dashboard/dashboard.routes";
import { eventRoutes } from "./routes/events/events.routes";
import { fileRoutes } from "./routes/files/files.routes";
import { healthRoutes } from "./routes/health/health.routes";
import { invitationRoutes } from "./routes/invitations/invitations.routes";
import { meRoutes } from "./routes/me/me.routes";
import { notificationRoutes } from "./routes/notifications/notifications.routes";
import { progressRoutes } from "./routes/progress/progress.routes";
import { projectRoutes } from "./routes/projects/projects.routes";
import { settingsRoutes } from "./routes/settings/settings.routes";
import { shareRoutes } from "./routes/shares/shares.routes";
import { teamRoutes } from "./routes/team/team.routes";
import { mountApiDocs } from "./web/api-docs";
import { mountWeb } from "./web/pages";

/** Every /api route. Each feature adds its router here, one line each. */
function createApiRoutes() {
  return createRouter()
    .route("/", healthRoutes)
    .route("/", meRoutes)
    .route("/", teamRoutes)
    .route("/", projectRoutes)
    .route("/", progressRoutes)
    .route("/", boardRoutes)
    .route("/", analyticsRoutes)
    .route("/", contactRoutes)
    .route("/", dashboardRoutes)
    .route("/", activityLogRoutes)
    .route("/", settingsRoutes)
    .route("/", invitationRoutes)
    .route("/", accountRoutes)
    .route("/", fileRoutes)
    .route("/", shareRoutes)
    .route("/", notificationRoutes)
    .route("/", eventRoutes);
}

export type ApiRoutes = ReturnType<typeof createApiRoutes>;

export interface CreateAppOptions {
  /** The built client (build/client). Omitted in API-only tests. */
  clientDir?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(createErrorHandler(deps.logger));
  // Middleware layers are few on purpose: each costs promises on every request.
  const secure = securityHeaders(deps.env.PUBLIC_URL.startsWith("https://"));
  app.use("*", (c, next) => {
    c.set("deps", deps);
    return secure(c, () => guardMutations(c, next));
  });

  app.on(["GET", "POST"], "/api/auth/*", handleAuth);

  const api = createApiRoutes();
  app.route("/api", api);

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Folio API", version: "1.0.0", description: "Meridian Group website and Folio platform API" },
  });
  mountApiDocs(app);

  app.all("/api/*", (c) => c.json(errorBody("not_found", `No API route ${c.req.method} ${c.req.path}`), 404));

  if (options.clientDir) mountWeb(app, options.clientDir, deps.logger);
  return app;
}

export type App = ReturnType<typeof createApp>;
