/**
 * Activity entries are stored as data: who (the actor), the verb (the entry's
 * `action`), and the particulars of what they acted on (`details`). The sentence
 * people read is written here, in one place, for every surface that shows the
 * log (Recent Activity, Project History, the audit log) and for its CSV export,
 * so the wording can change without touching stored rows.
 */
import type { ActivityDetails } from "./schemas/activity-details";
import { SIGN_UP_MODE_LABELS, type SignUpMode } from "./sign-up-modes";

export type { ActivityDetails };

export interface ActivityEvent {
  action: string;
  details: ActivityDetails;
  /** The actor's name (else email); null once the account is gone. */
  actor_name: string | null;
}

export const UNKNOWN_ACTOR = "Unknown User";
/** The most of an update's own words a sentence quotes. */
export const SUMMARY_MAX = 160;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM-DD' as 'Nov 23, 2026', the way the pages show dates. */
export function calendarDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return MONTHS[m - 1] && d ? `${MONTHS[m - 1]} ${d}, ${y}` : day;
}

/** Items of a list, shortened to at most SUMMARY_MAX characters, for the sentence. */
export function summaryOf(items: readonly string[]): string | undefined {
  const joined = items
    .map((item) => item.trim())
    .filter(Boolean)
    .join("; ");
  if (!joined) return undefined;
  return joined.length > SUMMARY_MAX ? `${joined.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : joined;
}

const quoted = (value: string | undefined) => `“${value ?? ""}”`;
const versionNote = (version: number | undefined) => (version && version > 1 ? ` (version ${version})` : "");

/** Writes a 'YYYY-MM-DD' day inside a sentence; a page passes one in the reader's locale. */
export type DayFormat = (day: string) => string;

/** What the actor did, without their name: "posted a progress update for Nov 23, 2026 …". */
export function activityPredicate(action: string, d: ActivityDetails, formatDay: DayFormat = calendarDay): string {
  switch (action) {
    case "project_created":
      return `registered the project ${quoted(d.project_title)}`;
    case "project_updated":
      return `edited the project details (${(d.changes ?? []).join(", ")})`;
    case "project_deleted":
      return `deleted the project ${quoted(d.project_title)}`;
    case "stage_added":
      return `added stage ${quoted(d.stage)} (${d.status}${d.assignee ? `, assigned to ${d.assignee}` : ""})`;
    case "stage_updated":
      return `updated stage ${quoted(d.stage)}: ${(d.changes ?? []).join(", ")}`;
    case "stage_deleted":
      return `deleted stage ${quoted(d.stage)}${d.file_count ? ` and its ${d.file_count} file(s)` : ""}`;
    case "assignments_changed":
      return d.team?.length ? `set the project team: ${d.team.join(", ")}` : "cleared the project team";
    case "comment_posted":
      return d.summary ? `commented: ${quoted(d.summary)}` : "posted a comment";
    case "cover_changed":
      return "changed the cover image";
    case "cover_removed":
      return "removed the cover image";
    case "progress_posted": {
      const hours = d.hours != null ? `, ${d.hours} h` : "";
      const day = d.date ? ` for ${formatDay(d.date)}` : "";
      const what = d.summary ? `: ${d.summary}` : "";
      return `posted a progress update${day} (${d.stage}${hours})${what}`;
    }
    case "stage_moved":
      return `moved the project from ${d.from_stage} to ${d.to_stage} (${d.progress}%)`;
    case "progress_exported":
      return `exported ${d.format === "csv" ? "the progress history as CSV" : "the progress report"}`;
    case "activity_exported":
      return "exported the activity log as CSV";
    case "role_changed":
      return `changed the role of ${d.person} from ${d.old_role} to ${d.role}`;
    case "member_deactivated":
      return `deactivated ${d.person}`;
    case "member_reactivated":
      return `reactivated ${d.person}`;
    case "password_reset_link_issued":
      return `issued a password-reset link for ${d.person}`;
    case "invitation_created":
      return `invited ${d.email} as ${d.role}`;
    case "invitation_revoked":
      return `revoked the invitation of ${d.email}`;
    case "invitation_accepted":
      return `accepted the invitation as ${d.role}`;
    case "sign_up_mode_changed": {
      const mode = d.sign_up_mode as SignUpMode | undefined;
      return `set who may create an account to "${(mode && SIGN_UP_MODE_LABELS[mode]) ?? mode}"`;
    }
    case "project_shared":
      return d.version && d.version > 1
        ? `shared the project again with ${d.person} (version ${d.version})`
        : `shared the project with ${d.person}`;
    case "share_accepted":
      return "accepted the shared project";
    case "share_rejected":
      return "rejected the shared project";
    case "file_uploaded":
      return `uploaded ${quoted(d.file_name)} to stage ${quoted(d.stage)}`;
    case "file_version_uploaded":
      return `uploaded version ${d.version} of ${quoted(d.file_name)} to stage ${quoted(d.stage)}`;
    case "file_shared":
      return `shared ${quoted(d.file_name)}${versionNote(d.version)} with ${d.person}`;
    default:
      return d.text ?? action.replaceAll("_", " ");
  }
}

/**
 * The entry as one sentence, naming the actor once: "Lerato Dube posted a progress
 * update for Nov 23, 2026 (Editing, 6.5 h): Line-edited chapter 4". `actor` is the
 * name as shown, so a page can set it apart; `predicate` is the rest. Days read 'Nov 23, 2026'
 * (the CSV export's form) unless `formatDay` writes them otherwise.
 */
export function activitySentenceParts(
  event: ActivityEvent,
  formatDay: DayFormat = calendarDay,
): { actor: string; predicate: string } {
  if (event.details.sentence) return { actor: "", predicate: event.details.sentence };
  const predicate = event.details.text ?? activityPredicate(event.action, event.details, formatDay);
  return { actor: event.actor_name ?? UNKNOWN_ACTOR, predicate };
}

export function activitySentence(event: ActivityEvent): string {
  const { actor, predicate } = activitySentenceParts(event);
  return actor ? `${actor} ${predicate}` : predicate;
}
