import type { Stage } from "./stages";

/** The five staff roles. 'User' is not a role: it is what an account without a role row is shown as. */
export const ROLES = ["Admin", "Writer", "Editor", "Illustrator", "Typesetter"] as const;
export type Role = (typeof ROLES)[number];

/** What the UI and the API report for an account: a role, or 'User' when none is assigned. */
export const NO_ROLE = "User" as const;
export type RoleOrUser = Role | typeof NO_ROLE;

/** Roles a project team row may carry. */
export const ASSIGNABLE_ROLES = ["Writer", "Editor", "Illustrator", "Typesetter"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLES_OR_USER = [...ROLES, NO_ROLE] as const;

/** The stage each production role works on: its dashboard card counts my projects in that stage. */
export const ROLE_STAGE: Record<AssignableRole, Stage> = {
  Writer: "Writing",
  Editor: "Editing",
  Illustrator: "Illustration",
  Typesetter: "Typesetting",
};

/** The article for a role's name. */
export { withArticle } from "./articles";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
