/**
 * A small streaming reader and writer of POSIX ustar archives: regular files only, which is
 * all a backup holds. Entries stream through in order, so neither side ever keeps a whole
 * file in memory. Written here rather than taken from a package because the few hundred
 * bytes of format below are all we need, and the archive must stay readable by plain `tar`.
 */
import type { Readable } from "node:stream";

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);

export interface TarEntrySource {
  /** Path inside the archive, '/'-separated, no leading slash. */
  name: string;
  size: number;
  /** The entry's bytes; must yield exactly `size` bytes. */
  body: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** Splits a long name into ustar's prefix (155) and name (100) fields at a '/'. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let i = name.lastIndexOf("/"); i > 0; i = name.lastIndexOf("/", i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Archive entry name too long for tar: ${name}`);
}

function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100, "utf8");
  block.write(octal(0o600, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii"); // the checksum is computed with its own field as spaces
  block.write("0", 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** The archive's bytes: each entry's header, body and padding, then the two-block end marker. */
export async function* tarStream(entries: AsyncIterable<TarEntrySource> | Iterable<TarEntrySource>) {
  const mtime = Date.now();
  for await (const entry of entries) {
    yield header(entry.name, entry.size, mtime);
    let written = 0;
    for await (const chunk of entry.body()) {
      written += chunk.byteLength;
      if (written > entry.size) throw new Error(`${entry.name} grew while it was being archived`);
      yield chunk;
    }
    if (written !== entry.size) throw new Error(`${entry.name} changed size while it was being archived`);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield ZERO_BLOCK;
  yield ZERO_BLOCK;
}

export class TarFormatError extends Error {}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(bytes: number): Promise<boolean> {
    while (this.buffered < bytes && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        this.chunks.push(chunk);
        this.buffered += chunk.length;
      }
    }
    return this.buffered >= bytes;
  }

  /** Exactly `bytes` bytes, or null at a clean end of stream. */
  async read(bytes: number): Promise<Buffer | null> {
    if (!(await this.fill(bytes))) {
      if (this.buffered === 0) return null;
      throw new TarFormatError("The archive ends in the middle of an entry (is it cut short?)");
    }
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = all.length > bytes ? [all.subarray(bytes)] : [];
    this.buffered -= bytes;
    return all.subarray(0, bytes);
  }

  /** Up to `max` bytes as they arrive (at least one), for streaming an entry's body. */
  async readSome(max: number): Promise<Buffer> {
    if (!(await this.fill(1)))
      throw new TarFormatError("The archive ends in the middle of an entry (is it cut short?)");
    const first = this.chunks[0];
    if (first.length <= max) {
      this.chunks.shift();
      this.buffered -= first.length;
      return first;
    }
    this.chunks[0] = first.subarray(max);
    this.buffered -= max;
    return first.subarray(0, max);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Must be read to its end (or skipped with `drain`) before the next entry is asked for. */
  body: AsyncGenerator<Buffer>;
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const field = (start: number, length: number) =>
    block
      .subarray(start, start + length)
      .toString("utf8")
      .replace(/\0.*$/s, "");
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  const recorded = Number.parseInt(field(148, 8).trim(), 8);
  if (recorded !== sum) throw new TarFormatError("The archive is damaged: a tar header fails its checksum");
  const prefix = field(345, 155);
  const base = field(0, 100);
  return {
    name: prefix ? `${prefix}/${base}` : base,
    size: Number.parseInt(field(124, 12).trim() || "0", 8),
    type: field(156, 1) || "0",
  };
}

/** The archive's regular-file entries in order. Anything else (links, devices) is refused. */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  while (true) {
    const block = await reader.read(BLOCK);
    if (!block || block.equals(ZERO_BLOCK)) return;
    const { name, size, type } = parseHeader(block);
    if (type !== "0") throw new TarFormatError(`The archive holds an entry that is not a plain file: ${name}`);
    let left = size;
    const body = (async function* () {
      while (left > 0) {
        const chunk = await reader.readSome(left);
        left -= chunk.length;
        yield chunk;
      }
    })();
    yield { name, size, body };
    // Whatever the consumer left unread is skipped, with the padding.
    await body.return(undefined);
    while (left > 0) left -= (await reader.readSome(left)).length;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding && !(await reader.read(padding))) throw new TarFormatError("The archive ends early");
  }
}
