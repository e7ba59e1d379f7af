import { z } from "@hono/zod-openapi";
import { ENQUIRY_STATUSES } from "#server/db/schema/index";
import { DIVISION_VALUES } from "#shared/divisions";
import { opaqueId } from "#shared/schemas/text";

/** Wire shapes of the contact inbox. The web client reads them through the typed API client (hc). */
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: "Status must be 'open' or 'handled'" });

export const enquirySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    division: z.enum(DIVISION_VALUES).nullable(),
    subject: z.string(),
    message: z.string(),
    status: enquiryStatusSchema,
    created_at: z.string().openapi({ description: "ISO timestamp (UTC)" }),
    handled_at: z.string().nullable(),
    handled_by_name: z.string().nullable(),
  })
  .openapi("Enquiry");
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListQuerySchema = z.object({
  status: enquiryStatusSchema.default("open"),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: opaqueId(200, "The page cursor is not valid").optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquiryListSchema = z.object({
  enquiries: z.array(enquirySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many enquiries each status holds in all, for the inbox's filters. */
  counts: z.object({ open: z.number().int(), handled: z.number().int() }),
});
export type EnquiryList = z.infer<typeof enquiryListSchema>;

export const updateEnquirySchema = z.object({ status: enquiryStatusSchema });

export const enquiryIdSchema = z.object({ id: z.uuid({ error: "Enquiry id must be a UUID" }) });

export const enquiryCreatedSchema = z.object({ ok: z.literal(true) });
