/** Timing constants for the public website. */
export const HERO_INTERVAL_MS = 5000;
/** The fade itself is the `duration-1000` class on each slide; this documents the spec value. */
export const HERO_FADE_MS = 1000;
export const PARTNER_AUTOPLAY_MS = 3000;
