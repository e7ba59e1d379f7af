import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "./auth-client";

/** 'Logged Out' on success, 'Error signing out' on failure; logout returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error("Error signing out", { description: error.message || "An unexpected error occurred" });
        return;
      }
      queryClient.clear();
      toast.success("Logged Out", { description: "You have been successfully logged out" });
      navigate("/", { replace: true });
    } catch (error) {
      toast.error("Error signing out", { description: errorMessage(error) });
    }
  };
}
