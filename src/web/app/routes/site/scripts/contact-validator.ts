/** The contact form's validator (zod and the shared schema), fetched on the form's first focus. */
import { validateContact } from "../../../../features/contact/behaviours/validate-contact";
import { registerValidator } from "../../../../features/contact/behaviours/validator";

registerValidator(validateContact);
