import { z } from "zod";

/** What a notification is about; the bell shows them all the same way. */
export const NOTIFICATION_KINDS = [
  "project_shared",
  "file_shared",
  "project_assigned",
  "stage_assigned",
  "comment_posted",
  "stage_due_soon",
  "stage_overdue",
  "enquiry_received",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications the bell lists; older ones stay stored. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PATCH /notifications: the one change a user makes to all their notifications at once. */
export const markAllReadSchema = z.object({ read: z.literal(true) });
export type MarkAllReadInput = z.infer<typeof markAllReadSchema>;
