import { MailPlus } from "lucide-react";
import { toast } from "sonner";
import { INVITATION_TTL_DAYS } from "#shared/limits";
import type { Invitation } from "#shared/schemas/invitations";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useInvitations, useRevokeInvitation } from "#web/features/invitations/api/invitations";
import { errorMessage } from "#web/lib/api-client";
import { relativeTime, shortDate } from "#web/lib/format";
import { InviteForm } from "./invite-form";

const STATUS_LABELS: Record<Invitation["status"], string> = {
  pending: "Pending",
  accepted: "Accepted",
  revoked: "Revoked",
  expired: "Expired",
};

/** Invite an email with a role, see the one-time link once, and list or revoke invitations. */
export function InvitationsCard() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();

  const onRevoke = async (invitation: Invitation) => {
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success("Invitation revoked", { description: `The link for ${invitation.email} no longer works.` });
    } catch (error) {
      toast.error("Error revoking invitation", { description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>
          An invitation is a link for one email address, valid for {INVITATION_TTL_DAYS} days and usable once. The
          person signs up with it and gets the role you chose.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <InviteForm />

        <QueryState
          query={invitations}
          what="the invitations"
          isEmpty={(data) => data.invitations.length === 0}
          empty={
            <EmptyState
              className="rounded-md border border-dashed border-slate-300"
              icon={MailPlus}
              title="No invitations yet."
              description="Invite someone above: they get a one-time link to sign up with the role you chose."
            />
          }
        >
          {(data) => (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Invitations">
              {data.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
                  data-testid={`invitation-${invitation.email}`}
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{invitation.email}</p>
                    <p className="text-slate-600">
                      {invitation.role} · invited {relativeTime(invitation.created_at)}
                      {invitation.status === "pending" && ` · expires ${shortDate(invitation.expires_at)}`}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge
                      className={
                        invitation.status === "pending" ? "bg-brand-100 text-brand-900" : "bg-slate-100 text-slate-700"
                      }
                    >
                      {STATUS_LABELS[invitation.status]}
                    </Badge>
                    {invitation.status === "pending" && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => onRevoke(invitation)}
                        disabled={revoke.isPending && revoke.variables === invitation.id}
                        aria-label={`Revoke the invitation of ${invitation.email}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
