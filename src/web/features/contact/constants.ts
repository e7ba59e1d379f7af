/** The contact form shows 'Sending...' for at least this long. */
export const SEND_DELAY_MS = 1000;
/** Notifications auto-close after 5 seconds. */
export const TOAST_DURATION_MS = 5000;
