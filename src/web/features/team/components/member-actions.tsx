import { KeyRound, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { TeamMember } from "#shared/schemas/team";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#web/components/ui/alert-dialog";
import { Button } from "#web/components/ui/button";
import { CopyField } from "#web/components/ui/copy-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { useIssueResetLink, useSetMemberActive } from "#web/features/team/api/team";
import { errorMessage } from "#web/lib/api-client";

/** An Admin's per-member actions: a password-reset link to pass on, and deactivate / reactivate. */
export function MemberActions({ member, name, isSelf }: { member: TeamMember; name: string; isSelf: boolean }) {
  const setActive = useSetMemberActive();
  const issueReset = useIssueResetLink();
  const [link, setLink] = useState<{ url: string; emailed: boolean } | null>(null);
  const deactivated = !!member.deactivated_at;

  const onReset = async () => {
    try {
      const result = await issueReset.mutateAsync(member.id);
      setLink({ url: result.url, emailed: result.emailed });
    } catch (error) {
      toast.error("Error creating reset link", { description: errorMessage(error) });
    }
  };

  const onSetActive = async (active: boolean) => {
    try {
      await setActive.mutateAsync({ userId: member.id, active });
      toast.success(active ? "Member reactivated" : "Member deactivated", {
        description: active ? `${name} can sign in again.` : `${name} was signed out and can no longer sign in.`,
      });
    } catch (error) {
      toast.error(active ? "Error reactivating member" : "Error deactivating member", {
        description: errorMessage(error),
      });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={onReset}
        disabled={issueReset.isPending || deactivated}
        aria-label={`Password reset link for ${name}`}
      >
        <KeyRound aria-hidden /> Reset link
      </Button>
      <Dialog open={!!link} onOpenChange={(open) => !open && setLink(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Password reset link for {name}</DialogTitle>
            <DialogDescription>
              It works once, within an hour.{" "}
              {link?.emailed ? `It was also emailed to ${member.email}.` : "Pass it on to them yourself."}
            </DialogDescription>
          </DialogHeader>
          {link && <CopyField id={`reset-link-${member.id}`} label="Reset link" value={link.url} />}
        </DialogContent>
      </Dialog>
      {deactivated ? (
        <Button variant="outline" size="sm" onClick={() => onSetActive(true)} disabled={setActive.isPending}>
          <UserCheck aria-hidden /> Reactivate
        </Button>
      ) : (
        !isSelf && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={setActive.isPending} aria-label={`Deactivate ${name}`}>
                <UserX aria-hidden /> Deactivate
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Deactivate {name}?</AlertDialogTitle>
              <AlertDialogDescription>
                They are signed out everywhere at once and can no longer sign in. Their name stays on their projects,
                comments and files. You can reactivate them later.
              </AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={() => onSetActive(false)}>Deactivate</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )
      )}
    </div>
  );
}
