import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Logger } from "#server/lib/logger";
import { KEEP_DAYS, keepAssets } from "./earlier-assets";
import { createWebApp } from "./pages";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-earlier-assets-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A client build holding these assets (name → contents). */
function build(name: string, assets: Record<string, string>): string {
  const clientDir = path.join(root, name, "client");
  fs.mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  for (const [file, text] of Object.entries(assets)) fs.writeFileSync(path.join(clientDir, "assets", file), text);
  return clientDir;
}

const keptNames = (keepDir: string) => fs.readdirSync(path.join(keepDir, "assets")).sort();

describe("the assets of earlier builds", () => {
  it("after an upgrade, an asset only the earlier build had is still served, immutable, with its own bytes", async () => {
    const keepDir = path.join(root, "kept-upgrade");
    const before = build("before", { "route-OLD1.js": "export const v = 1;", "shared-SAME.js": "same" });
    const after = build("after", { "route-NEW2.js": "export const v = 2;", "shared-SAME.js": "same" });
    await keepAssets(before, keepDir);
    await keepAssets(after, keepDir);

    const app = createWebApp(after, quiet, { earlierAssetsDir: keepDir });
    const old = await app.request("/assets/route-OLD1.js");
    expect(old.status).toBe(200);
    expect(await old.text()).toBe("export const v = 1;");
    expect(old.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await (await app.request("/assets/route-NEW2.js")).text()).toBe("export const v = 2;");
    expect((await app.request("/assets/route-NEVER.js")).status).toBe(404);

    // Without the kept folder, the page opened before the upgrade would have met a 404.
    expect((await createWebApp(after, quiet).request("/assets/route-OLD1.js")).status).toBe(404);
  });

  it("copies a name once, and removes an asset no build has shipped for the keeping period", async () => {
    const keepDir = path.join(root, "kept-prune");
    const start = new Date("2026-10-01T00:00:00Z");
    const first = build("first", { "a-1.js": "a", "b-1.js": "b" });
    expect(await keepAssets(first, keepDir, start)).toEqual({ kept: 2, removed: 0 });
    expect(await keepAssets(first, keepDir, start)).toEqual({ kept: 0, removed: 0 });

    // The next build drops b-1.js; a day short of the period it is still kept.
    const second = build("second", { "a-1.js": "a", "c-1.js": "c" });
    const almost = new Date(start.getTime() + (KEEP_DAYS - 1) * DAY_MS);
    expect(await keepAssets(second, keepDir, almost)).toEqual({ kept: 1, removed: 0 });
    expect(keptNames(keepDir)).toEqual(["a-1.js", "b-1.js", "c-1.js"]);

    // Past the period b-1.js goes; a-1.js, older still but shipped by every build, stays.
    const past = new Date(start.getTime() + (KEEP_DAYS + 1) * DAY_MS);
    expect(await keepAssets(second, keepDir, past)).toEqual({ kept: 0, removed: 1 });
    expect(keptNames(keepDir)).toEqual(["a-1.js", "c-1.js"]);
  });

  it("serves only whole files: a copy a crash cut short is removed, and the asset is copied whole", async () => {
    const keepDir = path.join(root, "kept-crash");
    const clientDir = build("crash", { "big-1.js": "x".repeat(10_000) });
    // What a start that died mid-copy leaves: part of the file, outside the served folder.
    fs.mkdirSync(path.join(keepDir, "incoming"), { recursive: true });
    fs.writeFileSync(path.join(keepDir, "incoming", "big-1.js"), "x".repeat(10));

    await keepAssets(clientDir, keepDir);
    expect(fs.existsSync(path.join(keepDir, "incoming"))).toBe(false);
    expect(fs.readFileSync(path.join(keepDir, "assets", "big-1.js"), "utf8")).toHaveLength(10_000);
  });
});
