import { useQueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { can } from "#shared/permissions";
import { ASSIGNABLE_ROLES, type AssignableRole, ROLE_STAGE, type RoleOrUser, withArticle } from "#shared/roles";
import { AdminPanel } from "#web/features/dashboard/components/admin-panel";
import {
  PublishingPipeline,
  RecentActivity,
  UpcomingProjects,
  YourProjects,
} from "#web/features/dashboard/components/general-sections";
import { NoRolePanel } from "#web/features/dashboard/components/no-role-panel";
import { QuickUpdateForm } from "#web/features/dashboard/components/quick-update-form";
import { ActiveProjectsCard, RoleAssignmentCard } from "#web/features/dashboard/components/role-panel";
import { FilesSharedWithMe } from "#web/features/files/components/files-shared-with-me";
import { invalidateProject } from "#web/features/projects/api/project-keys";
import { SharedProjectsSection } from "#web/features/sharing/components/shared-projects-section";
import { useAuth } from "#web/lib/auth/auth-provider";

export function meta() {
  return [{ title: "Dashboard | Folio" }];
}

const isProductionRole = (role: RoleOrUser): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/**
 * A member without a role has no work of their own yet. Their dashboard leads with how to get a
 * role, and leaves out a section that would only say "nothing here" until it has something.
 */
const hasNoRole = (role: RoleOrUser) => role === "User";

/** The production roles' panel: the coloured assignment card, the stat card and the Quick Daily Update. */
function RolePanel({ role }: { role: RoleOrUser }) {
  const queryClient = useQueryClient();
  if (!isProductionRole(role)) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6">
        <RoleAssignmentCard role={role} />
        <ActiveProjectsCard />
      </div>
      <div className="lg:col-span-2">
        {/* The posted project's detail, history and list cards change too. */}
        <QuickUpdateForm
          ownStage={ROLE_STAGE[role]}
          onPosted={(projectId) => invalidateProject(queryClient, projectId)}
        />
      </div>
    </div>
  );
}

interface DashboardSection {
  id: string;
  /** Who sees the section; everyone when omitted. */
  visible?: (role: RoleOrUser) => boolean;
  /** Spans the whole width instead of one column of the two-column grid. */
  wide?: boolean;
  Component: ComponentType<{ role: RoleOrUser; hideWhenEmpty: boolean }>;
}

/**
 * The dashboard, in order. A new section is one more entry here: role panels go
 * full width at the top, the general sections fill the two-column grid below.
 */
const SECTIONS: DashboardSection[] = [
  { id: "admin", visible: (role) => can(role, "viewAdminDashboard"), wide: true, Component: AdminPanel },
  { id: "role", visible: isProductionRole, wide: true, Component: RolePanel },
  { id: "no-role", visible: hasNoRole, wide: true, Component: NoRolePanel },
  { id: "your-projects", Component: YourProjects },
  { id: "upcoming", Component: UpcomingProjects },
  { id: "pipeline", wide: true, Component: PublishingPipeline },
  { id: "recent-activity", wide: true, Component: RecentActivity },
];

export default function DashboardRoute() {
  const { user, role } = useAuth();
  const hideWhenEmpty = hasNoRole(role);
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Welcome, {user.full_name || "User"}</h1>
        <p className="mt-1 text-slate-600">Here's your current status as {withArticle(role)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {SECTIONS.filter((section) => section.visible?.(role) ?? true).map(({ id, wide, Component }) => (
          // A section left out renders nothing; its cell then takes no room.
          <div key={id} className={wide ? "lg:col-span-2 empty:hidden" : "empty:hidden"}>
            <Component role={role} hideWhenEmpty={hideWhenEmpty} />
          </div>
        ))}
      </div>
      <div className="mt-6 space-y-6 empty:hidden">
        <SharedProjectsSection hideWhenEmpty={hideWhenEmpty} />
        <FilesSharedWithMe hideWhenEmpty={hideWhenEmpty} />
      </div>
    </>
  );
}
