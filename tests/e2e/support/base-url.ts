import { parseToolEnv } from "#server/env";

/** The built app under test listens here (E2E_PORT, so parallel runs on one machine do not collide). */
export const E2E_PORT = parseToolEnv().E2E_PORT;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
