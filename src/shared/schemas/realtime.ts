import { z } from "zod";
import { LIVE_EVENT_TYPES } from "#shared/realtime";

/** One live event, as the stream sends it and as Postgres notifications carry it. */
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  /** The project a 'project' event is about. */
  projectId: z.string().max(100).optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
