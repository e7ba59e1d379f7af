/**
 * Vitest global setup: one PostgreSQL per test run (embedded, or DATABASE_URL),
 * a template database migrated once, and its connection handed to the test files,
 * which each clone their own database from the template (tests/setup/test-db.ts).
 *
 * Beside it, a DATA_DIR template for the tests that run the server as a child process: an
 * embedded cluster initialised and migrated once and stopped, which those tests copy
 * (tests/integration/server-process.ts) instead of running initdb and every migration for each
 * server they start. A fresh DATA_DIR's first start stays covered by the end-to-end suite's server
 * and by this setup itself, which runs the same code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { bundleServer } from "#scripts/lib/server-bundle";
import { createDatabase } from "#server/db/client";
import { startEmbeddedPostgres } from "#server/db/embedded";
import { migrateWithLock } from "#server/db/migrate";
import { envWith, parseEnv } from "#server/env";
import { createLogger } from "#server/lib/logger";
import { makeDataDir } from "./data-dir";

export const TEMPLATE_DB = "folio_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdmin: pg.PoolConfig;
    /** A stopped, migrated DATA_DIR (embedded Postgres and its password) to copy. */
    serverDataTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The tests that start the server as a process run what `npm start` runs, bundled from this
  // checkout's source now (about a second, while the clusters below start), so they never run a
  // stale bundle.
  const bundled = bundleServer();
  bundled.catch(() => {}); // awaited below; a failure is reported there
  const env = parseEnv(envWith({ NODE_ENV: "test" }));
  const logger = createLogger("warn");
  // initdb of the template runs while the test cluster starts and migrates: both are mostly waiting.
  const serverDataTemplate = prepareServerDataTemplate(logger);
  serverDataTemplate.catch(() => {}); // awaited below; a failure is reported there
  let admin: pg.PoolConfig;
  let stop = async () => {};
  if (env.DATABASE_URL) {
    admin = { connectionString: env.DATABASE_URL };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-vitest-"));
    // A throwaway cluster: durability buys nothing here, speed does.
    const server = await startEmbeddedPostgres({
      dataDir,
      databaseName: "postgres",
      logger,
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" },
    });
    admin = server.connection;
    stop = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }

  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await client.query(`create database ${TEMPLATE_DB}`);
  await client.end();

  const templateDb = createDatabase(withDatabase(admin, TEMPLATE_DB));
  await migrateWithLock(templateDb);
  await templateDb.$client.end();

  await bundled;
  project.provide("pgAdmin", admin);
  const templateDir = await serverDataTemplate;
  project.provide("serverDataTemplate", templateDir);
  return async () => {
    await stop();
    fs.rmSync(templateDir, { recursive: true, force: true });
  };
}

/** A DATA_DIR as the server leaves it after its first start: Postgres initialised, `folio` migrated. */
async function prepareServerDataTemplate(logger: ReturnType<typeof createLogger>): Promise<string> {
  const dataDir = makeDataDir("folio-datadir-template-");
  const server = await startEmbeddedPostgres({ dataDir, databaseName: "folio", logger });
  try {
    const db = createDatabase(server.connection);
    await migrateWithLock(db);
    await db.$client.end();
  } finally {
    await server.stop();
  }
  return dataDir;
}

/** The same server, another database: works for both a connection string and a socket config. */
export function withDatabase(config: pg.PoolConfig, database: string): pg.PoolConfig {
  if (config.connectionString) {
    const url = new URL(config.connectionString);
    url.pathname = `/${database}`;
    return { connectionString: url.toString() };
  }
  return { ...config, database };
}
