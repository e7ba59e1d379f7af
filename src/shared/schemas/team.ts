import { z } from "zod";
import { roleOrUserSchema } from "./enums";

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: roleOrUserSchema,
  created_at: z.string(),
  /** Set when an Admin deactivated the account. */
  deactivated_at: z.string().nullable().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListSchema = z.object({ users: z.array(teamMemberSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

/** 'User' takes the role away: the account keeps signing in but has no staff role. */
export const updateRoleSchema = z.object({ role: roleOrUserSchema });
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

/** The signed-in user as the platform sees it. */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  role: roleOrUserSchema,
});
export type Me = z.infer<typeof meSchema>;

/** The visitor's session: who is signed in, or null for nobody. */
export const sessionSchema = z.object({ me: meSchema.nullable() });
