/**
 * A 1 MB JSON body from an anonymous caller is refused before it is read (413 over the 64 KB
 * bound, or 401), while Node's fetch is still sending it. The server reads and discards the rest
 * before it could close the socket, so the client receives the answer rather than a reset.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createTestDatabase } from "#tests/setup/test-db";
import { databaseUrl, freePort, isRunning, type ServerProcess, startServer, untilHealthy } from "./server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-refused-"));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && isRunning(server.child)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

it("40 tries of a 1 MB anonymous POST with Node's fetch each receive an HTTP status (413 or 401)", async () => {
  const db = await createTestDatabase();
  server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(db.$client.options) });
  const { origin } = server;
  await untilHealthy(server);

  const body = JSON.stringify({ content: "x".repeat(1024 * 1024) });
  const outcomes: string[] = [];
  for (let i = 0; i < 40; i++) {
    const target = i % 2 ? "/api/projects" : "/api/auth/sign-up/email";
    try {
      const res = await fetch(`${origin}${target}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body,
      });
      await res.arrayBuffer();
      outcomes.push(String(res.status));
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      outcomes.push(`no answer: ${cause?.code ?? String(error)}`);
    }
  }
  expect(outcomes.filter((o) => o !== "413" && o !== "401")).toEqual([]);
}, 180_000);
