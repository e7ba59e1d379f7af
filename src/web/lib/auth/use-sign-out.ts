import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "./auth-client";
import { reportSigningOut } from "./session-ended";

export interface SignOutCallbacks {
  /** The session has ended; the visitor is on the way to the website. */
  onSuccess?: () => void;
  /** The session could not be ended: the reason, in words a person can read. */
  onError?: (message: string) => void;
}

/**
 * Ends the session, returns to / and forgets every cached answer of the user.
 * What the user is told is the caller's to say. `leaving` tells the shell the
 * session ended on purpose, so it does not also greet the visitor with
 * 'Authentication Required' on the way out.
 */
export function useSignOut({ onSuccess, onError }: SignOutCallbacks = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const signOut = async () => {
    leaving.current = true;
    reportSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        leaving.current = false;
        reportSigningOut(false);
        onError?.(error.message || "An unexpected error occurred");
        return;
      }
    } catch (error) {
      leaving.current = false;
      reportSigningOut(false);
      onError?.(errorMessage(error));
      return;
    }
    onSuccess?.();
    await navigate("/", { replace: true });
    queryClient.clear();
  };
  return { signOut, leaving };
}
