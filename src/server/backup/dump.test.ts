/**
 * A table's part on disk must hold exactly what the database sent: when the bytes written differ,
 * the backup fails there, rather than leaving an archive whose own checksums agree with a corrupt file.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "#tests/setup/global-db";
import { dumpDatabase } from "./dump";

const admin = inject("pgAdmin");
const name = `folio_dump_${crypto.randomBytes(5).toString("hex")}`;
const client = new pg.Client(withDatabase(admin, name) as pg.ClientConfig);
const stagingDirs: string[] = [];

beforeAll(async () => {
  const creator = new pg.Client(admin);
  await creator.connect();
  await creator.query(`create database ${name}`);
  await creator.end();
  await client.connect();
  await client.query("create table books (id int primary key, title text not null)");
  await client.query("insert into books select n, 'Book ' || n from generate_series(1, 500) n");
});

afterAll(async () => {
  await client.end();
  const dropper = new pg.Client(admin);
  await dropper.connect();
  await dropper.query(`drop database if exists ${name}`);
  await dropper.end();
  for (const dir of stagingDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const stagingDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-dump-"));
  stagingDirs.push(dir);
  return dir;
};

/**
 * A file whose every byte 'B' is stored as 'X': a write that went wrong on its way to the disk. It
 * finishes only once the file is written and closed, as a file stream does, so the dump reads back
 * what was stored rather than a file not yet opened.
 */
const garblingFile = (file: string) => {
  const disk = fs.createWriteStream(file);
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      disk.write(Buffer.from(chunk.toString("latin1").replaceAll("B", "X"), "latin1"), done);
    },
    final(done) {
      disk.once("error", done);
      disk.end(() => disk.once("close", () => done()));
    },
  });
};

describe("the database dump", () => {
  it("writes each table's rows as the database sent them", async () => {
    const dump = await dumpDatabase(client, { stagingDir: stagingDir() });
    expect(dump.rowCounts.books).toBe(500);
  });

  it("fails when a part on disk differs from what the database sent", async () => {
    await expect(dumpDatabase(client, { stagingDir: stagingDir(), openPart: garblingFile })).rejects.toThrow(
      '"public"."books": the part written to disk differs from what the database sent',
    );
  });
});
