/**
 * `COPY … TO STDOUT` and `COPY … FROM STDIN` over a node-postgres client. node-postgres speaks
 * the copy sub-protocol only through a "submittable" (an object it hands the connection's
 * messages to); these two are that, streaming with back-pressure in both directions.
 */
import crypto from "node:crypto";
import type { Writable } from "node:stream";
import type pg from "pg";

/** The parts of pg's internal connection a submittable is handed. */
interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadableStream & NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

abstract class CopyCommand {
  protected rows = 0;
  private error: Error | undefined;
  readonly done: Promise<number>;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: Connection) {
    connection.query(this.text);
  }
  handleCommandComplete(message: { text: string }) {
    this.rows = Number.parseInt(/\d+$/.exec(message.text)?.[0] ?? "0", 10);
  }
  handleReadyForQuery() {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rows);
  }
  handleError(error: Error) {
    // pg drops a query that failed before its ReadyForQuery arrives: settle here.
    this.settle.reject(this.error ?? error);
  }
  protected fail(error: Error) {
    this.error ??= error;
  }
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData(_message: { chunk: Buffer }, _connection: Connection) {}
  handleCopyInResponse(connection: Connection) {
    connection.sendCopyFail("this command does not send data");
  }
}

class CopyOut extends CopyCommand {
  /** Of the bytes as Postgres sent them, so the caller can check that the same bytes reached the disk. */
  readonly received = crypto.createHash("sha256");

  constructor(
    text: string,
    private readonly sink: Writable,
  ) {
    super(text);
  }
  override handleCopyData(message: { chunk: Buffer }, _connection: Connection) {
    this.received.update(message.chunk);
    // Written as it comes: the sink buffers what the disk has not taken yet. Pausing the
    // connection's socket here stalled the COPY for good once a table passed the sink's buffer.
    // A copy of the chunk, not the chunk: it is a view into pg's read buffer, which pg reuses for
    // the next bytes from the socket, so a chunk still queued in the sink would be overwritten
    // (a backup taken on a busy machine restored a truncated uuid).
    this.sink.write(Buffer.from(message.chunk));
  }
}

class CopyIn extends CopyCommand {
  constructor(
    text: string,
    private readonly source: AsyncIterable<Uint8Array>,
  ) {
    super(text);
  }
  override handleCopyInResponse(connection: Connection) {
    void (async () => {
      try {
        for await (const chunk of this.source) {
          connection.sendCopyFromChunk(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if (connection.stream.writableNeedDrain) {
            await new Promise((resolve) => connection.stream.once("drain", resolve));
          }
        }
        connection.endCopyFrom();
      } catch (error) {
        this.fail(error as Error);
        connection.sendCopyFail(`the source failed: ${(error as Error).message}`);
      }
    })();
  }
}

/**
 * Runs `COPY … TO STDOUT`, writing its data to `sink` (which is not ended); resolves to the row
 * count and the sha256 of the data as Postgres sent it.
 */
export async function copyOut(
  client: pg.ClientBase,
  text: string,
  sink: Writable,
): Promise<{ rows: number; sha256: string }> {
  const command = new CopyOut(text, sink);
  client.query(command as never);
  const rows = await command.done;
  return { rows, sha256: command.received.digest("hex") };
}

/** Runs `COPY … FROM STDIN` with the bytes of `source`; resolves to the row count. */
export function copyIn(client: pg.ClientBase, text: string, source: AsyncIterable<Uint8Array>): Promise<number> {
  const command = new CopyIn(text, source);
  client.query(command as never);
  return command.done;
}
