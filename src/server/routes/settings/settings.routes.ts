import { createRoute } from "@hono/zod-openapi";
import { getSignUpMode } from "#server/auth/invitations";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { requireAction } from "#server/policy/index";
import { settingsSchema, signUpPolicySchema } from "#shared/schemas/settings";
import { getSettings, updateSettings } from "./settings.service";

const tags = ["Settings"];
const { 400: badInput, 401: unauthorized, 403: forbidden } = errorResponses;

const getSettingsRoute = createRoute({
  method: "get",
  path: "/settings",
  tags,
  summary: "Installation settings (Admin)",
  responses: { 200: jsonContent(settingsSchema, "The settings"), 401: unauthorized, 403: forbidden },
});

const updateSettingsRoute = createRoute({
  method: "put",
  path: "/settings",
  tags,
  summary: "Change the installation settings (Admin)",
  request: { body: jsonBody(settingsSchema) },
  responses: { 200: jsonContent(settingsSchema, "The settings"), 400: badInput, 401: unauthorized, 403: forbidden },
});

const signUpPolicyRoute = createRoute({
  method: "get",
  path: "/settings/sign-up",
  tags,
  summary: "Who may create an account, and whether a password can be reset by email; public, for the login page",
  responses: { 200: jsonContent(signUpPolicySchema, "The sign-up mode and password recovery") },
});

export const settingsRoutes = createRouter()
  .openapi(getSettingsRoute, async (c) => {
    await requireAction(c, "manageSettings");
    return c.json(await getSettings(c.var.deps.db), 200);
  })
  .openapi(updateSettingsRoute, async (c) => {
    const viewer = await requireAction(c, "manageSettings");
    return c.json(await updateSettings(c.var.deps.db, viewer, c.req.valid("json")), 200);
  })
  .openapi(signUpPolicyRoute, async (c) =>
    c.json(
      {
        sign_up_mode: await getSignUpMode(c.var.deps.db),
        password_reset_by_email: c.var.deps.env.SMTP_URL !== undefined,
      },
      200,
    ),
  );
