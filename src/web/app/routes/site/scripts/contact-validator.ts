/** The contact form's validator (the shared schema, on the browser build's zod), fetched on the form's first focus. */
import { validateContact } from "#web/features/contact/behaviours/validate-contact";
import { registerValidator } from "#web/features/contact/behaviours/validator";

registerValidator(validateContact);
