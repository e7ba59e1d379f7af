/**
 * A page opened before an upgrade asks for its scripts by the names of the build that drew it. The
 * real server, started on an install, keeps that build's assets in its DATA_DIR and serves them
 * once the build no longer has them (what is kept, and for how long: src/server/web/earlier-assets.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { SERVER_BUNDLE } from "#scripts/lib/server-bundle";
import { MIGRATIONS_FOLDER } from "#server/db/migrate";
import {
  freePort,
  isRunning,
  type ServerProcess,
  serverDataDir,
  startServer,
  untilHealthy,
  waitFor,
} from "./server-process";

// An install of its own inside the checkout (so node finds node_modules above it): the server
// bundle, the migrations, and a client build of two assets.
fs.mkdirSync(path.resolve(".tmp"), { recursive: true });
const install = fs.mkdtempSync(path.resolve(".tmp", "earlier-assets-"));
const assets = path.join(install, "build", "client", "assets");
const bundle = path.join(install, "build", "api", "main.mjs");
fs.writeFileSync(path.join(install, "package.json"), JSON.stringify({ name: "folio", version: "0.0.0" }));
fs.mkdirSync(path.dirname(bundle), { recursive: true });
fs.copyFileSync(SERVER_BUNDLE, bundle);
fs.mkdirSync(path.join(install, "src", "server", "db"), { recursive: true });
fs.symlinkSync(MIGRATIONS_FOLDER, path.join(install, "src", "server", "db", "migrations"));
fs.mkdirSync(assets, { recursive: true });
const OLD_ROUTE = "export default function Page() { return 'drawn before the upgrade'; }";
fs.writeFileSync(path.join(assets, "route-Old11111.js"), OLD_ROUTE);
fs.writeFileSync(path.join(assets, "shared-Same2222.js"), "export const shared = true;");

const dataDir = serverDataDir("folio-earlier-assets-");
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && isRunning(server.child)) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(install, { recursive: true, force: true });
}, 60_000);

it("keeps the build's assets at start and serves one the build no longer has, unchanged and immutable", async () => {
  server = startServer(await freePort(), { DATA_DIR: dataDir }, false, bundle);
  await untilHealthy(server);
  const kept = path.join(dataDir, "earlier-assets", "assets");
  await waitFor("the build's assets to be kept", () => fs.existsSync(path.join(kept, "shared-Same2222.js")), 15_000);
  expect(fs.readdirSync(kept).sort()).toEqual(["route-Old11111.js", "shared-Same2222.js"]);

  // The build moves on without this file, as an upgrade's does.
  fs.rmSync(path.join(assets, "route-Old11111.js"));
  const res = await fetch(`${server.origin}/assets/route-Old11111.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await res.text()).toBe(OLD_ROUTE);
  // A name no build ever had is still the not-found page.
  expect((await fetch(`${server.origin}/assets/route-Never333.js`)).status).toBe(404);
});
