import { FolderOpen, Plus } from "lucide-react";
import { Link } from "react-router";
import { can } from "#shared/permissions";
import { EmptyState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { useAuth } from "#web/lib/auth/auth-provider";

/**
 * A place that lists projects, with nothing narrowing it and still empty: the viewer has no
 * project yet. In a box where the projects would be, it says what will appear there and offers
 * New Project, which anyone signed in may register.
 */
export function NoProjectsYet({ title }: { title: string }) {
  const { role } = useAuth();
  return (
    <EmptyState
      className="rounded-lg border border-dashed border-slate-300 bg-white p-10"
      icon={FolderOpen}
      title={title}
      description={
        can(role, "filterAllProjects")
          ? "No project has been registered yet. Register the first one to start its workflow at Book Started."
          : "Projects you register, work on or are shared with appear here."
      }
      action={
        <Button asChild>
          <Link to="/platform/projects/new">
            <Plus aria-hidden /> New Project
          </Link>
        </Button>
      }
    />
  );
}
