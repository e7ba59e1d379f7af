/**
 * Live events over real HTTP servers: two app instances on one database, as
 * several servers behind a balancer would be. A change made through one
 * instance reaches the recipient's stream on the other through Postgres
 * LISTEN/NOTIFY, and never reaches a user who may not see it.
 */

import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#server/db/client";
import { poolConnectionConfig } from "#server/realtime/index";
import { createLocalDiskStorage } from "#server/storage/local-disk";
import { createStageFile } from "#tests/factories/files";
import { createProject, createStage } from "#tests/factories/projects";
import { closeAfterFile } from "#tests/setup/file-teardown";
import { type EventStreamClient, openEventStream } from "#tests/setup/sse-client";
import { tempDirForFile } from "#tests/setup/temp-dir";
import { createTestApp, type TestApp, type TestUser } from "#tests/setup/test-app";

let a: TestApp;
let b: TestApp;
const servers: ServerType[] = [];
const urls: string[] = [];
let admin: TestUser;
let sharer: TestUser;
let alice: TestUser;
let bob: TestUser;
const streams: EventStreamClient[] = [];

function listen(app: TestApp): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
    servers.push(server);
  });
}

function stream(baseUrl: string, user: TestUser) {
  const client = openEventStream(`${baseUrl}/api/events`, user.cookie);
  streams.push(client);
  return client;
}

beforeAll(async () => {
  a = await createTestApp();
  const secondPool = createDatabase(poolConnectionConfig(a.db.$client));
  closeAfterFile(() => secondPool.$client.end());
  b = await createTestApp({}, { database: secondPool });
  urls.push(await listen(a), await listen(b));
  admin = await a.signUp({ name: "First Admin" });
  sharer = await a.signUp({ role: "Writer", name: "Sue Sharer" });
  alice = await a.signUp({ role: "Editor", name: "Alice" });
  bob = await a.signUp({ role: "Illustrator", name: "Bob" });
});

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const change = (type: string) => (e: { event: string; data: string }) =>
  e.event === "change" && JSON.parse(e.data).type === type;

describe("GET /api/events", () => {
  it("refuses anonymous callers", async () => {
    expect((await a.request("/api/events")).status).toBe(401);
  });

  it("delivers a share made on instance A to the recipient's stream on instance B, and to nobody else", async () => {
    const aliceOnB = stream(urls[1], alice);
    const bobOnB = stream(urls[1], bob);
    const bobOnA = stream(urls[0], bob);
    await Promise.all([aliceOnB.ready, bobOnB.ready, bobOnA.ready]);

    const project = await createProject(a.db, { createdBy: sharer.id });
    const res = await a.request(`/api/projects/${project.id}/shares`, { as: sharer, body: { userId: alice.id } });
    expect(res.status).toBe(200);

    await aliceOnB.waitFor(change("share"));
    await aliceOnB.waitFor(change("notification"));
    // Bob's streams stay quiet. A later event addressed to Bob proves his streams
    // were live all along, so their silence about Alice's share is meaningful.
    const bobsProject = await createProject(a.db, { createdBy: sharer.id });
    await b.request(`/api/projects/${bobsProject.id}/shares`, { as: sharer, body: { userId: bob.id } });
    await bobOnA.waitFor(change("share"));
    await bobOnB.waitFor(change("share"));
    for (const events of [bobOnA.events, bobOnB.events]) {
      expect(events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data))).not.toContainEqual({
        type: "project",
        projectId: project.id,
      });
      expect(events.filter(change("share"))).toHaveLength(1);
      expect(events.filter(change("notification"))).toHaveLength(1);
    }
  });

  it("sends project events only to users who may see the project", async () => {
    const aliceStream = stream(urls[0], alice);
    const bobStream = stream(urls[1], bob);
    await Promise.all([aliceStream.ready, bobStream.ready]);
    const project = await createProject(a.db, { createdBy: sharer.id });
    const { share } = await (
      await b.request(`/api/projects/${project.id}/shares`, { as: sharer, body: { userId: alice.id } })
    ).json();
    await b.request(`/api/shares/${share.id}`, { method: "PATCH", as: alice, body: { status: "accepted" } });
    const isThisProject = (e: { event: string; data: string }) =>
      e.event === "change" && JSON.parse(e.data).projectId === project.id;
    // Alice sees the project once she accepted: a comment then reaches her.
    const before = aliceStream.events.filter(isThisProject).length;
    await a.request(`/api/projects/${project.id}/comments`, { as: sharer, body: { content: "New chapter is up." } });
    await aliceStream.waitFor((e) => isThisProject(e) && aliceStream.events.filter(isThisProject).length > before);
    // Bob sees nothing of it; a notification for him proves his stream works.
    const forBob = await createProject(a.db, { createdBy: sharer.id });
    await a.request(`/api/projects/${forBob.id}/shares`, { as: sharer, body: { userId: bob.id } });
    await expect(
      (async () => {
        await bobStream.waitFor(change("notification"));
        return bobStream.events.filter(isThisProject).length;
      })(),
    ).resolves.toBe(0);
  });

  it("tells those who could see a project, and nobody else, when it is deleted", async () => {
    const aliceStream = stream(urls[1], alice);
    const bobStream = stream(urls[1], bob);
    await Promise.all([aliceStream.ready, bobStream.ready]);
    const project = await createProject(a.db, { createdBy: sharer.id });
    const { share } = await (
      await a.request(`/api/projects/${project.id}/shares`, { as: sharer, body: { userId: alice.id } })
    ).json();
    await a.request(`/api/shares/${share.id}`, { method: "PATCH", as: alice, body: { status: "accepted" } });
    const isThisProject = (e: { event: string; data: string }) =>
      e.event === "change" && JSON.parse(e.data).projectId === project.id;
    // Alice's page has caught up with the share before the deletion, so the event counted next is the deletion's.
    await aliceStream.waitFor(isThisProject);
    const before = aliceStream.events.filter(isThisProject).length;

    expect((await a.request(`/api/projects/${project.id}`, { method: "DELETE", as: sharer })).status).toBe(200);
    await aliceStream.waitFor(() => aliceStream.events.filter(isThisProject).length > before);
    // Bob could not see it: a notification for him proves his stream was live meanwhile.
    const forBob = await createProject(a.db, { createdBy: sharer.id });
    await a.request(`/api/projects/${forBob.id}/shares`, { as: sharer, body: { userId: bob.id } });
    await bobStream.waitFor(change("notification"));
    expect(bobStream.events.filter(isThisProject)).toEqual([]);
  });

  it("tells the recipient of a shared file live, on the other instance, with a notification", async () => {
    const aliceStream = stream(urls[1], alice);
    const bobStream = stream(urls[1], bob);
    await Promise.all([aliceStream.ready, bobStream.ready]);
    const project = await createProject(a.db, { createdBy: sharer.id });
    const stage = await createStage(a.db, { projectId: project.id });
    const storage = createLocalDiskStorage(tempDirForFile("folio-rt-files-"));
    const file = await createStageFile(a.db, storage, {
      stageId: stage.id,
      fileName: "map.pdf",
      uploadedBy: sharer.id,
    });
    const res = await a.request(`/api/files/${file.id}/share`, {
      method: "PUT",
      as: sharer,
      body: { user_id: alice.id },
    });
    expect(res.status).toBe(200);
    await aliceStream.waitFor(change("file-share"));
    await aliceStream.waitFor(change("notification"));
    const inbox = await (await b.request("/api/notifications", { as: alice })).json();
    expect(inbox.items[0]).toMatchObject({ kind: "file_shared", title: "Sue Sharer shared “map.pdf” with you" });
    expect(bobStream.events.filter(change("file-share"))).toHaveLength(0);
  });

  it("ends a stream when its session ends, on the other instance too, with a last 'session-ended' and no event after", async () => {
    const carol = await a.signUp({ role: "Editor", name: "Carol Leaving" });
    const onA = stream(urls[0], carol);
    const onB = stream(urls[1], carol);
    await Promise.all([onA.ready, onB.ready]);
    expect((await a.request("/api/auth/sign-out", { as: carol, body: {} })).status).toBe(200);

    // A share with Carol after she signed out: both streams end, saying why, rather than tell her.
    const project = await createProject(a.db, { createdBy: sharer.id });
    const shared = await a.request(`/api/projects/${project.id}/shares`, { as: sharer, body: { userId: carol.id } });
    expect(shared.status).toBe(200);
    await Promise.all([onA.closed, onB.closed]);
    for (const events of [onA.events, onB.events]) {
      expect(events.filter((e) => e.event === "change")).toEqual([]);
      expect(events.at(-1)?.event).toBe("session-ended");
      // Said once, though more than one event was waiting when the session was found over.
      expect(events.filter((e) => e.event === "session-ended")).toHaveLength(1);
    }
  });

  it("ends a member's streams on either instance as soon as an Admin deactivates them", async () => {
    const dora = await a.signUp({ role: "Writer", name: "Dora Deactivated" });
    const onA = stream(urls[0], dora);
    const onB = stream(urls[1], dora);
    await Promise.all([onA.ready, onB.ready]);
    expect((await b.request(`/api/team/${dora.id}/deactivate`, { method: "POST", as: admin, body: {} })).status).toBe(
      200,
    );
    // No other event is needed for the streams to learn of it.
    await Promise.all([onA.closed, onB.closed]);
    for (const events of [onA.events, onB.events]) expect(events.at(-1)?.event).toBe("session-ended");
  });

  it("tells a member's open pages on either instance when an Admin changes their role, and nobody else", async () => {
    const member = await a.signUp({ role: "Writer", name: "Rory Role" });
    const memberOnB = stream(urls[1], member);
    const bobOnA = stream(urls[0], bob);
    await Promise.all([memberOnB.ready, bobOnA.ready]);
    const res = await a.request(`/api/team/${member.id}/role`, {
      method: "PATCH",
      as: admin,
      body: { role: "Editor" },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => memberOnB.events.filter(change("account")).length).toBe(1);
    expect(bobOnA.events.filter(change("account"))).toEqual([]);
  });

  it("removes a stream when its client disconnects, on either instance", async () => {
    const baseline = [a.liveHub.streamCount, b.liveHub.streamCount];
    const opened = [stream(urls[0], alice), stream(urls[0], bob), stream(urls[1], alice)];
    await Promise.all(opened.map((s) => s.ready));
    expect([a.liveHub.streamCount, b.liveHub.streamCount]).toEqual([baseline[0] + 2, baseline[1] + 1]);
    for (const s of opened) s.close();
    await expect.poll(() => [a.liveHub.streamCount, b.liveHub.streamCount], { timeout: 5000 }).toEqual(baseline);
  });
});
