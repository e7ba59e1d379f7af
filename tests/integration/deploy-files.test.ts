/**
 * The deployment files say what the app understands: every variable the Dockerfile and compose.yaml
 * set is one the server reads, their values parse, and they describe the layout they claim (a
 * non-root image listening on every interface with DATA_DIR as its volume; two instances sharing
 * one database, secret and bucket behind one proxy). No container engine is needed to check this;
 * scripts/check-image-steps.sh runs the image's steps themselves.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_NAMES, parseEnv } from "#server/env";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerInstructions(): string[] {
  return read("Dockerfile")
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/** The instructions of the last stage: what the image runs. */
function runtimeStage(): string[] {
  const lines = dockerInstructions();
  const lastFrom = lines.findLastIndex((line) => line.startsWith("FROM "));
  return lines.slice(lastFrom);
}

/** `ENV A=1 B=2` pairs of the runtime stage. */
function imageEnv(): Record<string, string> {
  const pairs = runtimeStage()
    .filter((line) => line.startsWith("ENV "))
    .flatMap((line) => line.slice(4).trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => pair.split("=") as [string, string]));
}

/** The variables of compose.yaml's shared Folio environment, with ${VAR:-default} resolved to the default. */
function composeFolioEnv(): Record<string, string> {
  const lines = read("compose.yaml").split("\n");
  const start = lines.findIndex((line) => line.startsWith("x-folio-environment:"));
  expect(start).toBeGreaterThanOrEqual(0);
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!line.startsWith("  ")) break;
    const match = /^ {2}([A-Za-z0-9_]+): (.*)$/.exec(line);
    if (!match) throw new Error(`unexpected line in x-folio-environment: ${line}`);
    const value = match[2].replace(/^"(.*)"$/, "$1");
    env[match[1]] = value.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, fallback?: string) =>
      name === "BETTER_AUTH_SECRET" ? "x".repeat(64) : (fallback ?? ""),
    );
  }
  return env;
}

describe("Dockerfile", () => {
  it("sets only variables the server reads, and they make it listen on every interface with DATA_DIR at /data", () => {
    const env = imageEnv();
    expect(Object.keys(env).length).toBeGreaterThan(0);
    for (const name of Object.keys(env)) expect(ENV_NAMES).toContain(name);
    const parsed = parseEnv(env);
    expect(parsed.HOST).toBe("0.0.0.0");
    expect(parsed.DATA_DIR).toBe("/data");
    expect(parsed.NODE_ENV).toBe("production");
  });

  it("runs as a non-root user, declares DATA_DIR a volume, checks /api/health, and starts the server in exec form", () => {
    const stage = runtimeStage();
    const user = stage.filter((line) => line.startsWith("USER ")).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    expect(stage).toContain(`VOLUME ["${imageEnv().DATA_DIR}"]`);
    const healthcheck = stage.find((line) => line.startsWith("HEALTHCHECK "));
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/api\/health.*"\]$/);
    const cmd = stage.find((line) => line.startsWith("CMD "));
    expect(JSON.parse((cmd ?? "").slice(4))).toEqual(["node", "build/api/main.mjs"]);
    // The build stage's `npm run build` is what writes that bundle.
    const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toContain("scripts/build-server.ts");
    // npm start runs the same, exec'd so that npm's signals reach the server (npm-start.test).
    expect(pkg.scripts.start).toBe("exec node build/api/main.mjs");
  });

  it("copies into the image only files that exist and that .dockerignore lets into the context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    const sources = runtimeStage()
      .filter((line) => line.startsWith("COPY ") && !line.includes("--from="))
      .flatMap((line) => line.slice(5).trim().split(/\s+/).slice(0, -1));
    expect(sources).toContain("scripts/create-bucket.ts");
    // The migrations the bundled server applies are read from the source tree.
    expect(sources).toContain("src");
    for (const source of sources) {
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
      expect(ignored, source).not.toContain(source);
      expect(ignored, source).not.toContain(source.split("/")[0]);
    }
  });

  it("carries the operator commands (backup, restore): their launcher, and the bundles the build writes for it", () => {
    const copied = runtimeStage()
      .filter((line) => line.startsWith("COPY ") && !line.includes("--from="))
      .flatMap((line) => line.slice(5).trim().split(/\s+/).slice(0, -1));
    const scripts: Record<string, string> = JSON.parse(read("package.json")).scripts;
    for (const command of ["backup", "restore"]) {
      const [node, launcher, name, ...rest] = (scripts[command] ?? "").split(" ");
      expect([node, name, rest], command).toEqual(["node", command, []]);
      expect(copied, command).toContain(launcher);
      // The launcher runs build/api/NAME.mjs, which bundling the server wrote (the global setup
      // bundles it, as the image's `npm run build` does; operator-commands.test.ts runs both).
      expect(fs.existsSync(path.join(ROOT, "build", "api", `${command}.mjs`)), command).toBe(true);
    }
    expect(runtimeStage()).toContain("COPY --from=build /app/build ./build");
  });
});

describe("backups", () => {
  it("keeps the backup command's default folder (./backups) out of git and out of the image's build context", () => {
    const archive = "backups/folio-backup-20261125T214500123Z-manual.tar.gz";
    // check-ignore prints the path when a rule ignores it (exit 1 and nothing when none does).
    const gitIgnored = execFileSync("git", ["check-ignore", "--no-index", archive], { cwd: ROOT, encoding: "utf8" });
    expect(gitIgnored.trim()).toBe(archive);
    const kept = execFileSync(process.execPath, ["scripts/lib/dockerignore-filter.mjs", ".dockerignore"], {
      cwd: ROOT,
      input: `${archive}\nsrc/server/main.ts\n`,
      encoding: "utf8",
    });
    expect(kept).toBe("src/server/main.ts\n");
  });
});

describe("compose.yaml", () => {
  it("gives every instance only variables the server reads: one database, one secret, one bucket, behind a proxy", () => {
    const env = composeFolioEnv();
    for (const name of Object.keys(env)) expect(ENV_NAMES).toContain(name);
    const parsed = parseEnv(env);
    expect(parsed.TRUST_PROXY).toBe(true);
    expect(new URL(parsed.DATABASE_URL ?? "").hostname).toBe("postgres");
    expect(parsed.BETTER_AUTH_SECRET).toBeDefined();
    expect(parsed.S3).toMatchObject({ bucket: "folio", endpoint: "http://minio:9000", forcePathStyle: true });
    expect(parsed.PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("runs PostgreSQL 18, two Folio instances with their own DATA_DIR, and a proxy that sends to both", () => {
    const compose = read("compose.yaml");
    expect(compose).toMatch(/^ {4}image: postgres:18$/m);
    const instances = [...compose.matchAll(/^ {2}(folio-[a-z]+):\n {4}<<: \*folio$/gm)].map((m) => m[1]);
    expect(instances).toEqual(["folio-a", "folio-b"]);
    for (const name of instances) expect(compose).toContain(`- ${name}-data:/data`);
    const port = imageEnv().PORT;
    const caddyfile = read("deploy/Caddyfile");
    expect(caddyfile).toContain(`reverse_proxy ${instances.map((name) => `${name}:${port}`).join(" ")}`);
  });
});
