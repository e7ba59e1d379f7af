import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { type ApiError, badRequest } from "./errors";

/** Browsers escape a double quote, CR and LF in a multipart file name; the stored name is the one the user chose. */
function formFileName(raw: string): string {
  return raw.replace(/%22|%0D|%0A/gi, (escaped) => decodeURIComponent(escaped));
}

const INTERRUPTED = "The upload was interrupted before the whole file arrived. Please try again.";

export interface IncomingFile {
  fileName: string;
  /** The file's bytes as they arrive; never buffered whole. */
  stream: Readable;
}

export interface MultipartOptions<T> {
  /** The form field that carries the file. */
  field: string;
  maxFileBytes: number;
  /** The whole body, file plus boundaries and fields; counted as it streams. */
  maxBodyBytes: number;
  tooLarge: () => ApiError;
  missingFile: string;
  /**
   * Consumes the stream (typically into storage) and settles once the file is stored
   * or refused. `fields` holds the text fields sent so far (clients send them first).
   */
  onFile: (file: IncomingFile, fields: Record<string, string>) => Promise<T>;
}

/**
 * Refuses a declared Content-Length over the limit before any of the body is read.
 * A body without one is counted as it streams (readMultipartUpload's maxBodyBytes).
 */
export function refuseDeclaredLength(request: Request, maxBodyBytes: number, tooLarge: () => ApiError): void {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge();
}

/**
 * Reads a multipart/form-data request with one file, streaming: the file goes to
 * onFile as it arrives, the file is cut off past maxFileBytes (tooLarge), and a body
 * that ends early or errors destroys the file stream, so onFile's write fails and
 * leaves nothing behind. Small text fields are returned alongside onFile's result.
 */
export function readMultipartUpload<T>(
  request: Request,
  options: MultipartOptions<T>,
): Promise<{ fields: Record<string, string>; result: T }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let current: Readable | null = null;
    let stored: Promise<T> | null = null;
    const fields: Record<string, string> = {};

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": request.headers.get("content-type") ?? "" },
        // Browsers send file names as UTF-8.
        defParamCharset: "utf8",
        // busboy reports the limit when a file reaches it, so one byte more lets a file of exactly the maximum through.
        limits: { files: 1, fields: 8, fieldSize: 1024, parts: 10, fileSize: options.maxFileBytes + 1 },
      });
    } catch {
      reject(badRequest("Send the file as multipart/form-data."));
      return;
    }
    if (!request.body) {
      reject(badRequest(options.missingFile, { [options.field]: [options.missingFile] }));
      return;
    }
    const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);

    const fail = (error: unknown) => {
      current?.destroy(error instanceof Error ? error : new Error(String(error)));
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      // The rest of the body is read and dropped, so the answer reaches the client.
      source.resume();
      // Answer only once the half-written file is gone, so nothing outlives the request.
      const cleanedUp: Promise<unknown> = stored ?? Promise.resolve();
      cleanedUp.then(
        () => reject(error),
        () => reject(error),
      );
    };

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== options.field || stored) {
        stream.resume();
        return;
      }
      current = stream;
      // Its errors reach the caller through onFile's promise; a stream no one reads any more must not crash the process.
      stream.on("error", () => {});
      stream.on("limit", () => stream.destroy(options.tooLarge()));
      stored = options.onFile({ fileName: formFileName(info.filename ?? ""), stream }, fields);
      stored.catch(fail);
    });
    parser.on("close", () => {
      if (!stored) {
        fail(badRequest(options.missingFile, { [options.field]: [options.missingFile] }));
        return;
      }
      stored.then(
        (result) => {
          if (settled) return;
          settled = true;
          resolve({ fields, result });
        },
        () => {},
      );
    });
    parser.on("error", (error) => fail(badRequest(`The upload could not be read: ${(error as Error).message}`)));
    // A client that goes away mid-body errors the source; a body cut short before its
    // closing boundary makes busboy fail the file stream itself.
    source.on("error", () => fail(badRequest(INTERRUPTED)));
    let received = 0;
    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > options.maxBodyBytes) fail(options.tooLarge());
    });
    source.pipe(parser);
  });
}

/**
 * The file's bytes with its head checked first: `check` sees at least `headBytes`
 * bytes (or the whole file when shorter) before anything is passed on, so a refused
 * file is never written. `size()` counts the bytes passed on so far.
 */
export function checkedStream(
  source: Readable,
  headBytes: number,
  check: (head: Uint8Array) => void,
): { stream: ReadableStream<Uint8Array>; size: () => number } {
  let size = 0;
  async function* chunks() {
    let head = Buffer.alloc(0);
    let checked = false;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (checked) {
        size += chunk.byteLength;
        yield new Uint8Array(chunk);
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.byteLength < headBytes) continue;
      check(head);
      checked = true;
      size += head.byteLength;
      yield new Uint8Array(head);
    }
    if (!checked) {
      check(head);
      size += head.byteLength;
      if (head.byteLength > 0) yield new Uint8Array(head);
    }
  }
  return { stream: Readable.toWeb(Readable.from(chunks())) as ReadableStream<Uint8Array>, size: () => size };
}
