/** Naming shared by the form's markup (contact-form.tsx) and its behaviour. */
export const FIELD_ID_PREFIX = "contact-";
export const FIELD_ERROR_SUFFIX = "-error";
