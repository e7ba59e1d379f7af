import { z } from "zod";

/**
 * Import this before any zod schema is built (root.tsx does, first; the contact script too). Schemas probe for `new Function` when they are
 * created; the site's strict CSP reports that probe as a violation (a Lighthouse best-practices
 * failure) even though zod catches it. Without the JIT, validation is the same, only interpreted.
 */
z.config({ jitless: true });
