import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "#server/context";
import { ApiError, badRequest, validationError } from "#server/lib/errors";
import { createRouter, errorResponses, jsonContent } from "#server/lib/openapi";
import { clientIp } from "#server/middleware/client-ip";
import { requireAction } from "#server/policy/index";
import { contactSchema } from "#shared/schemas/contact";
import {
  enquiryCreatedSchema,
  enquiryIdSchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquirySchema,
  updateEnquirySchema,
} from "./contact.schemas";
import { createEnquiry, listEnquiries, setEnquiryStatus } from "./contact.service";
import { CONTACT_RATE_LIMIT_WINDOW_SECONDS, consumeContactAllowance } from "./contact-rate-limit";

const FORM_TYPE = "application/x-www-form-urlencoded";
const JSON_CONTENT = /^application\/([a-z.-]+\+)?json\s*(;|$)/i;
const FORM_CONTENT = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** Where a form posted without JavaScript lands; the page shows the matching :target message. */
const NO_SCRIPT_SENT = "/contact#message-sent";
const NO_SCRIPT_NOT_SENT = "/contact#message-not-sent";

export const HONEYPOT_MESSAGE =
  "Your message was not sent because it looks like spam. If you are a person, please email us instead.";
const windowMinutes = CONTACT_RATE_LIMIT_WINDOW_SECONDS / 60;
export const RATE_LIMIT_MESSAGE = `You have sent too many messages. Please wait ${windowMinutes} minutes and try again.`;

const isFormPost = (c: Context<AppEnv>) => FORM_CONTENT.test(c.req.header("content-type") ?? "");
const isJsonPost = (c: Context<AppEnv>) => JSON_CONTENT.test(c.req.header("content-type") ?? "");

const createEnquiryRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a contact enquiry (public; honeypot and per-IP rate limit)",
  description:
    "JSON from the website's script, or a plain form post from a browser without JavaScript, which is " +
    `redirected (303) back to the contact page. A filled \`website\` honeypot answers 400; more than ` +
    `CONTACT_RATE_LIMIT_MAX enquiries per client IP within ${windowMinutes} minutes answer 429.`,
  request: {
    // Not `required`: with two media types that would run both validators on every request. Each
    // validator runs when its content type matches, and the handler refuses a body of neither kind.
    body: { content: { "application/json": { schema: contactSchema }, [FORM_TYPE]: { schema: contactSchema } } },
  },
  responses: {
    201: jsonContent(enquiryCreatedSchema, "Stored"),
    303: { description: "Form post without JavaScript: back to the contact page" },
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

const listEnquiriesRoute = createRoute({
  method: "get",
  path: "/enquiries",
  tags: ["Contact"],
  summary: "The contact inbox for one status, newest first (Admin)",
  request: { query: enquiryListQuerySchema },
  responses: {
    200: jsonContent(enquiryListSchema, "One page of enquiries"),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const updateEnquiryRoute = createRoute({
  method: "patch",
  path: "/enquiries/{id}",
  tags: ["Contact"],
  summary: "Mark an enquiry handled, or reopen it (Admin)",
  request: {
    params: enquiryIdSchema,
    body: { content: { "application/json": { schema: updateEnquirySchema } }, required: true },
  },
  responses: {
    200: jsonContent(enquirySchema, "The updated enquiry"),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export const contactRoutes = createRouter()
  .openapi(
    createEnquiryRoute,
    async (c) => {
      const form = isFormPost(c);
      if (!form && !isJsonPost(c)) throw badRequest("Send the enquiry as JSON.");
      const input = form ? c.req.valid("form") : c.req.valid("json");
      const { db, env } = c.var.deps;
      const retryAfter = await consumeContactAllowance(db, env.CONTACT_RATE_LIMIT_MAX, clientIp(c) ?? "unknown");
      if (retryAfter > 0) {
        c.header("retry-after", String(retryAfter));
        throw new ApiError(429, "rate_limited", RATE_LIMIT_MESSAGE);
      }
      if (input.website?.trim()) throw badRequest(HONEYPOT_MESSAGE, { website: ["Leave this field empty"] });
      await createEnquiry(db, input);
      if (form) return c.redirect(NO_SCRIPT_SENT, 303);
      return c.json({ ok: true as const }, 201);
    },
    (result, c) => {
      if (result.success) return;
      // A visitor without JavaScript gets the page back, not a JSON error; the script validates everyone else first.
      if (isFormPost(c)) return c.redirect(NO_SCRIPT_NOT_SENT, 303);
      throw validationError(result.error);
    },
  )
  .openapi(listEnquiriesRoute, async (c) => {
    await requireAction(c, "viewEnquiries");
    return c.json(await listEnquiries(c.var.deps.db, c.req.valid("query")), 200);
  })
  .openapi(updateEnquiryRoute, async (c) => {
    const viewer = await requireAction(c, "viewEnquiries");
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    return c.json(await setEnquiryStatus(c.var.deps.db, id, status, viewer.id), 200);
  });
