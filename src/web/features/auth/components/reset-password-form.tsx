import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { ResetPasswordInput } from "#shared/schemas/account";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { authClient } from "#web/lib/auth/auth-client";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";

const resetResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.resetPasswordSchema)));

/**
 * Sets a new password with a one-time reset link's token; then the login page. A token the
 * server no longer accepts is the page's to explain (`onInvalidLink`), not a toast's.
 */
export function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordInput>({
    resolver: resetResolver,
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error?.code === "INVALID_TOKEN") {
        onInvalidLink();
        return;
      }
      if (error) {
        toast.error("Password not changed", { description: error.message || "An unexpected error occurred" });
        return;
      }
      toast.success("Password changed", { description: "Sign in with your new password." });
      navigate("/platform/login", { replace: true });
    } catch (error) {
      toast.error("Password not changed", { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="reset-new-password" label="New password" error={errors.newPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("newPassword")} />
        )}
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
