import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { ROLES_OR_USER } from "#shared/roles";
import type { CreateInvitationInput } from "#shared/schemas/invitations";
import { Button } from "#web/components/ui/button";
import { CopyField } from "#web/components/ui/copy-field";
import { FormField } from "#web/components/ui/form-field";
import { Input, NativeSelect } from "#web/components/ui/input";
import { useCreateInvitation } from "#web/features/invitations/api/invitations";
import { errorMessage } from "#web/lib/api-client";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";

const inviteResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.createInvitationSchema)));

/**
 * Invite an email with a role; the one-time link is shown once, below the form. Used on
 * Settings and in Team Members' Invite dialog. `idPrefix` keeps field ids unique per place.
 */
export function InviteForm({ idPrefix = "invite", stacked = false }: { idPrefix?: string; stacked?: boolean }) {
  const create = useCreateInvitation();
  const [created, setCreated] = useState<{ email: string; url: string; emailed: boolean } | null>(null);
  const form = useForm<CreateInvitationInput>({
    resolver: inviteResolver,
    defaultValues: { email: "", role: "Writer" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(values);
      setCreated({ email: result.invitation.email, url: result.url, emailed: result.emailed });
      toast.success("Invitation created", {
        description: result.emailed ? `The link was emailed to ${result.invitation.email}.` : "Pass the link on.",
      });
      form.reset({ email: "", role: values.role });
    } catch (error) {
      toast.error("Error creating invitation", { description: errorMessage(error) });
    }
  });

  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className={stacked ? "grid gap-4" : "grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"}
      >
        <FormField id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <FormField id={`${idPrefix}-role`} label="Role" error={errors.role?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("role")}>
              {ROLES_OR_USER.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" className={stacked ? undefined : "sm:mt-7"} disabled={isSubmitting}>
          {isSubmitting ? "Inviting..." : "Invite"}
        </Button>
      </form>

      {created && (
        <div className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-4" data-testid="invitation-link">
          <CopyField id={`${idPrefix}-url`} label={`Invitation link for ${created.email}`} value={created.url} />
          <p className="text-sm text-slate-700">
            {created.emailed
              ? "It was also emailed to them. "
              : "No mail server is set up, so pass this link on yourself. "}
            It is shown only now.
          </p>
        </div>
      )}
    </div>
  );
}
