import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActivityEvent, activitySentence } from "#shared/activity";
import { createActivity, createProject } from "#tests/factories/projects";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";
import { CSV_COLUMNS, csvCell, EXPORT_BATCH_SIZE } from "./activity-log.service";

let t: TestApp;
let admin: TestUser;
let writer: TestUser;
let editor: TestUser;
let bookA: string;
let bookB: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ada Admin" });
  writer = await t.signUp({ role: "Writer", name: "Wes Writer" });
  editor = await t.signUp({ role: "Editor", name: "Eve Editor" });
  bookA = (await createProject(t.db, { createdBy: admin.id, title: "Book A" })).id;
  bookB = (await createProject(t.db, { createdBy: admin.id, title: "Book B" })).id;
  const rows: [string, TestUser, string, string][] = [
    [bookA, writer, "Wrote chapter one", "2031-03-01T09:00:00Z"],
    [bookA, editor, "Edited chapter one", "2031-03-02T09:00:00Z"],
    [bookB, writer, "Started book B", "2031-03-03T09:00:00Z"],
    [bookB, editor, '=HYPERLINK("http://x")', "2031-03-04T09:00:00Z"],
    [bookA, writer, 'Wrote, then "rewrote"\nchapter two', "2031-03-05T09:00:00Z"],
  ];
  for (const [projectId, who, text, when] of rows) {
    await createActivity(t.db, { projectId, actorId: who.id, action: "note", details: { text }, createdAt: at(when) });
  }
});

async function page(query: string) {
  const res = await t.request(`/api/activity?${query}`, { as: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as {
    items: (ActivityEvent & { id: string; project_id: string | null; project_title: string; created_at: string })[];
    nextCursor: string | null;
  };
}

describe("GET /api/activity", () => {
  it("lists who, what, when and which project, newest first", async () => {
    const { items } = await page("");
    expect(items.slice(0, 5).map((i) => [i.actor_name, i.project_title, i.created_at])).toEqual([
      ["Wes Writer", "Book A", "2031-03-05T09:00:00.000Z"],
      ["Eve Editor", "Book B", "2031-03-04T09:00:00.000Z"],
      ["Wes Writer", "Book B", "2031-03-03T09:00:00.000Z"],
      ["Eve Editor", "Book A", "2031-03-02T09:00:00.000Z"],
      ["Wes Writer", "Book A", "2031-03-01T09:00:00.000Z"],
    ]);
  });

  it("filters by person, project and a [from, to) range, combined", async () => {
    expect((await page(`actor=${writer.id}`)).items.length).toBe(3);
    expect((await page(`project=${bookB}`)).items.map((i) => i.details.text)).toEqual([
      '=HYPERLINK("http://x")',
      "Started book B",
    ]);
    const range = await page("from=2031-03-02T00:00:00Z&to=2031-03-04T09:00:00Z");
    expect(range.items.map((i) => i.details.text)).toEqual(["Started book B", "Edited chapter one"]);
    const both = await page(`actor=${writer.id}&project=${bookA}&from=2031-03-02T00:00:00%2B01:00`);
    expect(both.items.map((i) => i.details.text)).toEqual(['Wrote, then "rewrote"\nchapter two']);
  });

  it("pages by keyset without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(
        `actor=${writer.id}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...next.items.map((i) => i.details.text ?? ""));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Wrote, then "rewrote"\nchapter two', "Started book B", "Wrote chapter one"]);
  });

  it("answers bad filters with 400", async () => {
    for (const q of [
      "project=nope",
      "from=yesterday",
      "from=2031-03-05T00:00:00Z&to=2031-03-01T00:00:00Z",
      "cursor=zz",
    ]) {
      const res = await t.request(`/api/activity?${q}`, { as: admin });
      expect(res.status, q).toBe(400);
    }
  });
});

describe("GET /api/activity/export", () => {
  it("downloads the filtered log as CSV with escaped cells, and records the export", async () => {
    const res = await t.request(`/api/activity/export?project=${bookB}`, { as: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    expect(lines[1]).toBe(
      `2031-03-04T09:00:00.000Z,Eve Editor,note,"'=HYPERLINK(""http://x"")",Book B,${bookB},${editor.id}`,
    );
    const { items } = await page(`actor=${admin.id}`);
    expect(activitySentence(items[0])).toBe("Ada Admin exported the activity log as CSV");
    expect(items[0].project_id).toBeNull();
    // Not a change to the project it was filtered by: its history does not show it.
    const ofProject = await page(`project=${bookB}`);
    expect(ofProject.items.map((item) => item.action)).not.toContain("activity_exported");
  });

  it("escapes quotes, commas and line breaks", () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell(null)).toBe("");
  });
});

describe("the CSV export streams", () => {
  const TOTAL = 100_000;
  const originalQuery = pg.Client.prototype.query;
  let queries = 0;

  beforeAll(async () => {
    await t.db.execute(sql`
      insert into activity_log (project_id, actor_id, action, details, created_at)
      select ${bookA}::uuid, ${writer.id}, 'bulk', jsonb_build_object('text', 'wrote bulk entry ' || g), timestamptz '2030-01-01' + g * interval '1 second'
      from generate_series(1, ${TOTAL}) g`);
    await t.db.execute(sql`analyze activity_log`);
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      queries += 1;
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalQuery;
  });
  afterAll(() => {
    pg.Client.prototype.query = originalQuery;
  });

  it("sends the first rows after one batch, and 100k rows in batches with flat memory", async () => {
    queries = 0;
    const res = await t.request("/api/activity/export?from=2029-12-31T00:00:00Z&to=2030-12-31T00:00:00Z", {
      as: admin,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    // Headers are out and the first rows arrive while the log is far from read.
    while (!text.includes("bulk entry")) text += decoder.decode((await reader.read()).value, { stream: true });
    const queriesForFirstRows = queries;
    expect(queriesForFirstRows).toBeLessThanOrEqual(6);

    let lines = text.split("\r\n").length - 1;
    let peakHeap = process.memoryUsage().heapUsed;
    const startHeap = peakHeap;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      lines += chunk.split("\n").length - 1;
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
    expect(lines).toBe(TOTAL + 1);
    // One keyset query per batch, issued as the reader asked for more.
    expect(queries - queriesForFirstRows).toBeGreaterThanOrEqual(TOTAL / EXPORT_BATCH_SIZE - 1);
    // The whole file is about 13 MB of text (more as JS strings and row objects); the
    // server held one batch at a time.
    expect(peakHeap - startHeap).toBeLessThan(60 * 1024 * 1024);
  }, 120_000);
});
