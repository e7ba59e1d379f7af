import { z } from "zod";

/**
 * What a person may type. Every free-text field of every request goes through one of these two
 * rules, so a name, a title or a search is refused the same way wherever it is sent:
 * - single-line text (names, titles, subjects, searches) has no control characters at all;
 * - multi-line text (summaries, descriptions, comments, messages) may also hold line breaks
 *   and tabs, and nothing else below the space.
 * NUL, the C1 controls (both are Unicode's Cc) and the Unicode line and paragraph separators
 * are refused by both: they do not print, and Postgres refuses NUL outright.
 */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;
/** A control character other than a line feed, carriage return or tab (\P{Cc}: anything that is not one). */
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\n\r\t]|[\u2028\u2029]/u;

export type TextKind = "single-line" | "multi-line";

/**
 * The message for text past its maximum. It names the limit, so the writer knows how much to cut
 * rather than guessing.
 */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString("en-US")} characters`;
}

/** Which rule each text schema follows; read by the test that holds every request field to one of them. */
export const textRules = z.registry<{ kind: TextKind }>();

/** The field's string schema (its trim, min and max, with their messages) plus the single-line rule. */
export function singleLine(schema: z.ZodString, label = "This field") {
  return schema
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), {
      error: `${label} contains a character that is not allowed: it must be one line of text`,
    })
    .register(textRules, { kind: "single-line" });
}

/** The field's string schema plus the multi-line rule: line breaks and tabs are kept, other control characters refused. */
export function multiLine(schema: z.ZodString, label = "This field") {
  return schema
    .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), {
      error: `${label} contains a character that is not allowed`,
    })
    .register(textRules, { kind: "multi-line" });
}

/**
 * An opaque id or cursor the server handed out (a user id, a keyset cursor): letters, digits and
 * a few URL-safe marks, never text a person typed.
 */
export function opaqueId(max: number, message = "Must be a valid id") {
  return z
    .string({ error: message })
    .min(1, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_.:=+/-]+$/, message);
}
