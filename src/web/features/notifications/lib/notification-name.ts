import type { Notification } from "#shared/schemas/notifications";

/** How much of a notice's text its controls' names carry: enough to tell notices apart, short to hear. */
const EXCERPT_LENGTH = 40;

/** The start of a text in at most `max` characters, cut between words and marked "…" where cut. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The accessible name of a notice's link (and what its Mark as read button names): its title, then
 * the start of its text. Several notices share a title (every comment on one project reads "Amara
 * Okafor commented on “The Baobab Keeper”"), and a list of identical names cannot be told apart.
 */
export function notificationName(item: Pick<Notification, "title" | "body">): string {
  const text = item.body ? excerpt(item.body) : "";
  return text ? `${item.title}: ${text}` : item.title;
}
