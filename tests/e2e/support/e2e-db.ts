/**
 * Direct access to the e2e install's embedded database, for state the product
 * reaches only through features built elsewhere (a project's stage moves with
 * progress updates). Reads the same DATA_DIR the e2e server uses.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const DATA_DIR = path.resolve(".tmp/e2e/data");

export async function withE2eDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = fs.readFileSync(path.join(DATA_DIR, "pg-password.secret"), "utf8").trim();
  const client = new pg.Client({
    host: path.join(DATA_DIR, "pg"),
    port: 5432,
    user: "postgres",
    password,
    database: "folio",
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Puts a project in the given stage, as a progress update would. */
export async function setProjectStage(projectId: string, stage: string, progress: number): Promise<void> {
  await withE2eDb((client) =>
    client.query("update projects set current_stage = $2, progress = $3 where id = $1", [projectId, stage, progress]),
  );
}
