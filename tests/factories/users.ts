import { eq } from "drizzle-orm";
import type { Auth } from "#server/auth/auth";
import type { Database } from "#server/db/client";
import { session, user, userRoles } from "#server/db/schema/index";
import type { Role } from "#shared/roles";

export interface DemoUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** One account per role. Passwords are for demo installs only. */
export const DEMO_ACCOUNTS: Omit<DemoUser, "id">[] = [
  { name: "Amara Okafor", email: "admin@meridian.demo", password: "folio-admin-demo", role: "Admin" },
  { name: "Wanjiru Kamau", email: "writer@meridian.demo", password: "folio-writer-demo", role: "Writer" },
  { name: "Daniel Mensah", email: "editor@meridian.demo", password: "folio-editor-demo", role: "Editor" },
  { name: "Lerato Dube", email: "illustrator@meridian.demo", password: "folio-illustrator-demo", role: "Illustrator" },
  { name: "Tomás Rivera", email: "typesetter@meridian.demo", password: "folio-typesetter-demo", role: "Typesetter" },
];

/** The demo house's staff joined over a few weeks, about 13 months ago: before any demo project began. */
const JOINED_DAYS_AGO = 400;
const DAY = 86_400_000;

/**
 * Creates (or finds) each account through Better Auth, so passwords are hashed
 * exactly as for a real sign-up, then sets its role. A new account's join date is set
 * before the demo's first work, a week apart in DEMO_ACCOUNTS order. Running it twice
 * changes nothing. An account starts signed out: the session a sign-up opens would be listed on
 * its Account page as an unknown device nobody used.
 */
export async function ensureDemoUsers(db: Database, auth: Auth, now = new Date()): Promise<DemoUser[]> {
  const users: DemoUser[] = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    const id =
      existing?.id ??
      (await auth.api.signUpEmail({ body: { name: account.name, email: account.email, password: account.password } }))
        .user.id;
    if (!existing) {
      const joined = new Date(now.getTime() - (JOINED_DAYS_AGO - i * 7) * DAY);
      await db.update(user).set({ createdAt: joined, updatedAt: joined }).where(eq(user.id, id));
      await db.delete(session).where(eq(session.userId, id));
    }
    await db
      .insert(userRoles)
      .values({ userId: id, role: account.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: account.role } });
    users.push({ ...account, id });
  }
  return users;
}
