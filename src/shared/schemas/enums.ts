import { z } from "zod";
import { ASSIGNABLE_ROLES, ROLES_OR_USER } from "#shared/roles";
import { STAGE_STATUSES, STAGES } from "#shared/stages";

/** The schemas of the fixed lists in stages.ts and roles.ts, with the message a refusal gives. */
export const stageSchema = z.enum(STAGES, { error: "Current stage is required" });

export const stageStatusSchema = z.enum(STAGE_STATUSES, {
  error: "Status must be Not Started, In Progress, Completed or On Hold",
});

export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, {
  error: "Role must be one of Writer, Editor, Illustrator, Typesetter",
});

export const roleOrUserSchema = z.enum(ROLES_OR_USER, {
  error: "Role must be one of Admin, Writer, Editor, Illustrator, Typesetter, User",
});
