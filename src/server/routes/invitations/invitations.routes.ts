import { createRoute, z } from "@hono/zod-openapi";
import { findUsableInvitation } from "#server/auth/invitations";
import { createRouter, errorResponses, jsonBody, jsonContent } from "#server/lib/openapi";
import { sendIfConfigured } from "#server/mail/mailer";
import { requireAction } from "#server/policy/index";
import { INVITATION_TTL_DAYS } from "#shared/limits";
import { uuidSchema } from "#shared/schemas/common";
import {
  createdInvitationSchema,
  createInvitationSchema,
  INVALID_INVITATION,
  INVITE_TOKEN_MAX,
  invitationListSchema,
  invitationLookupSchema,
  invitationSchema,
} from "#shared/schemas/invitations";
import { opaqueId } from "#shared/schemas/text";
import { createInvitation, invitationUrl, listInvitations, revokeInvitation } from "./invitations.service";

const tags = ["Invitations"];
const { 400: badInput, 401: unauthorized, 403: forbidden, 404: notFound404, 409: conflict } = errorResponses;

const listRoute = createRoute({
  method: "get",
  path: "/invitations",
  tags,
  summary: "Invitations, newest first (Admin)",
  responses: { 200: jsonContent(invitationListSchema, "Invitations"), 401: unauthorized, 403: forbidden },
});

const createInvitationRoute = createRoute({
  method: "post",
  path: "/invitations",
  tags,
  summary: `Invite an email with a role; the one-time link is valid ${INVITATION_TTL_DAYS} days (Admin)`,
  request: { body: jsonBody(createInvitationSchema) },
  responses: {
    201: jsonContent(createdInvitationSchema, "The invitation and its link"),
    400: badInput,
    401: unauthorized,
    403: forbidden,
    409: conflict,
  },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/invitations/{id}",
  tags,
  summary: "Revoke a pending invitation (Admin)",
  request: { params: z.object({ id: uuidSchema }) },
  responses: {
    200: jsonContent(invitationSchema, "The revoked invitation"),
    400: badInput,
    401: unauthorized,
    403: forbidden,
    404: notFound404,
    409: conflict,
  },
});

const lookupRoute = createRoute({
  method: "get",
  path: "/invitations/lookup",
  tags,
  summary: "The email a valid invitation link is for; public, for the login page",
  request: { query: z.object({ token: opaqueId(INVITE_TOKEN_MAX, "This invitation link is not valid") }) },
  responses: {
    200: jsonContent(invitationLookupSchema, "The invitation, or why the link no longer works"),
    400: badInput,
  },
});

export const invitationRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    await requireAction(c, "manageInvitations");
    return c.json({ invitations: await listInvitations(c.var.deps.db) }, 200);
  })
  .openapi(lookupRoute, async (c) => {
    const invitation = await findUsableInvitation(c.var.deps.db, c.req.valid("query").token);
    if (!invitation) return c.json({ valid: false as const, message: INVALID_INVITATION }, 200);
    return c.json({ valid: true as const, email: invitation.email, role: invitation.role }, 200);
  })
  .openapi(createInvitationRoute, async (c) => {
    const viewer = await requireAction(c, "manageInvitations");
    const deps = c.var.deps;
    const { invitation, token } = await createInvitation(deps.db, viewer, c.req.valid("json"));
    const url = invitationUrl(deps.env.PUBLIC_URL, token);
    const emailed = await sendIfConfigured(deps, {
      to: invitation.email,
      subject: "You are invited to Folio",
      text:
        `${viewer.name || viewer.email} invited you to Folio, the publishing platform of Meridian Group, ` +
        `as ${invitation.role}.\n\nOpen this link within ${INVITATION_TTL_DAYS} days to create your account ` +
        `(it works once):\n\n${url}\n`,
    });
    return c.json({ invitation, url, emailed }, 201);
  })
  .openapi(revokeRoute, async (c) => {
    const viewer = await requireAction(c, "manageInvitations");
    return c.json(await revokeInvitation(c.var.deps.db, viewer, c.req.valid("param").id), 200);
  });
