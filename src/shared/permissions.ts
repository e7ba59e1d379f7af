import type { Role, RoleOrUser } from "./roles";

/**
 * Admin is always allowed; otherwise the current role
 * must be in the action's list of required roles. 'User' (no role) only passes
 * an action whose list is empty-by-design, which none is.
 */
export function hasPermission(role: RoleOrUser, requiredRoles: readonly Role[]): boolean {
  if (role === "Admin") return true;
  return (requiredRoles as readonly string[]).includes(role);
}

/** Actions that depend on the role alone. Project-scoped rules live in project-policy.ts. */
export const ROLE_ACTIONS = {
  viewTeam: ["Admin"],
  changeRoles: ["Admin"],
  viewEnquiries: ["Admin"],
  assignProjectTeam: ["Admin"],
  filterAllProjects: ["Admin"],
  viewAdminDashboard: ["Admin"],
  viewActivityLog: ["Admin"],
  viewFiles: ["Admin", "Writer", "Editor", "Illustrator", "Typesetter"],
  manageInvitations: ["Admin"],
  manageSettings: ["Admin"],
  deactivateMembers: ["Admin"],
  issueResetLinks: ["Admin"],
  /** The staff directory behind the user pickers: staff only, never a role-less account. */
  viewDirectory: ["Admin", "Writer", "Editor", "Illustrator", "Typesetter"],
} as const satisfies Record<string, readonly Role[]>;

export type RoleAction = keyof typeof ROLE_ACTIONS;

export function can(role: RoleOrUser, action: RoleAction): boolean {
  return hasPermission(role, ROLE_ACTIONS[action]);
}
