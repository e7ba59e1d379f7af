/**
 * Clients of the running app: an account and a project to write to, and concurrent writers
 * on keep-alive sockets that record every acknowledged (2xx) write in a ledger and classify
 * every other outcome, so a restart can be checked against what was promised.
 */
import crypto from "node:crypto";
import http from "node:http";

export interface Answer {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  /** A socket-level failure: ECONNRESET, ECONNREFUSED, "socket hang up"… */
  error?: string;
}

export function request(
  agent: http.Agent | false,
  base: string,
  urlPath: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const url = new URL(urlPath, base);
  const data = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? (data ? "POST" : "GET"),
        headers: {
          origin: base,
          ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
        res.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
    req.end(data);
  });
}

export interface Workspace {
  cookie: string;
  projectId: string;
  stageId: string;
}

/** The first account (the Admin), one project and one stage; the cookie signs later requests. */
export async function createWorkspace(base: string): Promise<Workspace> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "reliability@example.test", password: "reliability-password", name: "Ops Admin" }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const project = await request(false, base, "/api/projects", {
    cookie,
    body: {
      title: "Reliability ledger",
      summary: "A project that receives writes while the server is killed and restarted.",
      subject: "History",
      level: "Adult",
      author: "Some Author",
      genre: "Essay",
      objectives: ["Lose nothing acknowledged"],
    },
  });
  if (project.status !== 201) throw new Error(`project create failed: ${project.status} ${project.body}`);
  const projectId = (JSON.parse(project.body!) as { id: string }).id;
  const stage = await request(false, base, `/api/projects/${projectId}/stages`, {
    cookie,
    body: { stage_name: "Writing", status: "In Progress" },
  });
  if (stage.status !== 201) throw new Error(`stage create failed: ${stage.status} ${stage.body}`);
  return { cookie, projectId, stageId: (JSON.parse(stage.body!) as { id: string }).id };
}

export interface LoadTally {
  /** The content of every comment answered 2xx: each must be found after any restart. */
  acknowledged: string[];
  statuses: Map<number, number>;
  /** Socket errors on a request the server had accepted the connection for (resets, hang-ups). */
  resets: number;
  /** Connection refused: the server was not listening (between a stop and a start). */
  refused: number;
  /** 503 answers, and how many of them carried Retry-After. */
  unavailable: number;
  unavailableWithRetryAfter: number;
  /** When the first 2xx came after `markRecovery()` was called. */
  firstSuccessAfterMark?: number;
  otherFailures: string[];
}

/**
 * `clients` writers posting comments to the project on keep-alive sockets until stopped.
 * Stops by itself when `stopOnRefused` and the server stops listening.
 */
export function startWriters(
  base: string,
  ws: Workspace,
  options: { clients: number; label: string; stopOnRefused?: boolean; pauseOnErrorMs?: number },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const tally: LoadTally = {
    acknowledged: [],
    statuses: new Map(),
    resets: 0,
    refused: 0,
    unavailable: 0,
    unavailableWithRetryAfter: 0,
    otherFailures: [],
  };
  let stopped = false;
  let markedAt: number | undefined;
  const writer = async (client: number) => {
    for (let n = 0; !stopped; n++) {
      const content = `${options.label}-${client}-${n}-${crypto.randomBytes(3).toString("hex")}`;
      const answer = await request(agent, base, `/api/projects/${ws.projectId}/comments`, {
        cookie: ws.cookie,
        body: { content },
      });
      if (answer.status !== undefined) {
        tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 200 && answer.status < 300) {
          tally.acknowledged.push(content);
          if (markedAt !== undefined && tally.firstSuccessAfterMark === undefined) {
            tally.firstSuccessAfterMark = Date.now() - markedAt;
          }
          continue;
        }
        if (answer.status === 503) {
          tally.unavailable += 1;
          if (answer.headers?.["retry-after"]) tally.unavailableWithRetryAfter += 1;
        }
      } else if (answer.error === "ECONNREFUSED") {
        tally.refused += 1;
        if (options.stopOnRefused) return;
      } else if (answer.error === "ECONNRESET" || answer.error === "socket hang up" || answer.error === "EPIPE") {
        tally.resets += 1;
      } else {
        tally.otherFailures.push(answer.error ?? "unknown");
      }
      if (options.pauseOnErrorMs) await new Promise((r) => setTimeout(r, options.pauseOnErrorMs));
    }
  };
  const running = Promise.all(Array.from({ length: options.clients }, (_, i) => writer(i)));
  return {
    tally,
    /** Start timing recovery: the next 2xx records how long after this it came. */
    markRecovery() {
      markedAt = Date.now();
    },
    async stop() {
      stopped = true;
      await running;
      agent.destroy();
      return tally;
    },
    done: running,
  };
}

export const count = (tally: LoadTally, predicate: (status: number) => boolean) =>
  [...tally.statuses].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
