/** Where the login page sends a visitor after sign-in: a platform page they asked for, else the dashboard. */
export const RETURN_TO_PARAM = "returnTo";

/** `/platform/login?forgot` opens the password-recovery help instead of the sign-in form. */
export const FORGOT_PARAM = "forgot";
const DEFAULT_DESTINATION = "/dashboard";

/** Only our own platform paths are followed; anything else (another site, //host) goes to the dashboard. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith("/platform/") || value.includes("\\") || value.startsWith("/platform/login")) {
    return DEFAULT_DESTINATION;
  }
  return value;
}

export function loginPathFor(returnTo: string): string {
  return `/platform/login?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}
