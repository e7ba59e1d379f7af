/**
 * What the live event stream tells a browser: only that something it may see
 * changed, never the data itself. The page then refetches through the normal,
 * authorised routes, so an event can never leak more than a reload would.
 */
/** 'account': the recipient's own account changed (an Admin changed their role). */
export const LIVE_EVENT_TYPES = ["project", "share", "notification", "file-share", "enquiry", "account"] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export type { LiveEvent } from "./schemas/realtime";

/** The SSE event name of the first message, sent once the stream is subscribed. */
export const LIVE_READY_EVENT = "ready";
/** The SSE event name of every live event. */
export const LIVE_CHANGE_EVENT = "change";
/** The last event of a stream whose session has ended (signed out, revoked, deactivated): sign in again. */
export const LIVE_SESSION_ENDED_EVENT = "session-ended";
/** Keeps proxies and the browser from treating a quiet stream as dead. */
export const LIVE_HEARTBEAT_MS = 25_000;
