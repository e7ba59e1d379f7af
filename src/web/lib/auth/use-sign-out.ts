import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "./auth-client";

/**
 * 'Logged Out' on success, 'Error signing out' on failure; logout returns to /.
 * `leaving` tells the shell the session ended on purpose, so it does not also
 * greet the visitor with 'Authentication Required' on the way out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const signOut = async () => {
    try {
      leaving.current = true;
      const { error } = await authClient.signOut();
      if (error) {
        leaving.current = false;
        toast.error("Error signing out", { description: error.message || "An unexpected error occurred" });
        return;
      }
      toast.success("Logged Out", { description: "You have been successfully logged out" });
      await navigate("/", { replace: true });
      queryClient.clear();
    } catch (error) {
      leaving.current = false;
      toast.error("Error signing out", { description: errorMessage(error) });
    }
  };
  return { signOut, leaving };
}
