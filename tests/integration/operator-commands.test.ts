/**
 * The backup and restore commands answer an operator's ordinary mistakes with one sentence and
 * exit code 1, never a stack trace.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createBackup } from "#server/backup/backup";
import { envWith, parseEnv } from "#server/env";
import { poolConnectionConfig } from "#server/realtime/index";
import { withDatabase } from "#tests/setup/global-db";
import { createTestDatabase } from "#tests/setup/test-db";
import { databaseUrl, OPERATOR_COMMAND } from "./server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "folio-operator-"));
fs.chmodSync(tmp, 0o755);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * Runs `npm run NAME` as npm does, in this checkout or in `checkout`; resolves with its exit code
 * and everything it printed.
 */
function command(name: string, args: string[], env: Record<string, string>, checkout = ROOT) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(checkout, path.relative(ROOT, OPERATOR_COMMAND)), name, ...args],
      { cwd: checkout, env: envWith({ LOG_LEVEL: "warn", ...env }) },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** One line, ending with a full stop, and no stack frame. */
function expectOneSentence(output: string, expected: RegExp) {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output.trim().split("\n")).toHaveLength(1);
  expect(output.trim()).toMatch(expected);
  expect(output.trim()).toMatch(/[^.]\.$/);
}

let archive = "";
let sourceUrl = "";

beforeAll(async () => {
  const db = await createTestDatabase();
  sourceUrl = databaseUrl(poolConnectionConfig(db.$client));
  const dataDir = path.join(tmp, "source");
  fs.mkdirSync(dataDir);
  const result = await createBackup({
    env: parseEnv({ DATA_DIR: dataDir }),
    connection: poolConnectionConfig(db.$client),
    outDir: path.join(tmp, "archives"),
  });
  archive = result.path;
}, 60_000);

describe("operator mistakes", () => {
  it("restore: a folder given as the archive", async () => {
    const { code, output } = await command("restore", [tmp], { DATA_DIR: path.join(tmp, "from-folder") });
    expect(code).toBe(1);
    expectOneSentence(output, /is a folder, not an archive: give the path of a backup file/);
  });

  it("backup: --out naming an existing file", async () => {
    const file = path.join(tmp, "a-file");
    fs.writeFileSync(file, "not a folder");
    const { code, output } = await command("backup", ["--out", file], {
      DATA_DIR: path.join(tmp, "source"),
      DATABASE_URL: sourceUrl,
    });
    expect(code).toBe(1);
    expectOneSentence(output, /The backup folder .*a-file is a file, not a folder/);
  });

  it.runIf(process.getuid?.() === 0)("restore as root: a DATA_DIR under a private folder", async () => {
    const privateDir = path.join(tmp, "private");
    fs.mkdirSync(privateDir, { mode: 0o700 });
    fs.chmodSync(privateDir, 0o700);
    const { code, output } = await command("restore", [archive], { DATA_DIR: path.join(privateDir, "data") });
    expect(code).toBe(1);
    expectOneSentence(output, /the 'postgres' system user cannot enter .*Nothing was restored\.$/);
  });

  it("restore: a DATABASE_URL whose database does not exist", async () => {
    const url = databaseUrl(withDatabase(inject("pgAdmin"), "nosuchdb"));
    const { code, output } = await command("restore", [archive], {
      DATA_DIR: path.join(tmp, "to-missing-db"),
      DATABASE_URL: url,
    });
    expect(code).toBe(1);
    expectOneSentence(
      output,
      /^Could not connect to the database at DATABASE_URL: database "nosuchdb" does not exist\. Create it .* Nothing was restored\.$/,
    );
  });

  it("either command in a checkout that was never built", async () => {
    const checkout = path.join(tmp, "unbuilt");
    fs.mkdirSync(path.join(checkout, "scripts"), { recursive: true });
    fs.copyFileSync(OPERATOR_COMMAND, path.join(checkout, "scripts", path.basename(OPERATOR_COMMAND)));
    for (const name of ["backup", "restore"] as const) {
      const { code, output } = await command(name, [], {}, checkout);
      expect(code).toBe(1);
      expectOneSentence(
        output,
        new RegExp(
          `^build/api/${name}\\.mjs is missing: run npm run build first \\(npm start does it too\\), then npm run ${name} again\\.$`,
        ),
      );
    }
  });

  it("the launcher runs only the operator commands, not the server or any other bundle", async () => {
    for (const name of ["main", "../api/main", ""]) {
      const { code, output } = await command(name, [], {});
      expect(code, name).toBe(2);
      expectOneSentence(output, /^Usage: node scripts\/run-bundled\.mjs backup\|restore /);
    }
  });

  it("backup: a DATABASE_URL whose database does not exist", async () => {
    const url = databaseUrl(withDatabase(inject("pgAdmin"), "nosuchdb"));
    const { code, output } = await command("backup", ["--out", path.join(tmp, "out")], {
      DATA_DIR: path.join(tmp, "source"),
      DATABASE_URL: url,
    });
    expect(code).toBe(1);
    expectOneSentence(output, /^Could not connect to the install's database: database "nosuchdb" does not exist\.$/);
  });
});
