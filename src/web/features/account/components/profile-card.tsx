import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { UpdateProfileInput } from "#shared/schemas/account";
import type { Me } from "#shared/schemas/team";
import { Avatar } from "#web/components/ui/avatar";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { useRemoveAvatar, useUpdateProfile, useUploadAvatar } from "#web/features/account/api/account";
import { avatarFileError } from "#web/features/account/lib/avatar-file";
import { errorMessage } from "#web/lib/api-client";
import { initials } from "#web/lib/format";
import { lazyResolver, schemas } from "#web/lib/lazy-schemas";

const profileResolver = lazyResolver(() => schemas.load().then((m) => zodResolver(m.updateProfileSchema)));

/** Full name and picture. */
export function ProfileCard({ me }: { me: Me }) {
  const updateProfile = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const removeAvatar = useRemoveAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<UpdateProfileInput>({
    resolver: profileResolver,
    defaultValues: { full_name: me.user.full_name ?? "" },
  });
  const name = me.user.full_name || "User";

  const onSubmit = form.handleSubmit(async ({ full_name }) => {
    try {
      await updateProfile.mutateAsync(full_name);
      toast.success("Profile updated", { description: "Your name has been saved." });
      form.reset({ full_name });
    } catch (error) {
      toast.error("Error updating profile", { description: errorMessage(error) });
    }
  });

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      toast.error("Upload Failed", { description: problem });
      return;
    }
    try {
      await uploadAvatar.mutateAsync(file);
      toast.success("Picture updated");
    } catch (error) {
      toast.error("Upload Failed", { description: errorMessage(error) });
    }
  };

  const onRemove = async () => {
    try {
      await removeAvatar.mutateAsync();
      toast.success("Picture removed");
    } catch (error) {
      toast.error("Error removing picture", { description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and picture, as your colleagues see them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={name} src={me.user.avatar_url} initials={initials(name)} className="size-16 text-lg" />
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => fileInput.current?.click()}
                disabled={uploadAvatar.isPending}
              >
                {uploadAvatar.isPending ? "Uploading..." : "Upload picture"}
              </Button>
              {me.user.avatar_url && (
                <Button variant="ghost" size="sm" onClick={onRemove} disabled={removeAvatar.isPending}>
                  Remove picture
                </Button>
              )}
            </div>
            <p id="avatar-hint" className="text-xs text-slate-600">
              PNG or JPG, at most 2 MB.
            </p>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              className="sr-only"
              tabIndex={-1}
              aria-label="Picture file"
              aria-describedby="avatar-hint"
              onChange={onFile}
            />
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="account-full-name" label="Full Name" error={form.formState.errors.full_name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register("full_name")} />}
          </FormField>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800">Email</p>
            <p className="text-sm text-slate-700">{me.user.email}</p>
          </div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save name"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
