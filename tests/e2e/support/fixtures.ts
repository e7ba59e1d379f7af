import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import type { Role } from "#shared/roles";
import { ADMIN, ADMIN_STATE } from "./accounts";
import { E2E_BASE_URL } from "./base-url";

export interface E2EUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** Browsers send Origin on POSTs; Better Auth and our CSRF check require it. */
const originHeader = { origin: E2E_BASE_URL };

async function signUpViaApi(request: APIRequestContext, name: string): Promise<E2EUser> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@meridian.test`;
  const password = "e2e-password-123";
  const res = await request.post("/api/auth/sign-up/email", { data: { email, password, name }, headers: originHeader });
  expect(res.status(), await res.text()).toBe(200);
  const { user } = await res.json();
  return { id: user.id, name, email, password };
}

export const test = base.extend<{
  /** A page signed in as the install's Admin. */
  adminPage: Page;
  /** Creates an account (optionally with a role, set by the Admin through the API). */
  createUser: (options?: { role?: Role; name?: string }) => Promise<E2EUser>;
  /** Signs the given page's context in as the user, through the real auth API. */
  signIn: (page: Page, user: { email: string; password: string }) => Promise<void>;
}>({
  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE });
    await use(await context.newPage());
    await context.close();
  },
  createUser: async ({ playwright }, use) => {
    const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STATE });
    const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await use(async (options = {}) => {
      const user = await signUpViaApi(anonymous, options.name ?? `Test ${options.role ?? "User"} ${counter + 1}`);
      await anonymous.storageState(); // the sign-up cookie stays in this throwaway context
      if (options.role) {
        const res = await admin.patch(`/api/team/${user.id}/role`, {
          data: { role: options.role },
          headers: originHeader,
        });
        expect(res.status(), await res.text()).toBe(200);
      }
      return user;
    });
    await admin.dispose();
    await anonymous.dispose();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixtures.
  signIn: async ({}, use) => {
    await use(async (page, user) => {
      const res = await page.context().request.post("/api/auth/sign-in/email", {
        data: { email: user.email, password: user.password },
        headers: originHeader,
      });
      expect(res.status(), await res.text()).toBe(200);
    });
  },
});

export { ADMIN, expect };
