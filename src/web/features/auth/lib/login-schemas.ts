import type { SignInInput, SignUpInput } from "#shared/schemas/auth";
import { type BrowserSchemas, schemas } from "#web/lib/lazy-schemas";

export type LoginField = keyof SignUpInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The login form's rules are the shared schemas the server applies too. zod is not part of the
 * login page's first load: the schemas are fetched when the form is first focused (or submitted),
 * by which time they are usually there before the visitor has finished typing.
 */
export const loadLoginSchemas = schemas.load;

/** The first message for each field the schema refuses, or the parsed values. */
export function checkLogin(
  loaded: BrowserSchemas,
  signUp: boolean,
  values: SignUpInput,
): { ok: true; values: SignInInput & Partial<SignUpInput> } | { ok: false; errors: LoginErrors } {
  const result = (signUp ? loaded.signUpSchema : loaded.signInSchema).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
