/**
 * Demo project shares (one in every status) and notifications, written directly,
 * for the demo seed.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { notifications, projects } from "#server/db/schema/index";
import { runStageReminders } from "#server/notifications/index";
import type { Role } from "#shared/roles";
import type { ShareStatus } from "#shared/stages";
import { createShare } from "./projects";

interface SeedUser {
  id: string;
  name: string;
  role: Role;
}

const DEMO_SHARES: { to: Role; status: ShareStatus; version: number; message: string | null }[] = [
  { to: "Editor", status: "pending", version: 1, message: "Could you give the first chapters an early read?" },
  { to: "Illustrator", status: "accepted", version: 1, message: "For reference while you sketch the cover." },
  { to: "Typesetter", status: "updated", version: 2, message: "New draft attached to the Writing stage." },
  { to: "Writer", status: "rejected", version: 1, message: null },
];

/**
 * Shares the first Admin-created projects among `projectIds` with the other
 * demo roles, one share per status, notifies the recipients of the open ones,
 * and runs the stage reminders once. Returns how many shares it created.
 */
export async function seedDemoSharing(db: Database, users: SeedUser[], projectIds: string[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const byRole = new Map(users.map((u) => [u.role, u]));
  const admin = byRole.get("Admin");
  if (!admin) throw new Error("seedDemoSharing needs the demo Admin");
  const candidates = await db
    .select({ id: projects.id, title: projects.title, createdBy: projects.createdBy })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  const adminProjects = candidates.filter((p) => p.createdBy === admin.id);

  let created = 0;
  for (const [i, share] of DEMO_SHARES.entries()) {
    const project = adminProjects[i % adminProjects.length];
    const recipient = byRole.get(share.to);
    if (!project || !recipient) continue;
    await createShare(db, {
      projectId: project.id,
      sharedWith: recipient.id,
      sharedBy: admin.id,
      status: share.status,
      message: share.message ?? undefined,
      version: share.version,
    });
    created += 1;
    if (share.status === "pending" || share.status === "updated") {
      await db.insert(notifications).values({
        userId: recipient.id,
        kind: "project_shared",
        title: `${admin.name} shared “${project.title}” with you`,
        body: share.message,
        link: "/platform/dashboard",
      });
    }
  }
  await runStageReminders(db);
  return created;
}
