/**
 * Run this before any zod schema is built (root.tsx does, first; the contact script too). Schemas
 * probe for `new Function` when they are created; the site's strict CSP reports that probe as a
 * violation (a Lighthouse best-practices failure) even though zod catches it. Without the JIT,
 * validation is the same, only interpreted.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (so that copies of zod share them)
 * and adopts an object already there. Setting it there, instead of through `z.config`, costs the
 * pages that validate nothing (the login page until its form is used) no zod code at all.
 * zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
