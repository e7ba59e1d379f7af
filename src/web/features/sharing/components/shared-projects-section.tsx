import { Check, ExternalLink, X } from "lucide-react";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { ProjectShare } from "#shared/schemas/sharing";
import { EmptyState, QueryState } from "#web/components/query-state";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useSharedProjects } from "#web/features/sharing/api/get-shared-projects";
import { useUpdateShareStatus } from "#web/features/sharing/api/update-share-status";
import { errorMessage } from "#web/lib/api-client";
import { shortDate } from "#web/lib/format";
import { useIsStillHere } from "#web/lib/use-is-still-here";

/** Accepting opens the project after this pause, so the confirmation is seen first. */
const OPEN_AFTER_ACCEPT_MS = 500;

const STATUS_STYLES: Record<ProjectShare["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  updated: "bg-blue-100 text-blue-900",
  accepted: "bg-green-100 text-green-900",
  rejected: "bg-slate-100 text-slate-700",
};

/**
 * The dashboard's 'Projects Shared With Me': answer pending or updated shares, open accepted ones.
 * With `hideWhenEmpty` the section shows only once there is a share (or a failure to say).
 */
export function SharedProjectsSection({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const shares = useSharedProjects();
  if (hideWhenEmpty && !shares.error && (shares.data?.length ?? 0) === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Projects Shared With Me</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={shares}
          what="the projects shared with you"
          errorTitle="Error loading shared projects"
          skeleton={
            <>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </>
          }
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState title="No projects have been shared with you yet." />}
        >
          {(list) => (
            <ul className="space-y-3" aria-label="Projects shared with me">
              {list.map((share) => (
                <ShareItem key={share.id} share={share} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ShareItem({ share }: { share: ProjectShare }) {
  const navigate = useNavigate();
  const isStillHere = useIsStillHere();
  const opening = useRef(false);
  const update = useUpdateShareStatus({
    onSuccess: (result, { status }) => {
      if (status === "rejected") {
        toast.success("Project rejected", {
          description: "The project has been rejected and will no longer appear here",
        });
        return;
      }
      toast.success("Project accepted successfully", {
        description: "The project has been added to your projects list",
      });
      if (opening.current) return;
      opening.current = true;
      // Not if the user has gone elsewhere meanwhile: that would take them away from where they went.
      setTimeout(() => {
        if (isStillHere()) navigate(`/platform/projects/${result.project_id}`);
      }, OPEN_AFTER_ACCEPT_MS);
    },
    onError: (error) =>
      toast.error("Error updating share status", { description: errorMessage(error, "Something went wrong") }),
  });
  const answer = (status: "accepted" | "rejected") => update.mutate({ shareId: share.id, status });
  const answerable = share.status === "pending" || share.status === "updated";
  return (
    <li data-testid="shared-project" className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{share.title}</h3>
          <p className="line-clamp-2 text-sm text-slate-600">{share.summary}</p>
        </div>
        <Badge className={STATUS_STYLES[share.status]}>{share.status}</Badge>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Shared by {share.shared_by_name ?? "Unknown User"} · Version {share.version} · {shortDate(share.shared_at)}
      </p>
      {share.message && (
        <p className="mt-2 rounded-md bg-slate-50 p-2 text-sm whitespace-pre-wrap text-slate-700">{share.message}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {answerable && (
          <>
            {/* Named with the project: a list of shares has several buttons that would all read "Accept". */}
            <Button
              size="sm"
              onClick={() => answer("accepted")}
              disabled={update.isPending}
              aria-label={`Accept “${share.title}”`}
            >
              <Check aria-hidden /> Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => answer("rejected")}
              disabled={update.isPending}
              aria-label={`Reject “${share.title}”`}
            >
              <X aria-hidden /> Reject
            </Button>
          </>
        )}
        {share.status === "accepted" && (
          <Button size="sm" variant="outline" asChild>
            <Link to={`/platform/projects/${share.project_id}`}>
              <ExternalLink aria-hidden /> View Project
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
