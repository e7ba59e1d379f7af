import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "#server/db/client";
import { closeAfterFile } from "./file-teardown";
import { TEMPLATE_DB, withDatabase } from "./global-db";

/**
 * A fresh database for the calling test file, cloned from the migrated template
 * (CREATE DATABASE … TEMPLATE is a file copy: milliseconds, no migration run).
 * Its pool is closed and the database dropped after the file's tests.
 */
export async function createTestDatabase(): Promise<Database> {
  const admin = inject("pgAdmin");
  const name = `folio_test_${crypto.randomBytes(6).toString("hex")}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`create database ${name} template ${TEMPLATE_DB}`);
  await client.end();

  const db = createDatabase(withDatabase(admin, name));
  closeAfterFile(async () => {
    await db.$client.end();
    const dropper = new pg.Client(admin);
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return db;
}
