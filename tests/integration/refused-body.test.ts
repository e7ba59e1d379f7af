/**
 * Refused requests, answered and not logged as failures. A 1 MB JSON body from an anonymous caller
 * is refused before it is read (413 over the 64 KB bound, or 401), while Node's fetch is still
 * sending it. The server reads and discards the rest before it could close the socket, so the
 * client receives the answer rather than a reset.
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
  // Left to itself, Better Auth would log each refusal (the second test checks it does not), and at
  // "info" the address of a sign-up for a taken email.
  server = startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(db.$client.options),
    LOG_LEVEL: "info",
  });
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

it("logs no error for sign-ups and sign-ins the server refuses (a refusal is an answer, not a failure), and no one's email address", async () => {
  if (!server) throw new Error("the first test starts the server");
  const { origin } = server;
  const send = async (target: string, body: unknown, method = "POST", cookie = "") => {
    const res = await fetch(`${origin}/api/${target}`, {
      method,
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res;
  };
  const status = async (target: string, body: unknown) => (await send(target, body)).status;
  // The first account is the Admin, who makes sign-up by invitation only.
  const account = { email: "taken@example.test", password: "a-good-password", name: "Taken" };
  const first = await send("auth/sign-up/email", account);
  expect(first.status).toBe(200);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // A taken email is refused while anyone may sign up; in invite-only mode it is refused earlier.
  const takenEmail = await status("auth/sign-up/email", account);
  expect((await send("settings", { sign_up_mode: "invite" }, "PUT", cookie)).status).toBe(200);
  const refusals = [
    takenEmail,
    await status("auth/sign-up/email", { ...account, email: "uninvited@example.test" }),
    await status("auth/sign-up/email", { ...account, email: "not-an-email" }),
    await status("auth/sign-in/email", { email: account.email, password: "the-wrong-password" }),
    // No mail server here: there is no emailed reset to ask for.
    await status("auth/request-password-reset", { email: account.email, redirectTo: "/platform/reset-password" }),
  ];
  expect(
    refusals.every((status) => status >= 400 && status < 500),
    String(refusals),
  ).toBe(true);
  // Stopped, so every line it wrote has arrived.
  server.child.kill("SIGTERM");
  await server.exited;
  const output = server.output();
  expect(output).not.toMatch(/\[Better Auth\]|"level":"error"/);
  expect(output).toContain("Sign-up attempt for existing email");
  expect(output).not.toContain(account.email);
}, 60_000);
