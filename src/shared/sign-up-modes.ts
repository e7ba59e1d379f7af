/** Who may create an account: anyone who finds the login page, or only people an Admin invited. */
export const SIGN_UP_MODES = ["open", "invite"] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

export const SIGN_UP_MODE_LABELS: Record<SignUpMode, string> = {
  open: "Anyone can create an account",
  invite: "Invited people only",
};

/** A sign-up refused in "invite" mode: shown on the server refusal and on the login page's create-account toggle. */
export const INVITE_ONLY_MESSAGE =
  "New accounts are by invitation only. Ask an Admin of your team to invite you, then open the link they send you.";
