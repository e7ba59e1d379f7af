/**
 * The build compresses its scripts and styles once (`scripts/lib/precompress.ts`), and the server
 * sends those files as they are: Brotli to a browser that takes it, gzip to one that takes only
 * that, the plain file to one that takes neither; each decodes to the asset's own bytes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "#scripts/lib/precompress";
import type { Logger } from "#server/lib/logger";
import { createWebApp } from "#server/web/pages";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-precompressed-"));
const clientDir = path.join(root, "client");
const assets = path.join(clientDir, "assets");
const SCRIPT = `export const words = ${JSON.stringify("the tides and the moon ".repeat(200))};\n`;

beforeAll(async () => {
  fs.mkdirSync(assets, { recursive: true });
  fs.writeFileSync(path.join(assets, "route-A1.js"), SCRIPT);
  fs.writeFileSync(path.join(assets, "style-B2.css"), "body { color: #222; }\n".repeat(50));
  fs.writeFileSync(path.join(assets, "cover-C3.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  expect(await precompressAssets(assets)).toBe(2);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("assets compressed at build time", () => {
  it("writes .br and .gz beside each script and style, and leaves images as they are", () => {
    expect(fs.readdirSync(assets).sort()).toEqual([
      "cover-C3.png",
      "route-A1.js",
      "route-A1.js.br",
      "route-A1.js.gz",
      "style-B2.css",
      "style-B2.css.br",
      "style-B2.css.gz",
    ]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, "route-A1.js.br"))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, "route-A1.js.gz"))).toString()).toBe(SCRIPT);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br", (body: Buffer) => zlib.brotliDecompressSync(body)],
    ["gzip, deflate", "gzip", (body: Buffer) => zlib.gunzipSync(body)],
    ["identity", null, (body: Buffer) => body],
  ])("answers Accept-Encoding '%s' with %s, immutable, decoding to the script", async (accept, encoding, decode) => {
    const res = await createWebApp(clientDir, quiet).request("/assets/route-A1.js", {
      headers: { "accept-encoding": accept },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(decode(body).toString()).toBe(SCRIPT);
    if (encoding) expect(res.headers.get("vary")).toContain("Accept-Encoding");
  });
});
