import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { ChangePasswordInput } from "#shared/schemas/account";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { useChangePassword } from "#web/features/account/api/account";
import { ApiRequestError, errorMessage } from "#web/lib/api-client";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";

const passwordResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.changePasswordSchema)));

/** Better Auth's code when the current password given does not match the account's. */
const WRONG_CURRENT_PASSWORD = "INVALID_PASSWORD";

/** A new password needs the current one; every other session ends. */
export function PasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast.success("Password changed", { description: "You were signed out everywhere else." });
      form.reset();
    } catch (error) {
      // The one refusal the member can fix in place: said at the field, which takes the focus.
      if (error instanceof ApiRequestError && error.code === WRONG_CURRENT_PASSWORD) {
        form.setError("currentPassword", { message: "The current password is not correct" }, { shouldFocus: true });
        return;
      }
      toast.error("Error changing password", { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register("currentPassword")}
              />
            )}
          </FormField>
          <FormField id="new-password" label="New password" error={errors.newPassword?.message}>
            {(control) => (
              <Input {...control} type="password" autoComplete="new-password" {...form.register("newPassword")} />
            )}
          </FormField>
          <FormField id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
            {(control) => (
              <Input {...control} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
            )}
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Changing..." : "Change password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
