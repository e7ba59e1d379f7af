/**
 * COPY out and back in over a real connection, with a sink slower than the database: what the
 * sink is handed must stay the bytes Postgres sent, however long they wait in its queue.
 */
import crypto from "node:crypto";
import { Readable, Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { copyIn, copyOut } from "./copy";

const client = new pg.Client(inject("pgAdmin"));

beforeAll(async () => {
  await client.connect();
  await client.query("create temp table copied (id uuid primary key, note text not null)");
  await client.query("insert into copied select gen_random_uuid(), 'row ' || n from generate_series(1, 20000) n");
});
afterAll(() => client.end());

/** A file on a busy disk: each write completes a turn later, so the stream queues what comes meanwhile. */
function slowSink(): { sink: Writable; bytes: () => Buffer } {
  const written: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      // Copied at the moment of writing, as the disk would take it.
      written.push(Buffer.from(chunk));
      setImmediate(done);
    },
  });
  return { sink, bytes: () => Buffer.concat(written) };
}

const lines = (text: string) => text.split("\n").filter(Boolean).sort();

describe("COPY", () => {
  it("hands a slow sink exactly the rows of the table, with the checksum of what Postgres sent", async () => {
    const { sink, bytes } = slowSink();
    const copied = await copyOut(client, "copy copied (id, note) to stdout", sink);
    await new Promise<void>((resolve) => sink.end(resolve));

    const { rows: expected } = await client.query<{ line: string }>(
      "select id::text || E'\\t' || note as line from copied",
    );
    expect(copied.rows).toBe(20_000);
    expect(lines(bytes().toString("utf8"))).toEqual(expected.map((row) => row.line).sort());
    expect(copied.sha256).toBe(crypto.createHash("sha256").update(bytes()).digest("hex"));
  });

  it("loads those bytes back unchanged", async () => {
    const { sink, bytes } = slowSink();
    await copyOut(client, "copy copied (id, note) to stdout", sink);
    await new Promise<void>((resolve) => sink.end(resolve));
    await client.query("create temp table reloaded (like copied)");

    const loaded = await copyIn(client, "copy reloaded (id, note) from stdin", Readable.from([bytes()]));
    const { rows } = await client.query<{ differing: number }>(
      "select count(*)::int as differing from (select * from copied except select * from reloaded) d",
    );
    expect(loaded).toBe(20_000);
    expect(rows[0].differing).toBe(0);
  });
});
