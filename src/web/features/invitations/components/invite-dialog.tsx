import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { INVITATION_TTL_DAYS } from "#shared/limits";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { InviteForm } from "./invite-form";

/** Team Members' 'Invite member': the invitation form in a dialog; the full list stays on Settings. */
export function InviteDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> Invite member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a member</DialogTitle>
          <DialogDescription>
            The link is for one email address, valid for {INVITATION_TTL_DAYS} days and usable once. They sign up with
            it and get the role you choose.
          </DialogDescription>
        </DialogHeader>
        <InviteForm idPrefix="team-invite" stacked />
        <p className="text-sm text-slate-600">
          Pending invitations, and who may create an account, are on{" "}
          <Link to="/platform/settings" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Settings
          </Link>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
