// Over 400 lines on purpose: what a valid file is, per kind (decision 028's table), is one list read side by
// side; each kind is a small checker, and a new kind adds one more beside them.
import { crc32 } from 'node:zlib';
import type { ErrorKey } from '@seabook/domain/errors';
import type { FileType } from '@seabook/domain/files';
import { directoryPlace, NotAZip, parseDirectory, type ZipEntry } from '../../lib/zip-read.ts';

/**
 * What a valid file of each type is (decision 028), checked on the whole content while it streams
 * past, beyond the first bytes `sniffType` looks at:
 * - PNG: the signature, IHDR first, every chunk whole with its CRC, IDAT, and IEND as the very end;
 * - JPEG: SOI, whole marker segments, a frame and a scan, and EOI as the very end;
 * - BMP: a sane header whose file size is the size;
 * - PDF: `%PDF-1.x`/`%PDF-2.x` at byte 0, `%%EOF` at the end, a `startxref` that points at an
 *   `xref` table or an xref stream object;
 * - images and PDFs: no markup (`<html`, `<script`, `<?php`, …) anywhere: a file that a browser or PHP
 *   could also take as a page is a polyglot, and refused;
 * - zip, docx, xlsx: the central directory found from the end record, wherever the parts lie; no
 *   programs, no paths that leave the folder; Office files also their required parts
 *   ([Content_Types].xml and word/document.xml or xl/workbook.xml), no macros and no foreign parts;
 * - doc, xls: a sane compound-file header, whole sectors, no VBA project;
 * - rar: only its signature (we cannot list a rar's contents; decision 028 says so).
 * The refusal is `FILE_CONTENT_MISMATCH` for a file that is not a valid one of its type, and
 * `FILE_CONTENT_UNSAFE` for one that is, but carries what it must not.
 */

type Verdict = ErrorKey | null;
const MISMATCH: ErrorKey = 'FILE_CONTENT_MISMATCH';
const UNSAFE: ErrorKey = 'FILE_CONTENT_UNSAFE';

/** Thrown inside a parser with its verdict. */
class Refused extends Error {
  constructor(readonly key: ErrorKey) {
    super(key);
  }
}
const refuse = (key: ErrorKey = MISMATCH): never => {
  throw new Refused(key);
};

// ---------------------------------------------------------------------------------------------------
// Parsers pull bytes: `yield read(n)` answers n bytes, `yield skip(n)` passes n bytes (handing them to
// `each` when given), `yield entropy()` passes JPEG scan data and answers the marker that ends it.

type Request = { read: number } | { skip: number; each?: (bytes: Buffer) => void } | { entropy: true } | { end: true };
type Parser = Generator<Request, void, Buffer | number>;

const read = (n: number): Request => ({ read: n });
const skip = (n: number, each?: (bytes: Buffer) => void): Request => (each ? { skip: n, each } : { skip: n });

/** Drives a parser over pushed chunks; a parser that returns has seen the whole file. */
class Driver {
  private pending: Buffer = Buffer.alloc(0);
  private request: Request;
  private done = false;
  /** A 0xFF seen as the last byte of scan data, its marker still to come. */
  private entropyFF = false;

  constructor(private readonly parser: Parser) {
    const first = parser.next();
    this.request = first.done ? { end: true } : first.value;
    if (first.done) this.done = true;
  }

  private answer(value: Buffer | number): void {
    const next = this.parser.next(value);
    if (next.done) this.done = true;
    else this.request = next.value;
  }

  push(chunk: Buffer): void {
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length > 0) {
      // Bytes after the end of the file as its format ends it: a payload riding along.
      if (this.done) refuse(UNSAFE);
      const request = this.request;
      if ('read' in request) {
        if (data.length < request.read) break;
        const bytes = Buffer.from(data.subarray(0, request.read));
        data = data.subarray(request.read);
        this.answer(bytes);
      } else if ('skip' in request) {
        const n = Math.min(request.skip, data.length);
        request.each?.(data.subarray(0, n));
        data = data.subarray(n);
        request.skip -= n;
        if (request.skip === 0) this.answer(0);
      } else if ('entropy' in request) {
        const marker = this.scanEntropy(data);
        if (marker === null) {
          data = Buffer.alloc(0);
          break;
        }
        data = data.subarray(marker.next);
        this.answer(marker.code);
      } else refuse(UNSAFE);
    }
    this.pending = Buffer.from(data);
  }

  /** Finds the marker that ends scan data (0xFF not followed by 0x00, a restart marker or fill). */
  private scanEntropy(data: Buffer): { code: number; next: number } | null {
    let at = 0;
    if (this.entropyFF) {
      this.entropyFF = false;
      const code = data[0] as number;
      if (code !== 0x00 && code !== 0xff && !(code >= 0xd0 && code <= 0xd7)) return { code, next: 1 };
      at = code === 0xff ? 0 : 1;
    }
    for (;;) {
      const ff = data.indexOf(0xff, at);
      if (ff < 0) return null;
      if (ff === data.length - 1) {
        this.entropyFF = true;
        return null;
      }
      const code = data[ff + 1] as number;
      if (code !== 0x00 && code !== 0xff && !(code >= 0xd0 && code <= 0xd7)) return { code, next: ff + 2 };
      at = code === 0xff ? ff + 1 : ff + 2;
    }
  }

  /** Whether the parser saw its file end exactly where the bytes ended. */
  finished(): boolean {
    return this.done && this.pending.length === 0 && !this.entropyFF;
  }
}

// ---------------------------------------------------------------------------------------------------
// Images

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function* png(): Parser {
  if (!PNG_SIGNATURE.equals((yield read(8)) as Buffer)) refuse();
  let first = true;
  let sawData = false;
  for (;;) {
    const header = (yield read(8)) as Buffer;
    const length = header.readUInt32BE(0);
    const type = header.subarray(4, 8);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type.toString('latin1'))) refuse();
    const name = type.toString('latin1');
    if (first !== (name === 'IHDR')) refuse();
    if (name === 'IHDR' && length !== 13) refuse();
    first = false;
    let crc = crc32(type);
    yield skip(length, (bytes) => {
      crc = crc32(bytes, crc);
    });
    if (((yield read(4)) as Buffer).readUInt32BE(0) !== crc) refuse();
    if (name === 'IDAT') sawData = true;
    if (name === 'IEND') {
      if (!sawData || length !== 0) refuse();
      return;
    }
  }
}

/** JPEG markers that stand alone, without a length: TEM and the restarts. */
const standalone = (code: number) => code === 0x01 || (code >= 0xd0 && code <= 0xd7);
/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC). */
const isFrame = (code: number) => code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;

function* jpeg(): Parser {
  const soi = (yield read(2)) as Buffer;
  if (soi[0] !== 0xff || soi[1] !== 0xd8) refuse();
  let frame = false;
  let scan = false;
  let code = -1;
  for (;;) {
    if (code < 0) {
      let byte = ((yield read(1)) as Buffer)[0];
      if (byte !== 0xff) refuse();
      while (byte === 0xff) byte = ((yield read(1)) as Buffer)[0];
      code = byte as number;
    }
    if (code === 0xd9) {
      if (!frame || !scan) refuse();
      return;
    }
    if (code === 0xd8 || code === 0x00) refuse();
    if (standalone(code)) {
      code = -1;
      continue;
    }
    const length = ((yield read(2)) as Buffer).readUInt16BE(0);
    if (length < 2) refuse();
    yield skip(length - 2);
    if (isFrame(code)) frame = true;
    if (code === 0xda) {
      if (!frame) refuse();
      scan = true;
      code = (yield { entropy: true }) as number;
    } else code = -1;
  }
}

const BMP_BITS = [1, 4, 8, 16, 24, 32];
const BMP_HEADERS = [12, 40, 52, 56, 64, 108, 124];

function* bmp(): Parser {
  const header = (yield read(26)) as Buffer;
  if (header.toString('latin1', 0, 2) !== 'BM') refuse();
  const fileSize = header.readUInt32LE(2);
  const dataAt = header.readUInt32LE(10);
  const infoSize = header.readUInt32LE(14);
  if (!BMP_HEADERS.includes(infoSize) || dataAt < 14 + infoSize || dataAt > fileSize) refuse();
  const core = infoSize === 12;
  const info = (yield read(core ? 4 : 4 + 2)) as Buffer;
  const width = core ? header.readUInt16LE(18) : header.readInt32LE(18);
  const height = core ? header.readUInt16LE(20) : header.readInt32LE(22);
  const planes = core ? header.readUInt16LE(22) : info.readUInt16LE(0);
  const bits = core ? header.readUInt16LE(24) : info.readUInt16LE(2);
  if (width <= 0 || height === 0 || planes !== 1 || !BMP_BITS.includes(bits)) refuse();
  // The size it declares is the whole file: anything after it is a payload.
  const seen = header.length + info.length;
  if (fileSize < seen) refuse();
  yield skip(fileSize - seen);
}

// ---------------------------------------------------------------------------------------------------
// Markup: what makes a file a page (or a PHP script) as well as an image or a PDF.

const MARKUP = ['<html', '<script', '<?php', '<body', '<iframe', '<!doctype', '<svg', '<object', '<embed'];
const LONGEST = Math.max(...MARKUP.map((word) => word.length));
const LOWER = MARKUP.map((word) => Buffer.from(word));
const UPPER = MARKUP.map((word) => Buffer.from(word.toUpperCase()));

/** Whether `window` holds one of the words at `at`, all in lower or all in upper case. */
function markupAt(window: Buffer, at: number): boolean {
  for (let i = 0; i < LOWER.length; i += 1) {
    const lower = LOWER[i] as Buffer;
    const upper = UPPER[i] as Buffer;
    if (at + lower.length > window.length) continue;
    if (window.compare(lower, 0, lower.length, at, at + lower.length) === 0) return true;
    if (window.compare(upper, 0, upper.length, at, at + upper.length) === 0) return true;
  }
  return false;
}

/** Looks at every `<` once (a chunk is searched for it, not for each word). */
class MarkupScan {
  private carry: Buffer = Buffer.alloc(0);
  found = false;
  push(chunk: Buffer): void {
    if (this.found) return;
    const window = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    // A word cut by the chunk's end is looked at again with the next chunk.
    const last = window.length - LONGEST + 1;
    let at = window.indexOf(0x3c);
    for (; at >= 0 && at < last; at = window.indexOf(0x3c, at + 1)) {
      if (markupAt(window, at)) {
        this.found = true;
        return;
      }
    }
    this.carry = Buffer.from(window.subarray(Math.max(0, last)));
  }
  /** The end of the file: a word in its last bytes counts too. */
  end(): boolean {
    if (this.found) return true;
    for (let at = this.carry.indexOf(0x3c); at >= 0; at = this.carry.indexOf(0x3c, at + 1))
      if (markupAt(this.carry, at)) this.found = true;
    return this.found;
  }
}

// ---------------------------------------------------------------------------------------------------
// Head and tail, for the formats whose facts are at the end (PDF, zip).

/** The central directory is read from the tail: a larger one (tens of thousands of entries) is refused. */
const TAIL_BYTES = 2 * 1024 * 1024;

class Tail {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    while (this.chunks.length > 1 && this.length - (this.chunks[0] as Buffer).length >= this.limit) {
      this.length -= (this.chunks.shift() as Buffer).length;
    }
  }
  bytes(): Buffer {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit));
  }
}

function pdfVerdict(head: Buffer, tail: Buffer, size: number, positions: PdfPositions): Verdict {
  if (!/^%PDF-[12]\.\d/.test(head.toString('latin1', 0, 8))) return MISMATCH;
  const end = tail.toString('latin1', Math.max(0, tail.length - 1024));
  if (!/%%EOF\s*$/.test(end)) return MISMATCH;
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(end);
  if (!match) return MISMATCH;
  const at = Number(match[1]);
  if (!(at > 0 && at < size)) return MISMATCH;
  // A classic table begins `xref` exactly there; an xref stream is an object `n g obj` starting there.
  if (positions.xref.has(at)) return null;
  for (const obj of positions.obj) if (obj > at && obj - at <= 24) return null;
  return MISMATCH;
}

/** Where the keywords `xref` and `obj` begin, found while the bytes pass. */
type PdfPositions = { xref: Set<number>; obj: Set<number> };

function pdfKeywords(): { push(chunk: Buffer, at: number): void; positions: PdfPositions } {
  const positions: PdfPositions = { xref: new Set(), obj: new Set() };
  let carry = Buffer.alloc(0);
  return {
    positions,
    push(chunk, at) {
      const window = Buffer.concat([carry, chunk]);
      const start = at - carry.length;
      for (const [word, set] of [
        ['xref', positions.xref],
        [' obj', positions.obj],
      ] as const) {
        for (let i = window.indexOf(word); i >= 0; i = window.indexOf(word, i + 1)) {
          // Objects are counted past their space: `1 0 obj` has `obj` at the space plus one.
          set.add(start + i + (word === ' obj' ? 1 : 0));
          if (set.size > 1_000_000) return;
        }
      }
      carry = Buffer.from(window.subarray(Math.max(0, window.length - 3)));
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Zip packages

/** Extensions of programs and scripts a zip must not carry (by name; what they run is what they are). */
const PROGRAMS =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|apk|app|lnk|reg|inf|scf|url|iso|img|vhd|vhdx|elf)$/i;

const OFFICE_ROOTS = ['[Content_Types].xml', '_rels/', 'docProps/', 'customXml/'];
const OFFICE_MAIN: Partial<Record<FileType, { folder: string; part: string }>> = {
  docx: { folder: 'word/', part: 'word/document.xml' },
  xlsx: { folder: 'xl/', part: 'xl/workbook.xml' },
};
/** Macros: VBA projects, their data, Excel 4 macro sheets, and OLE packages (which carry programs). */
const MACROS = /(vbaproject\.bin|vbadata\.xml|vbaprojectsignature|\/macrosheets\/|\/embeddings\/oleobject[^/]*\.bin$)/i;

/** The most entries an uploaded zip may list. */
const MAX_ZIP_ENTRIES = 10_000;

function unsafeName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-z]:/i.test(name) ||
    name.split('/').includes('..') ||
    [...name].some((char) => char < ' ') ||
    PROGRAMS.test(name)
  );
}

function zipVerdict(type: FileType, tail: Buffer, size: number): Verdict {
  let entries: ZipEntry[];
  try {
    const place = directoryPlace(tail);
    const tailStart = size - tail.length;
    // The directory ends where the end record begins; one outside the tail is too large to be ours.
    if (place.offset < tailStart || place.offset + place.size > size) return MISMATCH;
    const from = place.offset - tailStart;
    entries = parseDirectory(tail.subarray(from, from + place.size), place.entries);
    if (entries.length === 0 || entries.length > MAX_ZIP_ENTRIES) return MISMATCH;
    if (entries.some((entry) => entry.localOffset >= place.offset)) return MISMATCH;
  } catch (error) {
    if (error instanceof NotAZip) return MISMATCH;
    throw error;
  }
  if (entries.some((entry) => unsafeName(entry.name))) return UNSAFE;
  const main = OFFICE_MAIN[type];
  if (!main) return null;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has(main.part)) return MISMATCH;
  if (entries.some((entry) => MACROS.test(entry.name))) return UNSAFE;
  const foreign = entries.some(
    (entry) => ![...OFFICE_ROOTS, main.folder].some((root) => entry.name === root || entry.name.startsWith(root)),
  );
  return foreign ? UNSAFE : null;
}

// ---------------------------------------------------------------------------------------------------
// OLE compound files (doc, xls)

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** `_VBA_PROJECT` as the directory names it (UTF-16LE): the stream every VBA project has. */
const VBA = Buffer.from('_VBA_PROJECT', 'utf16le');

function oleVerdict(head: Buffer, size: number, vba: boolean): Verdict {
  if (head.length < 512 || !OLE_SIGNATURE.equals(head.subarray(0, 8))) return MISMATCH;
  const major = head.readUInt16LE(26);
  const order = head.readUInt16LE(28);
  const shift = head.readUInt16LE(30);
  if (order !== 0xfffe || head.readUInt16LE(32) !== 6) return MISMATCH;
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return MISMATCH;
  // A compound file is whole sectors; bytes past the last one are not part of it.
  if (size % (1 << shift) !== 0) return UNSAFE;
  return vba ? UNSAFE : null;
}

// ---------------------------------------------------------------------------------------------------

/** What the checks of one type keep while the bytes pass. */
export type ContentCheck = { push(chunk: Buffer): void; verdict(): Verdict };

/**
 * The content check of a file of `type` (its extension's, once the name and the first bytes agree):
 * push every chunk in order, then ask the verdict. A push may throw nothing; a refusal found early is
 * kept and answered by `verdict()`.
 */
export function contentCheck(type: FileType): ContentCheck {
  let size = 0;
  let early: Verdict = null;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const tail = new Tail(TAIL_BYTES);
  const markup = ['png', 'jpg', 'bmp', 'pdf'].includes(type) ? new MarkupScan() : null;
  const keywords = type === 'pdf' ? pdfKeywords() : null;
  const parser = type === 'png' ? png() : type === 'jpg' ? jpeg() : type === 'bmp' ? bmp() : null;
  const driver = parser ? new Driver(parser) : null;
  const ole = type === 'doc' || type === 'xls';
  let vbaCarry = Buffer.alloc(0);
  let vba = false;
  return {
    push(chunk) {
      if (early) return;
      const at = size;
      size += chunk.length;
      if (headLength < 4096) {
        headChunks.push(chunk);
        headLength += chunk.length;
      }
      tail.push(chunk);
      markup?.push(chunk);
      keywords?.push(chunk, at);
      if (ole && !vba) {
        const window = Buffer.concat([vbaCarry, chunk]);
        vba = window.includes(VBA);
        vbaCarry = Buffer.from(window.subarray(Math.max(0, window.length - VBA.length + 1)));
      }
      if (driver) {
        try {
          driver.push(chunk);
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          early = error.key;
        }
      }
    },
    verdict() {
      if (early) return early;
      if (size === 0) return MISMATCH;
      if (markup?.end()) return UNSAFE;
      if (driver && !driver.finished()) return MISMATCH;
      const first = Buffer.concat(headChunks);
      switch (type) {
        case 'pdf':
          return pdfVerdict(first, tail.bytes(), size, (keywords as ReturnType<typeof pdfKeywords>).positions);
        case 'zip':
        case 'docx':
        case 'xlsx':
          return zipVerdict(type, tail.bytes(), size);
        case 'doc':
        case 'xls':
          return oleVerdict(first, size, vba);
        default:
          return null;
      }
    },
  };
}

/** The content check of a whole file held in memory (the rate sheet's upload). */
export function checkContent(type: FileType, bytes: Uint8Array): Verdict {
  const check = contentCheck(type);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let at = 0; at < buffer.length; at += 64 * 1024) check.push(buffer.subarray(at, at + 64 * 1024));
  return check.verdict();
}
