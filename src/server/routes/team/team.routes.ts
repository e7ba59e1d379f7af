import { createRoute, z } from "@hono/zod-openapi";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { sendIfConfigured } from "#server/mail/mailer";
import { requireAction } from "#server/policy/index";
import { resetLinkSchema } from "#shared/schemas/account";
import { teamListSchema, teamMemberSchema, updateRoleSchema } from "#shared/schemas/team";
import {
  deactivateMember,
  issueResetLink,
  listDirectory,
  listTeam,
  reactivateMember,
  updateRole,
} from "./team.service";

const tags = ["Team"];
const memberParams = z.object({ userId: z.string().min(1).max(100) });
const { 400: badInput, 401: unauthorized, 403: forbidden, 404: notFound, 409: conflict } = errorResponses;

const listTeamRoute = createRoute({
  method: "get",
  path: "/team",
  tags,
  summary: "All team members with their roles (Admin)",
  responses: { 200: jsonContent(teamListSchema, "The team"), 401: unauthorized, 403: forbidden },
});

const directoryRoute = createRoute({
  method: "get",
  path: "/users/directory",
  tags,
  summary: "Active colleagues a staff member can pick, excluding themselves (the five staff roles)",
  responses: { 200: jsonContent(teamListSchema, "Colleagues"), 401: unauthorized, 403: forbidden },
});

const updateRoleRoute = createRoute({
  method: "patch",
  path: "/team/{userId}/role",
  tags,
  summary: "Change a member's role, or 'User' for none (Admin). The last active Admin cannot be demoted.",
  request: { params: memberParams, body: jsonBody(updateRoleSchema) },
  responses: { 200: jsonContent(teamMemberSchema, "The updated member"), ...errorResponses },
});

const deactivateRoute = createRoute({
  method: "post",
  path: "/team/{userId}/deactivate",
  tags,
  summary: "Deactivate a member: their sessions end and sign-in is refused (Admin)",
  request: { params: memberParams },
  responses: {
    200: jsonContent(teamMemberSchema, "The member"),
    401: unauthorized,
    403: forbidden,
    404: notFound,
    409: conflict,
  },
});

const reactivateRoute = createRoute({
  method: "post",
  path: "/team/{userId}/reactivate",
  tags,
  summary: "Let a deactivated member sign in again (Admin)",
  request: { params: memberParams },
  responses: { 200: jsonContent(teamMemberSchema, "The member"), 401: unauthorized, 403: forbidden, 404: notFound },
});

const resetLinkRoute = createRoute({
  method: "post",
  path: "/team/{userId}/reset-link",
  tags,
  summary: "A one-time password-reset link for a member, valid 1 hour (Admin); also emailed when SMTP is set",
  request: { params: memberParams },
  responses: {
    200: jsonContent(resetLinkSchema, "The link"),
    400: badInput,
    401: unauthorized,
    403: forbidden,
    404: notFound,
  },
});

export const teamRoutes = createRouter()
  .openapi(listTeamRoute, async (c) => {
    await requireAction(c, "viewTeam");
    return c.json({ users: await listTeam(c.var.deps.db) }, 200);
  })
  .openapi(directoryRoute, async (c) => {
    const viewer = await requireAction(c, "viewDirectory");
    return c.json({ users: await listDirectory(c.var.deps.db, viewer.id) }, 200);
  })
  .openapi(updateRoleRoute, async (c) => {
    const viewer = await requireAction(c, "changeRoles");
    const { userId } = c.req.valid("param");
    const { role } = c.req.valid("json");
    return c.json(await updateRole(c.var.deps.db, viewer, userId, role), 200);
  })
  .openapi(deactivateRoute, async (c) => {
    const viewer = await requireAction(c, "deactivateMembers");
    return c.json(await deactivateMember(c.var.deps.db, viewer, c.req.valid("param").userId), 200);
  })
  .openapi(reactivateRoute, async (c) => {
    const viewer = await requireAction(c, "deactivateMembers");
    return c.json(await reactivateMember(c.var.deps.db, viewer, c.req.valid("param").userId), 200);
  })
  .openapi(resetLinkRoute, async (c) => {
    const viewer = await requireAction(c, "issueResetLinks");
    const deps = c.var.deps;
    const link = await issueResetLink(
      { db: deps.db, auth: deps.auth, publicUrl: deps.env.PUBLIC_URL },
      viewer,
      c.req.valid("param").userId,
    );
    const emailed = await sendIfConfigured(deps, {
      to: link.email,
      subject: "Reset your Folio password",
      text:
        `Hello ${link.name},\n\nAn Admin of your team asked for a new password for your Folio account. ` +
        `Open this link within the hour to choose one (it works once):\n\n${link.url}\n`,
    });
    return c.json({ url: link.url, expires_at: link.expiresAt.toISOString(), emailed }, 200);
  });
