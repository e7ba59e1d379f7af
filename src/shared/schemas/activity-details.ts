import { z } from "zod";

const text = z.string().max(500);

/** The particulars of one entry; which fields are set depends on its verb. */
export const activityDetailsSchema = z.object({
  /** The project's title, kept for entries that outlive the project (a deletion). */
  project_title: text.optional(),
  stage: text.optional(),
  from_stage: text.optional(),
  to_stage: text.optional(),
  progress: z.number().optional(),
  /** A calendar day, 'YYYY-MM-DD'. */
  date: z.string().max(10).optional(),
  hours: z.number().nullable().optional(),
  /** What was done, in the author's words (the first accomplishments of an update). */
  summary: text.optional(),
  /** Names of the fields or settings a change touched. */
  changes: z.array(text).max(50).optional(),
  status: text.optional(),
  assignee: text.nullable().optional(),
  file_name: text.optional(),
  version: z.number().int().optional(),
  file_count: z.number().int().optional(),
  /** The person acted on: a member, a share's recipient. */
  person: text.optional(),
  email: text.optional(),
  role: text.optional(),
  old_role: text.optional(),
  /** The project team as "Name (Role)" items; empty when cleared. */
  team: z.array(text).max(100).optional(),
  sign_up_mode: text.optional(),
  format: z.enum(["txt", "csv"]).optional(),
  /** Entries written before events were stored as data: what the actor did, as it was worded then. */
  text: z.string().max(5000).optional(),
  /** Such an entry whose actor could not be told apart from its text: the whole sentence. */
  sentence: z.string().max(5000).optional(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;
