import { useSyncExternalStore } from "react";
import { ApiRequestError } from "#web/lib/api-client";

/**
 * Whether the API has said that the session is over (a session revoked elsewhere, expired, or its
 * account deactivated) while a signed-in page is open. The page stays as it is, with whatever the
 * user typed, and the shell asks them to sign in again in place (SessionEndedDialog); sending the
 * change again then works. `resumed` counts the sign-ins since the page loaded, so what holds a
 * connection opened under the old session (the live events) opens a new one.
 */
export interface SessionState {
  ended: boolean;
  resumed: number;
}

let state: SessionState = { ended: false, resumed: 0 };
/** Signing out on purpose: a request refused on the way out is no news. */
let signingOut = false;
const listeners = new Set<() => void>();

function update(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** A 401 from Folio's own routes: no session. (Better Auth's 401 for a wrong password is not one.) */
export function isSessionEndedError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401 && error.code === "unauthorized";
}

export function reportSessionEnded(): void {
  if (!state.ended && !signingOut) update({ ...state, ended: true });
}

/** The user is signing out (true), or the sign-out failed or a signed-in page opened again (false). */
export function reportSigningOut(on: boolean): void {
  signingOut = on;
  if (on) dismissSessionEnded();
}

/** Signed in again, as the same person. */
export function reportSessionResumed(): void {
  update({ ended: false, resumed: state.resumed + 1 });
}

/** The user set the question aside (or left the signed-in pages); the next refusal asks again. */
export function dismissSessionEnded(): void {
  if (state.ended) update({ ...state, ended: false });
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
