/** Shown on the server refusal and on the login page's create-account toggle. */
export const INVITE_ONLY_MESSAGE =
  "New accounts are by invitation only. Ask an Admin of your team to invite you, then open the link they send you.";
