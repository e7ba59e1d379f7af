/** The contact form's validator (zod and the shared schema), fetched on the form's first focus. */
import { validateContact } from "#web/features/contact/behaviours/validate-contact";
import { registerValidator } from "#web/features/contact/behaviours/validator";

registerValidator(validateContact);
