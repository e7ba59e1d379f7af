/**
 * A backup taken from a running install while it takes writes restores, into an empty DATA_DIR,
 * to an install that starts and holds the same rows, byte-identical files and working accounts.
 * And what a restore refuses, before it writes anything: a non-empty target, a damaged archive,
 * an archive from a newer schema.
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGunzip, createGzip, gunzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runningInstallConnection } from "#server/backup/connection";
import { qualified } from "#server/backup/dump";
import { MANIFEST_CHECKSUM_NAME, MANIFEST_NAME } from "#server/backup/manifest";
import { RestoreError, restoreBackup } from "#server/backup/restore";
import { codeSchemaLevel } from "#server/backup/schema-level";
import { readTar, type TarEntrySource, tarStream } from "#server/backup/tar";
import { envWith, parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { pdfOfSize, TINY_PDF } from "#tests/factories/files";
import { projectInput } from "#tests/factories/projects";
import {
  freePort,
  isRunning,
  OPERATOR_COMMAND,
  type ServerProcess,
  serverDataDir,
  startServer,
  untilHealthy,
} from "./server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-backup-test-"));
fs.chmodSync(workDir, 0o755);
// The source install starts from the migrated DATA_DIR template; the restore target is empty.
const sourceDir = serverDataDir("folio-backup-source-");
const restoredDir = path.join(workDir, "restored");
const archiveDir = path.join(workDir, "archives");
const started: ServerProcess[] = [];
const PASSWORD = "backup-round-trip-password";

async function startInstall(dataDir: string) {
  const server = startServer(await freePort(), { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  started.push(server);
  await untilHealthy(server);
  return { server, client: apiClient(server.port) };
}

function stopInstall(server: ServerProcess) {
  if (isRunning(server.child)) server.child.kill("SIGTERM");
  return server.exited;
}

/** JSON requests as a browser sends them (Origin; the session cookie of `as`). */
function apiClient(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  async function request(pathName: string, options: { method?: string; body?: unknown; as?: string } = {}) {
    const headers: Record<string, string> = { origin };
    if (options.as) headers.cookie = options.as;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    return fetch(`${origin}${pathName}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  }
  async function json<T = Record<string, unknown>>(pathName: string, options: Parameters<typeof request>[1] = {}) {
    const res = await request(pathName, options);
    if (res.status >= 300)
      throw new Error(`${options.method ?? "POST"} ${pathName}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  async function signIn(email: string, path_ = "/api/auth/sign-in/email", name?: string) {
    const res = await request(path_, { body: { email, password: PASSWORD, ...(name ? { name } : {}) } });
    if (res.status !== 200) return { status: res.status, cookie: "", id: "" };
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { status: 200, cookie, id: ((await res.json()) as { user: { id: string } }).user.id };
  }
  return {
    request,
    json,
    signIn,
    signUp: (email: string, name: string) => signIn(email, "/api/auth/sign-up/email", name),
  };
}

/** Every row of every app table, as JSON text, keyed by table. */
async function allRows(config: pg.ClientConfig): Promise<Map<string, string[]>> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    );
    const result = new Map<string, string[]>();
    for (const table of tables) {
      const { rows } = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from ${qualified(table)} t`,
      );
      result.set(`${table.schema}.${table.name}`, rows.map((r) => r.row).sort());
    }
    return result;
  } finally {
    await client.end();
  }
}

async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, bytes: Buffer) => Buffer,
): Promise<void> {
  const entries: TarEntrySource[] = [];
  for await (const entry of readTar(fs.createReadStream(from).pipe(createGunzip()))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const bytes = change(entry.name, Buffer.concat(chunks));
    entries.push({ name: entry.name, size: bytes.length, body: () => [bytes] });
  }
  await pipeline(Readable.from(tarStream(entries)), createGzip(), fs.createWriteStream(to));
}

const isEmptyOrAbsent = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
const restoreInto = (archivePath: string, dataDir: string) =>
  restoreBackup({ archivePath, env: parseEnv({ DATA_DIR: dataDir }), logger: createLogger("silent") });

let archivePath = "";
const secondFile = pdfOfSize(300_000);

afterAll(async () => {
  await Promise.all(started.map(stopInstall));
  fs.rmSync(sourceDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe("backup and restore round trip", () => {
  let source: Awaited<ReturnType<typeof startInstall>>;
  const people = {
    admin: { email: "admin@backup.test", cookie: "", id: "" },
    writer: { email: "writer@backup.test", cookie: "", id: "" },
  };
  let projectId = "";
  const fileIds: string[] = [];

  beforeAll(async () => {
    source = await startInstall(sourceDir);
    const api = source.client;
    Object.assign(people.admin, await api.signUp(people.admin.email, "Ada Admin"));
    Object.assign(people.writer, await api.signUp(people.writer.email, "Wes Writer"));
    await api.json(`/api/team/${people.writer.id}/role`, {
      method: "PATCH",
      body: { role: "Writer" },
      as: people.admin.cookie,
    });
    const project = await api.json<{ id: string }>("/api/projects", { body: projectInput(), as: people.admin.cookie });
    projectId = project.id;
    const stage = await api.json<{ id: string }>(`/api/projects/${projectId}/stages`, {
      body: {
        stage_name: "Writing",
        status: "In Progress",
        assigned_user_id: people.writer.id,
        comment: "First draft",
      },
      as: people.admin.cookie,
    });
    await api.json(`/api/projects/${projectId}/stages`, {
      body: { stage_name: "Editing", status: "Not Started" },
      as: people.admin.cookie,
    });
    await api.json(`/api/projects/${projectId}/comments`, {
      body: { content: "Chapter one is in." },
      as: people.writer.cookie,
    });
    await api.json(`/api/projects/${projectId}/progress`, {
      body: {
        current_stage: "Writing",
        accomplishments: ["Drafted chapter one"],
        challenges: ["Research on weaving"],
        hours_worked: 3,
        date: "2026-11-20",
      },
      as: people.writer.cookie,
    });
    await api.json(`/api/projects/${projectId}/shares`, {
      body: { userId: people.writer.id, message: "For your review" },
      as: people.admin.cookie,
    });
    for (const [name, bytes] of [
      ["manuscript.pdf", TINY_PDF],
      ["chapter-one.pdf", secondFile],
    ] as const) {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
      const uploaded = await api.json<{ id: string }>(`/api/projects/${projectId}/stages/${stage.id}/files`, {
        body: form,
        as: people.admin.cookie,
      });
      fileIds.push(uploaded.id);
    }
  }, 180_000);

  it("restores a backup taken under writes to an install with every row, file and account", async () => {
    // Comments keep arriving while the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await source.client.json(`/api/projects/${projectId}/comments`, {
          body: { content: `during-backup ${written}` },
          as: people.admin.cookie,
        });
        written += 1;
      }
    })();
    const backup = await run(process.execPath, [OPERATOR_COMMAND, "backup", "--out", archiveDir], {
      cwd: ROOT,
      env: envWith({ DATA_DIR: sourceDir, LOG_LEVEL: "warn" }),
    }).finally(() => {
      writing = false;
    });
    await writer;
    expect(written).toBeGreaterThan(0);
    archivePath = /Backup written: (\S+)/.exec(backup.stdout)?.[1] ?? "";
    expect(fs.existsSync(archivePath), backup.stdout).toBe(true);
    expect(backup.stdout).toMatch(/files: 2 \(/);
    expect(backup.stdout).toMatch(/auth secret: not included/);
    // The secret is not in the archive unless asked for.
    const { stdout: listing } = await run("tar", ["-tzf", archivePath]);
    expect(listing).not.toMatch(/secret/);

    const restore = await run(process.execPath, [OPERATOR_COMMAND, "restore", archivePath], {
      cwd: ROOT,
      env: envWith({ DATA_DIR: restoredDir, LOG_LEVEL: "warn" }),
    });
    expect(restore.stdout).toMatch(/Restored .*: \d+ rows, 2 files/s);

    const restored = await startInstall(restoredDir);
    const before = await allRows(runningInstallConnection(parseEnv({ DATA_DIR: sourceDir })));
    const after = await allRows(runningInstallConnection(parseEnv({ DATA_DIR: restoredDir })));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const isDuringBackup = (row: string) => /during-backup|comment_posted/.test(row);
    for (const [table, rows] of before) {
      const restoredRows = after.get(table) ?? [];
      // Rows written during the backup are in it or not, depending on when the snapshot was
      // taken; every other row is there exactly.
      expect(
        restoredRows.filter((r) => !isDuringBackup(r)),
        table,
      ).toEqual(rows.filter((r) => !isDuringBackup(r)));
      for (const row of restoredRows) expect(rows, table).toContain(row);
    }
    // One moment: each comment taken is there with its activity entry, never one without the other.
    const taken = (after.get("public.project_comments") ?? []).filter((r) => r.includes("during-backup")).length;
    const logged = (after.get("public.activity_log") ?? []).filter((r) => r.includes("comment_posted")).length;
    expect(logged).toBe(taken + 1); // and the writer's comment from before the backup
    for (const table of [
      "user",
      "account",
      "projects",
      "project_stages",
      "project_comments",
      "project_daily_progress",
      "project_shares",
      "notifications",
      "stage_files",
    ]) {
      expect(after.get(`public.${table}`)?.length, table).toBeGreaterThan(0);
    }

    // Both accounts sign in (a new auth secret, the same password hashes), and the files are byte for byte.
    const admin = await restored.client.signIn(people.admin.email);
    const writerAccount = await restored.client.signIn(people.writer.email);
    expect([admin.status, writerAccount.status]).toEqual([200, 200]);
    const downloads = await Promise.all(
      fileIds.map(async (id) =>
        Buffer.from(
          await (await restored.client.request(`/api/files/${id}/download`, { as: admin.cookie })).arrayBuffer(),
        ),
      ),
    );
    expect(downloads[0].equals(TINY_PDF)).toBe(true);
    expect(downloads[1].equals(secondFile)).toBe(true);
    // The writer still sees the project through the shared and assigned work.
    const list = await restored.client.json<{ items: { id: string }[] }>("/api/projects", { as: writerAccount.cookie });
    expect(list.items.map((p) => p.id)).toContain(projectId);
    await stopInstall(restored.server);
  }, 240_000);

  it("refuses a non-empty DATA_DIR and leaves it as it was", async () => {
    const target = path.join(workDir, "occupied");
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, "notes.txt"), "keep me");
    await expect(restoreInto(archivePath, target)).rejects.toThrow(/is not empty \(it holds notes\.txt\)/);
    expect(fs.readdirSync(target)).toEqual(["notes.txt"]);
  });

  it("refuses a damaged archive before writing anything", async () => {
    // A flipped byte inside the compressed stream: gzip's own check catches it.
    const bytes = fs.readFileSync(archivePath);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const damagedGzip = path.join(workDir, "damaged.tar.gz");
    fs.writeFileSync(damagedGzip, bytes);
    const target = path.join(workDir, "from-damaged");
    await expect(restoreInto(damagedGzip, target)).rejects.toThrow(/damaged or incomplete/);
    expect(isEmptyOrAbsent(target)).toBe(true);

    // A changed byte inside a stored file of an uncompressed archive: its checksum catches it.
    const tar = gunzipSync(fs.readFileSync(archivePath));
    const at = tar.indexOf(secondFile.subarray(1000, 1064));
    expect(at).toBeGreaterThan(0);
    tar[at] ^= 0x01;
    const damagedTar = path.join(workDir, "damaged.tar");
    fs.writeFileSync(damagedTar, tar);
    const error = await restoreInto(damagedTar, target).catch((e) => e);
    expect(error).toBeInstanceOf(RestoreError);
    expect(error.message).toMatch(/files\/.+\.pdf does not match its checksum/);
    expect(isEmptyOrAbsent(target)).toBe(true);
  });

  it("refuses an archive from a newer schema than the code", async () => {
    const newer = path.join(workDir, "newer.tar.gz");
    const level = codeSchemaLevel();
    let manifestBytes = Buffer.alloc(0);
    await rewriteArchive(archivePath, newer, (name, bytes) => {
      if (name === MANIFEST_NAME) {
        const manifest = JSON.parse(bytes.toString("utf8"));
        manifest.schema = {
          migrations: level.migrations + 1,
          lastMigration: "9999_from_the_future",
          lastMigrationAt: Date.now(),
        };
        manifestBytes = Buffer.from(JSON.stringify(manifest));
        return manifestBytes;
      }
      if (name === MANIFEST_CHECKSUM_NAME) {
        return Buffer.from(`${crypto.createHash("sha256").update(manifestBytes).digest("hex")}\n`);
      }
      return bytes;
    });
    const target = path.join(workDir, "from-newer");
    await expect(restoreInto(newer, target)).rejects.toThrow(/newer version of Folio .*9999_from_the_future/);
    expect(isEmptyOrAbsent(target)).toBe(true);
  });
});
