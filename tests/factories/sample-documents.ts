/**
 * Sample documents of a believable size for the demo house: a manuscript PDF with real pages
 * of text, a Word document that opens, and a cover image. Generated here (no binary files in
 * the repository), deterministic for the same input.
 */
import zlib from "node:zlib";

const LINES_PER_PAGE = 38;

/** PDF strings escape backslashes and parentheses. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** Lines of manuscript prose: the paragraphs given, wrapped at about 80 characters, repeated to fill the pages. */
function manuscriptLines(paragraphs: string[], count: number): string[] {
  const wrapped: string[] = [];
  for (const paragraph of paragraphs) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      if ((line + word).length > 80) {
        wrapped.push(line.trimEnd());
        line = "";
      }
      line += `${word} `;
    }
    wrapped.push(line.trimEnd(), "");
  }
  return Array.from({ length: count }, (_, i) => wrapped[i % wrapped.length] ?? "");
}

/** A PDF of `pages` A5 pages: the title on the first, then numbered pages of the manuscript's text. */
export function samplePdf(title: string, paragraphs: string[], pages: number): Buffer {
  const lines = manuscriptLines(paragraphs, pages * LINES_PER_PAGE);
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 page tree, 3 font; then a content stream and a page per page.
  for (let page = 0; page < pages; page += 1) {
    const body =
      page === 0
        ? [title, "", ...lines.slice(0, LINES_PER_PAGE - 2)]
        : lines.slice(page * LINES_PER_PAGE, (page + 1) * LINES_PER_PAGE);
    const text = body.map((line) => `(${pdfText(line)}) Tj T*`).join("\n");
    const stream = `BT /F1 9 Tf 11 TL 36 560 Td\n${text}\n(${page + 1}) Tj\nET`;
    const contentId = 4 + page * 2;
    objects[contentId] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
    objects[contentId + 1] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(contentId + 1);
  }
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>";

  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer << /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A ZIP archive of stored (uncompressed) entries, which is all a .docx needs to open. */
function storedZip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, "utf8");
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(data.byteLength, 22);
    local.writeUInt16LE(fileName.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(data.byteLength, 24);
    central.writeUInt16LE(fileName.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.byteLength + fileName.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlText = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c] ?? c);

/** A Word document with a heading and the paragraphs given, `copies` times over. */
export function sampleDocx(title: string, paragraphs: string[], copies: number): Buffer {
  const body = [title, ...Array.from({ length: copies }, () => paragraphs).flat()]
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`)
    .join("");
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`, "utf8");
  return storedZip([
    {
      name: "[Content_Types].xml",
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: "word/document.xml",
      data: xml(
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of a diagonal gradient between two colours with a paper-like grain (`grainLevels`
 * steps of noise), so it weighs what a scanned sketch or a cover proof does, not a few bytes.
 */
export function samplePng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
  grainLevels = 18,
): Buffer {
  let seed = width * 31 + height;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed / 2147483648 - 0.5) * grainLevels;
  };
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const pixels = Buffer.alloc(width * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c += 1) {
        const value = from[c] + (to[c] - from[c]) * t + grain();
        pixels[x * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
    // Filter 1 ("Sub"): each byte as its difference from the pixel to its left, which deflate packs well.
    const row = y * (width * 3 + 1);
    rows[row] = 1;
    for (let i = 0; i < pixels.byteLength; i += 1)
      rows[row + 1 + i] = (pixels[i] - (i >= 3 ? pixels[i - 3] : 0)) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
