/** Spec §9: the contact form shows 'Sending...' for at least this long. */
export const SEND_DELAY_MS = 1000;
/** Spec §9: notifications auto-close after 5 seconds. */
export const TOAST_DURATION_MS = 5000;
