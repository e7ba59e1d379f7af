import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { RequestPasswordResetInput } from "#shared/schemas/auth";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "#web/lib/auth/auth-client";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";

const requestResetResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.requestPasswordResetSchema)));

/**
 * What to do about a forgotten password. An Admin can always make a one-time reset link (Team
 * Members); with a mail server, anyone can also have one emailed. The answer never says whether
 * the address has an account.
 */
export function ForgotPassword({ byEmail, onBack }: { byEmail: boolean; onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestPasswordResetInput>({
    resolver: requestResetResolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { error } = await authClient.requestPasswordReset({ email });
      if (error) {
        setFailure(
          error.status === 429
            ? "Too many requests from here. Please wait a few minutes and try again."
            : error.message || "The link could not be requested. Please try again.",
        );
        return;
      }
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <section aria-labelledby="forgot-password-title" className="space-y-4">
      <h2 id="forgot-password-title" className="text-lg font-semibold text-slate-900">
        Forgot your password?
      </h2>
      <p className="text-sm text-slate-700">
        Ask an Admin of your team for a password reset link: they make one on the Team Members page. It works once,
        within an hour.
      </p>
      {byEmail &&
        (sentTo ? (
          <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
            If an account uses {sentTo}, a reset link is on its way to it. The link works once, within an hour.
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-3">
            <p className="text-sm text-slate-700">Or have a link emailed to you:</p>
            <FormField id="forgot-email" label="Email" error={errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
            </FormField>
            {failure && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {failure}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Email me a reset link"}
            </Button>
          </form>
        ))}
      <Button variant="outline" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}
