/**
 * How a backup reaches a running install's database without taking its DATA_DIR lock: with
 * DATABASE_URL, that URL; otherwise the embedded server the app started, found through the
 * files it keeps in DATA_DIR (Postgres's own postmaster.pid names its socket folder or
 * address and port; the password is DATA_DIR/pg-password.secret).
 */
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { Env } from "#server/env";
import { livePidFile } from "#server/lib/pid-file";
import { BackupError } from "./backup";

/** The install's database is not running, so there is nothing consistent to copy from. */
export class InstallNotRunningError extends BackupError {}

/** The embedded database's name (see bootstrap.ts). */
const EMBEDDED_DATABASE = "folio";

export function runningInstallConnection(env: Env): pg.ClientConfig {
  if (env.DATABASE_URL) return { connectionString: env.DATABASE_URL };
  const pgDir = path.join(env.DATA_DIR, "pg");
  const notRunning = (why: string) =>
    new InstallNotRunningError(
      `No running Folio install on DATA_DIR ${env.DATA_DIR}: ${why}. A backup is taken from a running install, without stopping it: start it (npm start) and run the backup again.`,
    );
  if (!fs.existsSync(path.join(pgDir, "PG_VERSION"))) throw notRunning("it holds no Folio database");
  const postmaster = livePidFile(path.join(pgDir, "postmaster.pid"));
  if (!postmaster) throw notRunning("its database is not running");
  const { lines } = postmaster;
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address, …
  const port = Number.parseInt(lines[3] ?? "", 10);
  const socketDir = lines[4]?.trim();
  const listenAddress = lines[5]?.trim();
  const host = socketDir || (listenAddress && listenAddress !== "*" ? listenAddress : "127.0.0.1");
  const password = fs.readFileSync(path.join(env.DATA_DIR, "pg-password.secret"), "utf8").trim();
  return { host, port, user: "postgres", password, database: EMBEDDED_DATABASE };
}
