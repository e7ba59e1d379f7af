import type { SignInInput, SignUpInput } from "#shared/schemas/auth";

type AuthSchemas = typeof import("#shared/schemas/auth");
export type LoginField = keyof SignUpInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

let loading: Promise<AuthSchemas> | undefined;

/**
 * The login form's rules are the shared schemas the server applies too. zod is not part of the
 * login page's first load: the schemas are fetched when the form is first focused (or submitted),
 * by which time they are usually there before the visitor has finished typing.
 */
export function loadLoginSchemas(): Promise<AuthSchemas> {
  loading ??= import("#shared/schemas/auth").catch((error: unknown) => {
    loading = undefined; // a failed fetch may be tried again on the next submit
    throw error;
  });
  return loading;
}

/** The first message for each field the schema refuses, or the parsed values. */
export function checkLogin(
  schemas: AuthSchemas,
  signUp: boolean,
  values: SignUpInput,
): { ok: true; values: SignInInput & Partial<SignUpInput> } | { ok: false; errors: LoginErrors } {
  const result = (signUp ? schemas.signUpSchema : schemas.signInSchema).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
