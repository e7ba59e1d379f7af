// zod's JIT is already off: the contact page's script turns it off before it loads this validator.
import { contactSchema } from "#shared/schemas/contact";
import type { ContactValidator, FieldErrors } from "./validator";

/** The shared schema, reduced to the first message per field. */
export const validateContact: ContactValidator = (values) => {
  const result = contactSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { errors };
};
