import { z } from "zod";
import { SHARE_MESSAGE_MAX } from "#shared/limits";
import { SHARE_STATUSES } from "#shared/stages";
import { emailSchema } from "./invitations";
import { multiLine, opaqueId, tooLong } from "./text";

export const SHARE_PICK_MESSAGE = "Please select a user to share with";

/**
 * Share project: the recipient, picked from the staff directory (`userId`) or, by someone who may
 * share but not read the directory (a role-less creator), named by `email`; the message is optional.
 */
export const shareProjectSchema = z
  .object({
    userId: opaqueId(100, SHARE_PICK_MESSAGE).optional(),
    email: emailSchema.optional(),
    message: multiLine(
      z.string().trim().max(SHARE_MESSAGE_MAX, tooLong("Message", SHARE_MESSAGE_MAX)),
      "Message",
    ).optional(),
  })
  .superRefine((input, ctx) => {
    const named = [input.userId, input.email].filter((recipient) => recipient !== undefined).length;
    if (named === 1) return;
    const message = named === 0 ? SHARE_PICK_MESSAGE : "Name the recipient once: by user or by email";
    ctx.addIssue({ code: "custom", message, path: ["userId"] });
  });
export type ShareProjectInput = z.infer<typeof shareProjectSchema>;

export const shareStatusSchema = z.enum(SHARE_STATUSES);

/** The recipient's answer to a share. */
export const updateShareStatusSchema = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Status must be accepted or rejected" }),
});
export type UpdateShareStatusInput = z.infer<typeof updateShareStatusSchema>;

/** A share as its recipient sees it; title and summary are the project's current ones. */
export const projectShareSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  title: z.string(),
  summary: z.string(),
  shared_by_name: z.string().nullable(),
  version: z.number().int(),
  shared_at: z.string(),
  status: shareStatusSchema,
  message: z.string().nullable(),
});
export type ProjectShare = z.infer<typeof projectShareSchema>;

export const projectShareListSchema = z.object({ items: z.array(projectShareSchema) });

export const SHARE_SUCCESS_MESSAGE = "Project shared successfully";

export const shareProjectResponseSchema = z.object({
  message: z.string(),
  share: z.object({ id: z.string(), version: z.number().int(), status: shareStatusSchema }),
});

export const updateShareStatusResponseSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  status: shareStatusSchema,
});
