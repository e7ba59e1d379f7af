import { z } from "zod";
import { isValidIsoDate } from "#shared/dates";

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a path parameter is a UUID at all: an id that is not one names nothing, so it answers 404. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const uuidSchema = z.uuid({ error: "Must be a valid id" });

/** 'YYYY-MM-DD', a real calendar day. */
export const isoDateSchema = z
  .string()
  .max(10)
  // Aborts: a rule added after this one (a latest day, say) has no day to compare when it is not one.
  .refine(isValidIsoDate, { error: "Must be a date in YYYY-MM-DD format", abort: true });

export const okSchema = z.object({ ok: z.literal(true) });
