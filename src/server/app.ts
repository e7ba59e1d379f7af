import { OpenAPIHono } from "@hono/zod-openapi";
import type { ExecutionContext } from "hono";
import { getPath } from "hono/utils/url";
import { handleAuth } from "./auth/auth-handler";
import type { AppDeps, AppEnv } from "./context";
import { createErrorHandler, errorBody } from "./lib/errors";
import { createRouter, documentCommonAnswers } from "./lib/openapi";
import { guardMutations, MUTATION_METHODS } from "./middleware/request-guard";
import { securityHeaders } from "./middleware/security-headers";
import { liveHubFor } from "./realtime/index";
import { accountRoutes } from "./routes/account/account.routes";
import { activityLogRoutes } from "./routes/activity/activity-log.routes";
import { analyticsRoutes } from "./routes/analytics/analytics.routes";
import { backupRoutes } from "./routes/backups/backups.routes";
import { boardRoutes } from "./routes/board/board.routes";
import { contactRoutes } from "./routes/contact/contact.routes";
import { dashboardRoutes } from "./routes/dashboard/dashboard.routes";
import { eventRoutes } from "./routes/events/events.routes";
import { fileRoutes } from "./routes/files/files.routes";
import { healthRoutes } from "./routes/health/health.routes";
import { invitationRoutes } from "./routes/invitations/invitations.routes";
import { meRoutes } from "./routes/me/me.routes";
import { notificationRoutes } from "./routes/notifications/notifications.routes";
import { passwordResetRoutes } from "./routes/password-reset/password-reset.routes";
import { progressRoutes } from "./routes/progress/progress.routes";
import { projectRoutes } from "./routes/projects/projects.routes";
import { settingsRoutes } from "./routes/settings/settings.routes";
import { shareRoutes } from "./routes/shares/shares.routes";
import { teamRoutes } from "./routes/team/team.routes";
import { mountApiDocs } from "./web/api-docs";
import { createFirstDataReader, type ReadApi } from "./web/first-data";
import { createWebApp, type RenderPlatformPage } from "./web/pages";

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
    .route("/", backupRoutes)
    .route("/", invitationRoutes)
    .route("/", passwordResetRoutes)
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
  /** What draws a platform page; by default the web app's server build next to `clientDir` (build/server). */
  renderPlatformPage?: RenderPlatformPage;
  /** Where the assets of earlier builds are kept, for pages opened before an upgrade (web/earlier-assets.ts). */
  earlierAssetsDir?: string;
}

type Bindings = AppEnv["Bindings"];

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * The app: the API (every /api path) and, given the built client, the website and platform
 * pages, as two Hono apps behind one request layer. The layer gives every request its security
 * headers, then hands it to the one app that serves its path. Every API handler finds the deps
 * as `c.var.deps`, set by the API app's first middleware.
 *
 * The pages' middleware (compression, static files) stays out of the API app, so API routes do
 * not run it. The API app is returned, with its `fetch` (and so `request`) going through the layer.
 */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const api = new OpenAPIHono<AppEnv>();
  api.use("/api/*", (c, next) => {
    c.set("deps", deps);
    return next();
  });
  // A failure to reach the database starts an outage in the pool's availability tracker.
  api.onError(createErrorHandler(deps.logger, (error) => deps.db.$client.availability.failed(error)));
  api.on(MUTATION_METHODS, "/api/*", guardMutations);
  api.on(["GET", "POST"], "/api/auth/*", handleAuth);
  api.route("/api", createApiRoutes());
  documentCommonAnswers(api.openAPIRegistry.definitions);
  api.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Folio API", version: "1.0.0", description: "Meridian Group website and Folio platform API" },
  });
  mountApiDocs(api);
  api.all("/api/*", (c) => c.json(errorBody("not_found", `No API route ${c.req.method} ${c.req.path}`), 404));

  const serveApi = api.fetch;
  // A signed-in platform page's document carries its first data, read through these same routes.
  const readApi: ReadApi = async (path, cookie) =>
    serveApi(new Request(new URL(path, deps.env.PUBLIC_URL), { headers: { cookie } }));
  const web = options.clientDir
    ? createWebApp(options.clientDir, deps.logger, {
        readFirstData: createFirstDataReader(readApi, () => liveHubFor(deps), deps.logger),
        renderPlatformPage: options.renderPlatformPage,
        earlierAssetsDir: options.earlierAssetsDir,
      })
    : undefined;
  const secure = securityHeaders(deps.env.PUBLIC_URL.startsWith("https://"));
  const serveWeb = web?.fetch;

  api.fetch = (request: Request, env?: Bindings, executionCtx?: ExecutionContext) => {
    const path = getPath(request);
    const serve = serveWeb && !isApiPath(path) ? serveWeb : serveApi;
    if (env?.outgoing) {
      secure.beforeAnswer(path, env.outgoing);
      return serve(request, env, executionCtx);
    }
    const answer = serve(request, env, executionCtx);
    return answer instanceof Promise ? answer.then((res) => secure.onAnswer(path, res)) : secure.onAnswer(path, answer);
  };
  return api;
}

export type App = ReturnType<typeof createApp>;
