import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Logger } from "#server/lib/logger";
import { createWebApp, serverBuildRenderer } from "./pages";

// A build folder whose server half exists; what importing it gives is the test's.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-pages-"));
const clientDir = path.join(root, "client");
fs.mkdirSync(clientDir);
fs.mkdirSync(path.join(root, "server"));
fs.writeFileSync(path.join(root, "server", "index.js"), "");

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the server build behind the platform pages", () => {
  it("loads at the first platform page, not at the start; a build that fails to load is logged and answers 500", async () => {
    const errors: string[] = [];
    const logger: Logger = { debug() {}, info() {}, warn() {}, error: (msg) => errors.push(msg) };
    // As a half-written file would.
    const importBuild = vi.fn(() => Promise.reject(new Error("not a server build")));
    const app = createWebApp(clientDir, logger, {
      renderPlatformPage: serverBuildRenderer(clientDir, logger, importBuild),
    });
    // A start that only serves the API never pays for React and the page modules.
    expect(importBuild).not.toHaveBeenCalled();

    expect((await app.request("/platform/login")).status).toBe(500);
    expect(importBuild).toHaveBeenCalledTimes(1);
    expect(errors).toContain("the server build could not be loaded");

    // Loaded once per process, failure included.
    expect((await app.request("/platform/dashboard")).status).toBe(500);
    expect(importBuild).toHaveBeenCalledTimes(1);
  });
});
