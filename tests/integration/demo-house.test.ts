/**
 * The demo seed makes a house a publisher would believe: staff who joined before their first
 * work, files of a real size that open as what they claim to be, and covers on some books.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { seedDemoEnquiries } from "#tests/factories/enquiries";
import { seedDemoCovers, seedDemoFiles } from "#tests/factories/files";
import { seedDemoProgress } from "#tests/factories/progress";
import { seedDemoProjects } from "#tests/factories/projects";
import { type DemoUser, ensureDemoUsers } from "#tests/factories/users";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp } from "#tests/setup/test-app";

let t: TestApp;
let users: DemoUser[];
const storage = createLocalDiskStorage(tempDirForFile("folio-demo-files-"));

beforeAll(async () => {
  t = await createTestApp();
  users = await ensureDemoUsers(t.db, t.auth);
  const ids = await seedDemoProjects(t.db, users);
  await seedDemoProgress(t.db, ids);
  await seedDemoFiles(t.db, storage, users);
  await seedDemoCovers(t.db, storage);
});

describe("the demo house", () => {
  it("has every person join before the first thing they did", async () => {
    const late = await t.db.execute<{ name: string }>(sql`
      select u.name from "user" u
      where u.created_at > least(
        (select min(created_at) from activity_log a where a.actor_id = u.id),
        (select min(created_at) from project_daily_progress p where p.user_id = u.id),
        (select min(created_at) from projects p where p.created_by = u.id)
      )
    `);
    expect(late.rows).toEqual([]);
    expect(users).toHaveLength(5);
  });

  it("has enquiries in the Admin's inbox and their notices on the bell, open and handled, each handled after it arrived, and seeds them once", async () => {
    const admin = users.find((u) => u.role === "Admin");
    expect(await seedDemoEnquiries(t.db, String(admin?.id))).toBe(3);
    expect(await seedDemoEnquiries(t.db, String(admin?.id))).toBe(0);
    const inbox = await t.db.execute<{ status: string; in_order: boolean | null; handled_by: string | null }>(sql`
      select status, handled_at > created_at as in_order, handled_by from contact_enquiries order by created_at
    `);
    expect(inbox.rows).toEqual([
      { status: "handled", in_order: true, handled_by: admin?.id },
      { status: "open", in_order: null, handled_by: null },
      { status: "open", in_order: null, handled_by: null },
    ]);
    // The Admin's bell has the notice each one came with, from when it arrived: the open ones unread.
    const notices = await t.db.execute<{ title: string; unread: boolean; on_arrival: boolean }>(sql`
      select n.title, n.read_at is null as unread, n.created_at = e.created_at as on_arrival
      from notifications n join contact_enquiries e on n.body = e.subject
      where n.user_id = ${String(admin?.id)} and n.kind = 'enquiry_received' order by n.created_at
    `);
    expect(notices.rows).toEqual([
      { title: "New enquiry from Grace Wanjiku", unread: false, on_arrival: true },
      { title: "New enquiry from Peter Otieno", unread: true, on_arrival: true },
      { title: "New enquiry from Halima Yusuf", unread: true, on_arrival: true },
    ]);
  });

  it("starts every account signed out, with no session for its Account page to list", async () => {
    const sessions = await t.db.execute(sql`select id from "session"`);
    expect(sessions.rows).toEqual([]);
  });

  it("stores files of a believable size whose bytes match their kind", async () => {
    const files = await t.db.execute<{ file_name: string; file_path: string; size_bytes: number }>(
      sql`select file_name, file_path, size_bytes::int as size_bytes from stage_files`,
    );
    expect(files.rows.length).toBeGreaterThanOrEqual(5);
    for (const file of files.rows) {
      expect(file.size_bytes, file.file_name).toBeGreaterThan(10_000);
      const blob = await storage.get(file.file_path);
      const bytes = Buffer.from(await new Response(blob?.body).arrayBuffer());
      expect(bytes.byteLength).toBe(file.size_bytes);
      const magic = bytes.subarray(0, 4).toString("latin1");
      if (file.file_name.endsWith(".pdf")) expect(bytes.toString("latin1")).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
      if (file.file_name.endsWith(".docx")) expect(magic).toBe("PK\u0003\u0004");
      if (file.file_name.endsWith(".png")) expect(magic).toBe("\u0089PNG");
    }
  });

  it("dates comments, uploads and new projects within working hours, not at the moment of seeding", async () => {
    const moments = await t.db.execute<{ action: string; minute: number }>(sql`
      select action, (extract(hour from created_at at time zone 'UTC') * 60
                      + extract(minute from created_at at time zone 'UTC'))::int as minute
      from activity_log
      where action in ('comment_posted', 'file_uploaded', 'file_version_uploaded', 'project_created')
    `);
    expect(moments.rows.length).toBeGreaterThan(10);
    for (const moment of moments.rows) {
      expect(moment.minute, moment.action).toBeGreaterThanOrEqual(9 * 60);
      expect(moment.minute, moment.action).toBeLessThan(17 * 60);
    }
    expect(new Set(moments.rows.map((m) => m.minute)).size).toBeGreaterThan(5);
  });

  it("gives some books a cover, once", async () => {
    const covered = await t.db.execute<{ id: string }>(sql`select id from projects where cover_image is not null`);
    expect(covered.rows.length).toBeGreaterThanOrEqual(3);
    expect(await seedDemoCovers(t.db, storage)).toBe(0);
  });
});
