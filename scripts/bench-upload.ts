/**
 * `npm run bench:upload`: upload memory.
 *
 *  1. 10 concurrent 10 MB stage-file uploads: the server's RSS peak over its idle RSS
 *     just before (bar: < 100 MB added). A server that buffered each body would add
 *     at least 100 MB for the bodies alone.
 *  2. An 11 MB upload with its Content-Length: the server answers 413 after the
 *     headers, before the client has sent the body (bar: 413 while ≤ 64 KiB was sent),
 *     and nothing is stored.
 *
 * The app runs as its own process (node --import tsx src/server/main.ts) on 127.0.0.1 in
 * a throwaway DATA_DIR; RSS is read from /proc/<pid>/status every 10 ms. Exits non-zero
 * when a bar is missed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { envWith } from "#server/env";
import { freePort, makeDataDir, waitFor } from "./lib/bench-harness";

const MiB = 1024 * 1024;
const FILE_BYTES = 10 * MiB;
const CONCURRENT = 10;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = makeDataDir("folio-bench-upload-");

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** A multipart body: head, `size` bytes of a PDF-looking file written in 64 KiB chunks, tail. */
function multipartParts(size: number, name: string) {
  const boundary = `----folio-bench-${crypto.randomBytes(6).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const first = Buffer.from(chunk);
  first.write("%PDF-1.4\n", 0, "latin1");
  return { boundary, head, tail, chunk, first, length: head.byteLength + size + tail.byteLength };
}

/** Streams one upload; resolves with the status and how many body bytes were written before the answer. */
function upload(
  url: URL,
  cookie: string,
  size: number,
  name: string,
  options: { stopWhenAnswered?: boolean } = {},
): Promise<{ status: number; sentBeforeAnswer: number }> {
  const parts = multipartParts(size, name);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(url, {
      method: "POST",
      headers: {
        cookie,
        origin: url.origin,
        "content-type": `multipart/form-data; boundary=${parts.boundary}`,
        "content-length": String(parts.length),
      },
    });
    req.on("response", (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      res.resume();
      res.on("end", () => {
        if (options.stopWhenAnswered) req.destroy();
        resolve({ status: res.statusCode ?? 0, sentBeforeAnswer });
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = (buffer: Buffer) =>
      new Promise<void>((done) => {
        sent += buffer.byteLength;
        if (req.write(buffer)) done();
        else req.once("drain", () => done());
      });
    (async () => {
      // The headers go first on their own: a server that answers from them alone does so before any body byte.
      req.flushHeaders();
      if (options.stopWhenAnswered) {
        const deadline = Date.now() + 5_000;
        while (!answered && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      }
      if (answered) return;
      await write(parts.head);
      let remaining = size;
      let isFirst = true;
      while (remaining > 0 && !answered) {
        const piece = (isFirst ? parts.first : parts.chunk).subarray(0, Math.min(parts.chunk.byteLength, remaining));
        isFirst = false;
        await write(piece);
        remaining -= piece.byteLength;
      }
      if (!answered) req.end(parts.tail);
    })().catch(reject);
  });
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: envWith({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  let failed = false;
  try {
    await waitFor(`${base}/api/health`, 90_000);
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "bench@meridian.test", password: "bench-password-123", name: "Bench Admin" }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const json = { "content-type": "application/json", origin: base, cookie };
    const project = (await (
      await fetch(`${base}/api/projects`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          title: "Upload bench",
          summary: "A project that receives the benchmark's uploads.",
          subject: "Benchmarks",
          level: "All",
          author: "Bench",
          genre: "Reference",
          objectives: ["Measure upload memory"],
        }),
      })
    ).json()) as { id: string };
    const stage = (await (
      await fetch(`${base}/api/projects/${project.id}/stages`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ stage_name: "Writing", status: "In Progress" }),
      })
    ).json()) as { id: string };
    const url = new URL(`${base}/api/projects/${project.id}/stages/${stage.id}/files`);

    // Warm-up: one small upload so the route's modules and pools exist before the baseline.
    const warm = await upload(url, cookie, 64 * 1024, "warm-up.pdf");
    if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}`);
    await new Promise((r) => setTimeout(r, 500));

    const pid = child.pid as number;
    const idle = rssBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 10);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => upload(url, cookie, FILE_BYTES, `bench-${i}.pdf`)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    const added = peak - idle;
    const statuses = results.map((r) => r.status);
    const allStored = statuses.every((s) => s === 201);

    const refused = await upload(url, cookie, 11 * MiB, "too-big.pdf", { stopWhenAnswered: true });
    const stageDir = path.join(dataDir, "files", stage.id);
    const stored = fs.existsSync(stageDir) ? fs.readdirSync(stageDir).length : 0;

    const memoryOk = allStored && added < 100 * MiB;
    const refusalOk = refused.status === 413 && refused.sentBeforeAnswer <= 64 * 1024 && stored === CONCURRENT + 1;
    failed = !memoryOk || !refusalOk;

    const mb = (bytes: number) => (bytes / MiB).toFixed(1);
    process.stdout.write(
      [
        "",
        `Upload memory (${CONCURRENT} concurrent ${FILE_BYTES / MiB} MB uploads, ${seconds.toFixed(1)} s)`,
        `  statuses:         ${statuses.join(", ")}`,
        `  idle RSS:         ${mb(idle)} MB`,
        `  peak RSS:         ${mb(peak)} MB`,
        `  added:            ${mb(added)} MB (bar < 100 MB; the bodies alone are ${mb(CONCURRENT * FILE_BYTES)} MB) ${memoryOk ? "PASS" : "FAIL"}`,
        "11 MB upload",
        `  status:           ${refused.status}`,
        `  body bytes sent before the answer: ${refused.sentBeforeAnswer} (bar ≤ 65536)`,
        `  files stored:     ${stored} (the warm-up and the ${CONCURRENT} uploads; nothing from the refused one) ${refusalOk ? "PASS" : "FAIL"}`,
        "",
      ].join("\n"),
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
