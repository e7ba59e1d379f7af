/**
 * A restore into an empty external database (DATABASE_URL) of an archive from an older schema:
 * the schema is rebuilt at the archive's level, the rows load, and the remaining migrations run.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "#server/db/client";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { withDatabase } from "#tests/setup/global-db";
import { createBackup } from "./backup";
import { RESTORE_WORK_PREFIX, RestoreError, restoreBackup } from "./restore";
import { codeSchemaLevel, databaseSchemaLevel, migrationsUpTo } from "./schema-level";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-restore-"));
const created: string[] = [];
const admin = inject("pgAdmin");

async function emptyDatabase(): Promise<{ name: string; config: pg.ClientConfig; url: string }> {
  const name = `folio_restore_${crypto.randomBytes(5).toString("hex")}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  created.push(name);
  const config = withDatabase(admin, name) as pg.ClientConfig;
  // The same server as a URL, as an operator would give it in DATABASE_URL.
  const url = config.connectionString
    ? config.connectionString
    : `postgres://${config.user}:${encodeURIComponent(String(config.password))}@localhost:${config.port}/${name}?host=${encodeURIComponent(String(config.host))}`;
  return { name, config, url };
}

afterAll(async () => {
  const client = new pg.Client(admin);
  await client.connect();
  for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("restore into DATABASE_URL", () => {
  it("rebuilds an older archive's schema, loads it, and migrates it forward; refuses a non-empty database", async () => {
    const code = codeSchemaLevel();
    const older = code.migrations - 1;
    const source = await emptyDatabase();
    const sourceDb = createDatabase(source.config);
    const folder = migrationsUpTo(older);
    try {
      await migrate(sourceDb, { migrationsFolder: folder });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    await sourceDb.$client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'Old Timer', 'old@example.test', false, now(), now())`,
    );
    await sourceDb.$client.query(
      `insert into projects (title, summary, author, subject, level, genre, created_by)
       values ('An Old Book', 'From before the last migration.', 'A. Author', 'Literature', 'Secondary', 'Fiction', 'u1')`,
    );
    await sourceDb.$client.end();

    const dataDir = path.join(tmp, "data");
    fs.mkdirSync(dataDir);
    const backup = await createBackup({
      env: parseEnv({ DATA_DIR: dataDir, DATABASE_URL: source.url }),
      connection: source.config,
      outDir: path.join(tmp, "out"),
    });
    expect(backup.manifest.schema.migrations).toBe(older);
    expect(backup.manifest.rowCounts).toMatchObject({ user: 1, projects: 1 });

    const target = await emptyDatabase();
    const targetData = path.join(tmp, "target-data");
    // What a killed restore unpacked: with DATABASE_URL, DATA_DIR is not emptied, so the next
    // restore removes it by name.
    const killedWork = path.join(targetData, `${RESTORE_WORK_PREFIX}killed`);
    fs.mkdirSync(killedWork, { recursive: true });
    fs.writeFileSync(path.join(killedWork, "012-public.projects.copy"), "a table's rows");
    const env = parseEnv({ DATA_DIR: targetData, DATABASE_URL: target.url });
    const result = await restoreBackup({ archivePath: backup.path, env, logger: createLogger("silent") });
    expect([result.migratedFrom, result.migratedTo]).toEqual([older, code.migrations]);
    expect(fs.readdirSync(targetData).filter((name) => name.startsWith(RESTORE_WORK_PREFIX))).toEqual([]);

    const client = new pg.Client(target.config);
    await client.connect();
    try {
      expect(await databaseSchemaLevel(client)).toEqual(code);
      const { rows } = await client.query(`select title, created_by from projects`);
      expect(rows).toEqual([{ title: "An Old Book", created_by: "u1" }]);
      // The trigger-kept counts came from the archive, once, not counted again by the load.
      const counts = await client.query(`select project_count from project_stage_counts where stage = 'Book Started'`);
      expect(counts.rows[0].project_count).toBe(1);
    } finally {
      await client.end();
    }

    const again = restoreBackup({ archivePath: backup.path, env, logger: createLogger("silent") });
    await expect(again).rejects.toBeInstanceOf(RestoreError);
    await expect(again).rejects.toThrow(/The database at DATABASE_URL is not empty/);
  });
});
