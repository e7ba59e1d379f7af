/**
 * Every shared schema the browser checks input with, in the one module lib/lazy-schemas.ts loads
 * on first use. Named one by one, so the build leaves out the schemas only the server uses.
 */
export { changePasswordSchema, resetPasswordSchema, updateProfileSchema } from "#shared/schemas/account";
export { requestPasswordResetSchema, signInSchema, signUpSchema } from "#shared/schemas/auth";
export { fileCommentInputSchema } from "#shared/schemas/files";
export { createInvitationSchema } from "#shared/schemas/invitations";
export { progressUpdateInputSchema, quickUpdateFormSchema } from "#shared/schemas/progress";
export {
  commentInputSchema,
  createProjectSchema,
  objectiveSchema,
  stageInputSchema,
  updateProjectSchema,
} from "#shared/schemas/project";
export { liveEventSchema } from "#shared/schemas/realtime";
