import { z } from "zod";

/** The five staff roles. 'User' is not a role: it is what an account without a role row is shown as. */
export const ROLES = ["Admin", "Writer", "Editor", "Illustrator", "Typesetter"] as const;
export type Role = (typeof ROLES)[number];

/** What the UI and the API report for an account: a role, or 'User' when none is assigned. */
export const NO_ROLE = "User" as const;
export type RoleOrUser = Role | typeof NO_ROLE;

/** Roles a project team row may carry. */
export const ASSIGNABLE_ROLES = ["Writer", "Editor", "Illustrator", "Typesetter"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const roleSchema = z.enum(ROLES, {
  error: "Role must be one of Admin, Writer, Editor, Illustrator, Typesetter",
});
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: "Role must be one of Writer, Editor, Illustrator, Typesetter",
});
export const ROLES_OR_USER = [...ROLES, NO_ROLE] as const;
export const roleOrUserSchema = z.enum(ROLES_OR_USER, {
  error: "Role must be one of Admin, Writer, Editor, Illustrator, Typesetter, User",
});

/** The article for a role's name; kept apart from the schemas so the login page loads no zod. */
export { withArticle } from "./articles";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
