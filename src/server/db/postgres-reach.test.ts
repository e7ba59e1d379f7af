import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_BUNDLE } from "#scripts/lib/server-bundle";
import { envWith } from "#server/env";
import { closeAfterFile } from "#tests/setup/file-teardown";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { unreachableAncestor } from "./postgres-reach";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const OTHER_USER = { uid: 4242, gid: 4242 };

describe("the embedded Postgres's reach into DATA_DIR", () => {
  it("names the first folder above DATA_DIR that others cannot traverse", () => {
    const base = tempDirForFile("folio-reach-");
    const privateDir = path.join(base, "private");
    fs.mkdirSync(path.join(privateDir, "clone"), { recursive: true });
    fs.chmodSync(base, 0o755);
    fs.chmodSync(privateDir, 0o700);
    expect(unreachableAncestor(path.join(privateDir, "clone", "data"), OTHER_USER)).toBe(privateDir);
    fs.chmodSync(privateDir, 0o711);
    expect(unreachableAncestor(path.join(privateDir, "clone", "data"), OTHER_USER)).toBeUndefined();
    // Folders still to be made are created traversable.
    expect(unreachableAncestor(path.join(base, "new", "deeper", "data"), OTHER_USER)).toBeUndefined();
  });

  it("started as root under a mode-700 folder, stops with one clear sentence and creates nothing", async () => {
    expect(process.getuid?.()).toBe(0); // the tests run as root here, as an operator would start it
    const base = tempDirForFile("folio-root-");
    fs.chmodSync(base, 0o700);
    const dataDir = path.join(base, "data");
    const env = envWith({ PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" });
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    closeAfterFile(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code, output).toBe(1);
    const errors = output
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .filter((l) => l.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toContain(`the 'postgres' system user cannot enter ${base}`);
    expect(errors[0].msg).toMatch(
      /run Folio as a normal user, make the parent folders traversable .*, or set DATABASE_URL/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 120_000); // a ceiling, as for every server start in these tests: loading its modules is most of it
});
