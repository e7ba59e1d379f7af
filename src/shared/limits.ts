/** Limits the pages show or check before sending, apart from the schemas so a page can use them without zod. */

/** An avatar is a PNG or JPG of at most 2 MB. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** An invitation link works for 7 days and once. */
export const INVITATION_TTL_DAYS = 7;

/** The longest message a share carries. */
export const SHARE_MESSAGE_MAX = 2000;
