import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { authClient } from "#web/lib/auth/auth-client";
import {
  dismissSessionEnded,
  reportSessionResumed,
  reportSigningOut,
  useSessionState,
} from "#web/lib/auth/session-ended";
import { meQueryKey } from "#web/lib/auth/use-me";

/**
 * 'Your session has ended', over the page the user is on, when the API refuses them for want of a
 * session: they sign in again as themselves without leaving, so what they typed is still there to
 * send. Signing in as someone else goes through the login page.
 */
export function SessionEndedDialog({ email }: { email: string }) {
  const { ended } = useSessionState();
  const queryClient = useQueryClient();
  const id = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  // A signed-in page opening ends any sign-out before it; leaving the signed-in pages (for the
  // login page, say) sets the question aside.
  useEffect(() => {
    reportSigningOut(false);
    return dismissSessionEnded;
  }, []);

  const signIn = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError("Enter your password.");
      return;
    }
    setPending(true);
    const result = await authClient.signIn.email({ email, password }).catch(() => null);
    setPending(false);
    if (!result || result.error) {
      setError(result?.error.message || "Folio could not be reached. Check your connection and try again.");
      return;
    }
    setPassword("");
    setError(undefined);
    reportSessionResumed();
    // What failed while signed out is asked again; what the user typed waits for them to send it.
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === "error" });
  };

  return (
    <Dialog open={ended} onOpenChange={(open) => !open && dismissSessionEnded()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your session has ended</DialogTitle>
          <DialogDescription>
            Sign in again to carry on. This page stays as it is: once you are signed in, send your change again.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={signIn} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            Signing in as <span className="font-medium text-slate-900">{email}</span>
          </p>
          <FormField id={`${id}-password`} label="Password" error={error}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                maxLength={128}
              />
            )}
          </FormField>
          <DialogFooter>
            {/* Forgetting who was signed in sends the shell to the login page, which comes back here. */}
            <Button type="button" variant="outline" onClick={() => queryClient.setQueryData(meQueryKey, null)}>
              Sign in as someone else
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Signing in..." : "Sign in"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
