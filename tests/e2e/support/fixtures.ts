import { type APIRequestContext, type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { AWAITING_APP_ATTRIBUTE } from "#shared/first-data";
import type { Role } from "#shared/roles";
import { ADMIN, ADMIN_STATE } from "./accounts";
import { E2E_BASE_URL } from "./base-url";
import { BrowserLog } from "./browser-log";

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

/** A role's shared account, signed in once per worker: its user and the cookies of that session. */
interface RoleSession {
  user: E2EUser;
  storageState: Exclude<BrowserContextOptions["storageState"], string | undefined>;
}

async function assignRole(admin: APIRequestContext, userId: string, role: Role): Promise<void> {
  const res = await admin.patch(`/api/team/${userId}/role`, { data: { role }, headers: originHeader });
  expect(res.status(), await res.text()).toBe(200);
}

async function signInViaApi(request: APIRequestContext, user: { email: string; password: string }): Promise<void> {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: originHeader,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A platform page drawn by the server shows before its app runs (decision 027); a test's next
 * step (a key press, a click, counting requests) is for the running app. So the pages these
 * fixtures give wait, after each navigation they start, until the app has taken the page over.
 */
export function waitingForApp(page: Page): Page {
  const appRuns = () => page.locator(`html:not([${AWAITING_APP_ATTRIBUTE}])`).waitFor({ state: "attached" });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRuns();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRuns();
    return response;
  };
  return page;
}

export const test = base.extend<
  {
    /** A page signed in as the install's Admin. */
    adminPage: Page;
    /** Creates an account (optionally with a role, set by the Admin through the API). */
    createUser: (options?: { role?: Role; name?: string }) => Promise<E2EUser>;
    /** Signs the given page's context in as the user, through the real auth API. */
    signIn: (page: Page, user: { email: string; password: string }) => Promise<void>;
    /**
     * A fresh page signed in as this worker's shared account of the role ('User' for no role),
     * with that account. For tests that need someone of a role but not a person of their own:
     * the account is created and signed in once per worker, so it must not be signed out,
     * deactivated or renamed, and what it sees includes other tests' work.
     */
    pageAs: (role: Role | "User") => Promise<{ page: Page; user: E2EUser }>;
    /** What the fixtures' pages went through, printed if the test fails. */
    browserLog: BrowserLog;
  },
  { roleSessions: (role: Role | "User") => Promise<RoleSession> }
>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixtures.
  browserLog: async ({}, use, testInfo) => {
    const log = new BrowserLog();
    await use(log);
    log.reportIfFailed(testInfo);
  },
  page: async ({ page, browserLog }, use) => {
    await use(waitingForApp(browserLog.watch(page, "page")));
  },
  roleSessions: [
    async ({ playwright }, use) => {
      const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STATE });
      const sessions = new Map<string, Promise<RoleSession>>();
      const open = async (role: Role | "User"): Promise<RoleSession> => {
        const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
        const user = await signUpViaApi(anonymous, `Shared ${role} ${process.pid}`);
        await anonymous.dispose();
        if (role !== "User") await assignRole(admin, user.id, role);
        // Signed in after the role is set, so the session is the role's from its first request.
        const session = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
        await signInViaApi(session, user);
        const storageState = await session.storageState();
        await session.dispose();
        return { user, storageState };
      };
      await use((role) => {
        let session = sessions.get(role);
        if (!session) {
          session = open(role);
          sessions.set(role, session);
        }
        return session;
      });
      await admin.dispose();
    },
    { scope: "worker" },
  ],
  pageAs: async ({ browser, roleSessions, browserLog }, use) => {
    const contexts: { close: () => Promise<void> }[] = [];
    await use(async (role) => {
      const { user, storageState } = await roleSessions(role);
      const context = await browser.newContext({ storageState });
      contexts.push(context);
      return { page: waitingForApp(browserLog.watch(await context.newPage(), role)), user };
    });
    for (const context of contexts) await context.close();
  },
  adminPage: async ({ browser, browserLog }, use) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE });
    await use(waitingForApp(browserLog.watch(await context.newPage(), "Admin")));
    await context.close();
  },
  createUser: async ({ playwright }, use) => {
    const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: ADMIN_STATE });
    const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await use(async (options = {}) => {
      const user = await signUpViaApi(anonymous, options.name ?? `Test ${options.role ?? "User"} ${counter + 1}`);
      await anonymous.storageState(); // the sign-up cookie stays in this throwaway context
      if (options.role) await assignRole(admin, user.id, options.role);
      return user;
    });
    await admin.dispose();
    await anonymous.dispose();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern for fixtures.
  signIn: async ({}, use) => {
    await use((page, user) => signInViaApi(page.context().request, user));
  },
});

export { ADMIN, expect };
