/**
 * `npm start` as an operator runs it: the process a service manager or a shell job holds is npm's,
 * and stopping that pid stops the server and its PostgreSQL, leaving nothing behind.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { frontEndBuildState } from "#scripts/lib/front-end-build";
import { envWith } from "#server/env";
import { freePort, healthStatus, serverDataDir, waitFor } from "./server-process";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = serverDataDir("folio-npm-start-");
let npm: ChildProcess | undefined;
let descendants: number[] = [];

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process below `pid` (Linux's /proc/<pid>/task/<pid>/children). */
function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

afterAll(async () => {
  // Only what this file started, whatever the test left running.
  for (const pid of descendants) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("SIGTERM to npm start's own pid stops the server and its PostgreSQL", async () => {
  // `npm run build` records what it built from, and this checkout's build matches it, so the start
  // below bundles the server only: a front-end build here would replace build/ under other tests.
  expect(frontEndBuildState(ROOT), "run `npm run build` before the tests").toBe("current");
  const port = await freePort();
  npm = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    env: envWith({
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    }),
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor("npm start to answer /api/health", async () => (await healthStatus(origin)) === 200, 90_000);
  descendants = descendantsOf(npm.pid as number);
  expect(descendants.length).toBeGreaterThan(0);

  npm.kill("SIGTERM");
  await once(npm, "exit");
  await waitFor("every process npm started to end", () => descendants.every((pid) => !isAlive(pid)), 15_000);
  expect(await healthStatus(origin)).toBeUndefined();
  expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
}, 120_000);
