/** Timing constants for the public website. */
export const HERO_INTERVAL_MS = 5000;
export const PARTNER_AUTOPLAY_MS = 3000;
