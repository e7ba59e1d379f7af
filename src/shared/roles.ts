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

/**
 * "an Admin", "an Editor", "a Writer", "a User": the article goes by the sound of the
 * next word. A leading a, e, i or o is a vowel sound; a leading u, as in "User", is
 * read "you" and takes "a".
 */
export function withArticle(word: string): string {
  return `${/^[aeio]/i.test(word) ? "an" : "a"} ${word}`;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
