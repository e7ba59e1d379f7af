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

export const uuidSchema = z.uuid({ error: "Must be a valid id" });

/** 'YYYY-MM-DD', a real calendar day. */
export const isoDateSchema = z
  .string()
  .max(10)
  .refine(isValidIsoDate, { error: "Must be a date in YYYY-MM-DD format" });

export const okSchema = z.object({ ok: z.literal(true) });
