import { FolderKanban, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { FilesSharedWithMe } from "#web/features/files/components/files-shared-with-me";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Dashboard | Folio" }];
}

/** Dashboard heading. The role panels and sections are built by the dashboard feature. */
export default function DashboardRoute() {
  const { user, role } = useAuth();
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Welcome, {user.full_name || "User"}</h1>
        <p className="mt-1 text-slate-600">Here's your current status as a {role}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/platform/projects">
            <FolderKanban aria-hidden /> View projects
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/platform/projects/new">
            <Plus aria-hidden /> New Project
          </Link>
        </Button>
      </div>
      <div className="mt-6">
        <FilesSharedWithMe />
      </div>
    </>
  );
}
