/**
 * The database half of a backup, consistent to one moment: one REPEATABLE READ, READ ONLY
 * transaction sees a single snapshot, and every table is copied out of it with
 * `COPY … TO STDOUT`, which is what pg_dump does for data. The schema itself is not dumped:
 * it is the migration level, which a restore replays from the code's own migrations.
 * With an external database and a pg_dump of the server's major version on PATH, that pg_dump
 * writes the dump instead, from the same exported snapshot: it also carries what the migrations
 * did not create, such as an index made by hand.
 */
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { promisify } from "node:util";
import type pg from "pg";
import { envWith } from "#server/env";
import { copyOut } from "./copy";
import { sha256OfFile } from "./files";
import type { Manifest, ManifestTable } from "./manifest";
import { databaseSchemaLevel, type SchemaLevel } from "./schema-level";

/** The app's tables live here: its own, and drizzle's migration bookkeeping. */
export const APP_SCHEMAS = ["public", "drizzle"];

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (t: { schema: string; name: string }) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
}

/** Every table of the app's schemas (not an extension's), with its stored (non-generated) columns. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo & { oid: number }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      order by n.nspname, c.relname`,
    [APP_SCHEMAS],
  );
  const { rows: edges } = await client.query<{ child: number; parent: number }>(
    "select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f'",
  );
  return dependencyOrder(rows, edges).map(({ schema, name, columns }) => ({ schema, name, columns }));
}

/**
 * Tables ordered so every referenced table comes before the tables that reference it, which is
 * the order a restore loads them in (so it also works where triggers cannot be silenced and
 * foreign keys are checked row by row). Self-references do not constrain; a cycle, if one ever
 * appears, is broken in name order.
 */
function dependencyOrder<T extends { oid: number }>(tables: T[], edges: { child: number; parent: number }[]): T[] {
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const parents = new Map<number, Set<number>>(tables.map((t) => [t.oid, new Set()]));
  for (const { child, parent } of edges) {
    if (child !== parent && byOid.has(child) && byOid.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.oid) && [...(parents.get(t.oid) ?? [])].every((p) => placed.has(p)),
    );
    const next = ready.length > 0 ? ready : [tables.find((t) => !placed.has(t.oid)) as T];
    for (const table of next) {
      placed.add(table.oid);
      ordered.push(table);
    }
  }
  return ordered;
}

export interface DatabaseDump {
  database: Manifest["database"];
  schema: SchemaLevel;
  rowCounts: Record<string, number>;
}

export interface DumpOptions {
  /** Where the table files go (relative part paths are `database/…`). */
  stagingDir: string;
  /** Runs once the snapshot is taken and before any table is read (the files are gathered here). */
  whileSnapshotOpen?: () => Promise<void>;
  /** Use this pg_dump binary instead of the built-in COPY dump (an external server of the same major version). */
  pgDump?: { binary: string; connectionString: string };
  /** Opens a table's part for writing: a file, unless a test stands in a disk that goes wrong. */
  openPart?: (file: string) => Writable;
  /** Stops a running pg_dump when the backup is abandoned. */
  signal?: AbortSignal;
}

/** Dumps the database through `client` (a connection of its own, left open for the caller to end). */
export async function dumpDatabase(client: pg.ClientBase, options: DumpOptions): Promise<DatabaseDump> {
  const databaseDir = path.join(options.stagingDir, "database");
  fs.mkdirSync(databaseDir, { recursive: true });
  await client.query("begin isolation level repeatable read, read only");
  try {
    // The first query fixes the snapshot; everything below reads that one moment.
    const { rows: versionRows } = await client.query<{ server_version: string }>("show server_version");
    const schema = await databaseSchemaLevel(client);
    const tables = await listTables(client);
    const { rows: sequenceRows } = await client.query<{ schema: string; name: string; last_value: string | null }>(
      "select schemaname as schema, sequencename as name, last_value::text from pg_sequences where schemaname = any($1)",
      [APP_SCHEMAS],
    );
    let snapshotId: string | undefined;
    if (options.pgDump) {
      snapshotId = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]?.id;
    }
    await options.whileSnapshotOpen?.();

    const dumped: ManifestTable[] = [];
    let dumpPath: string | null = null;
    if (options.pgDump && snapshotId) {
      dumpPath = "database/database.pgdump";
      await runPgDump(options.pgDump, snapshotId, path.join(options.stagingDir, dumpPath), options.signal);
      for (const table of tables) {
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`);
        dumped.push({ ...table, rows: rows[0]?.n ?? 0, path: dumpPath });
      }
    } else {
      for (const [index, table] of tables.entries()) {
        const partPath = `database/${String(index).padStart(3, "0")}-${table.schema}.${table.name}.copy`;
        const partFile = path.join(options.stagingDir, partPath);
        const sink = (options.openPart ?? fs.createWriteStream)(partFile);
        const columns = table.columns.map(quoteIdent).join(", ");
        const copied = await copyOut(client, `copy ${qualified(table)} (${columns}) to stdout`, sink);
        await new Promise<void>((resolve, reject) =>
          sink.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        // The part's own checksum, in the manifest, is of the file as written; this check ties the
        // file to what Postgres sent, so a write that went wrong fails the backup, not a restore.
        if ((await sha256OfFile(partFile)) !== copied.sha256) {
          throw new Error(`${qualified(table)}: the part written to disk differs from what the database sent`);
        }
        dumped.push({ ...table, rows: copied.rows, path: partPath });
      }
    }
    await client.query("commit");

    const rowCounts = Object.fromEntries(
      dumped.map((t) => [t.schema === "public" ? t.name : `${t.schema}.${t.name}`, t.rows]),
    );
    return {
      schema,
      rowCounts,
      database: {
        format: dumpPath ? "pg_dump" : "copy",
        serverVersion: versionRows[0]?.server_version ?? "unknown",
        tables: dumped,
        sequences: sequenceRows.map((s) => ({ schema: s.schema, name: s.name, lastValue: s.last_value })),
        dumpPath,
      },
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

const run = promisify(execFile);

/**
 * A connection URL for a Postgres client tool with its password moved to PGPASSWORD, so it
 * never shows in the process list.
 */
export function withoutPassword(connectionString: string): { url: string; env: Record<string, string | undefined> } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: envWith(password ? { PGPASSWORD: password } : {}) };
}

/**
 * A pg_dump on PATH whose major version is the server's, or null: an older pg_dump cannot read
 * a newer server, and a newer one writes archives the matching pg_restore may not read.
 */
export async function findPgDump(serverVersionNum: number): Promise<string | null> {
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  try {
    const { stdout } = await run("pg_dump", ["--version"]);
    const major = Number.parseInt(/\b(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? "", 10);
    return major === serverMajor ? "pg_dump" : null;
  } catch {
    return null;
  }
}

function runPgDump(
  pgDump: { binary: string; connectionString: string },
  snapshotId: string,
  file: string,
  signal?: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const args = ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshotId}`, `--file=${file}`];
    const { url, env } = withoutPassword(pgDump.connectionString);
    const child = spawn(pgDump.binary, [...args, `--dbname=${url}`], {
      stdio: ["ignore", "ignore", "pipe"],
      env,
      signal,
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump failed (${code}): ${stderr.trim()}`)),
    );
  });
}
