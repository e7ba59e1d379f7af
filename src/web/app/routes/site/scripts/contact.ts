/** Enhancement entry for the contact page: the form's validation, sending and toast. */
// First: zod is told not to probe `new Function` (strict CSP) before the validator it loads on the
// form's first focus builds the contact schema. Here rather than in the validator, which shares the
// browser build's files: there it would need a file of its own on every platform page.
import "#web/lib/zod-jitless";
import { initContactForm } from "#web/features/contact/behaviours/contact-form";
import { enhance } from "#web/features/site/behaviours/enhance";

enhance("[data-contact-form]", initContactForm);
