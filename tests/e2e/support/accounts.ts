/** The first account of the e2e install; tests/e2e/first-admin.setup.ts creates it through the UI. */
export const ADMIN = { name: "Ada Admin", email: "ada.admin@meridian.test", password: "admin-pass-2026" };
export const ADMIN_STATE = ".tmp/e2e/admin-state.json";
