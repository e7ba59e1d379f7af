import { ApiRequestError } from "#web/lib/api-client";

/** True when the server says the project does not exist or is not visible to this user. */
export function isProjectMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
