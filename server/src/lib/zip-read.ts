import { Inflate } from 'fflate';

/**
 * Reading a zip (an .xlsx, a .docx, an uploaded .zip) without trusting it (decision 028): the entries
 * come from the central directory, found from its end record wherever it lies, as the readers that
 * open the file later find them (exceljs reads with JSZip, which does the same); and what an entry
 * inflates to is counted while it inflates, never taken from the sizes the directory declares.
 */

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused by `inflatedSize`. */
  method: number;
  flags: number;
  compressedSize: number;
  /** What the directory declares: a claim, not a fact. */
  declaredSize: number;
  localOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;

/** The end record is 22 bytes and may be followed by a comment of up to 65,535. */
const EOCD_WINDOW = 22 + 0xffff;

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}
function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;
}

/** A zip that cannot be read as one (no end record, a directory outside the file, zip64, …). */
export class NotAZip extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'NotAZip';
  }
}

/** Where the end record starts within `tail` (the last bytes of a file), or -1. */
export function findEndRecord(tail: Uint8Array): number {
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - EOCD_WINDOW); at -= 1) {
    // The comment length must reach exactly to the end of the file.
    if (u32(tail, at) === EOCD && at + 22 + u16(tail, at + 20) === tail.length) return at;
  }
  return -1;
}

export type ZipDirectoryPlace = { entries: number; size: number; offset: number };

/** What the end record says of the directory; zip64 and multi-disk archives are refused. */
export function directoryPlace(tail: Uint8Array): ZipDirectoryPlace {
  const end = findEndRecord(tail);
  if (end < 0) throw new NotAZip('no end record');
  if (end >= 20 && u32(tail, end - 20) === ZIP64_EOCD_LOCATOR) throw new NotAZip('zip64');
  if (u16(tail, end + 4) !== 0 || u16(tail, end + 6) !== 0) throw new NotAZip('multi-disk');
  const entries = u16(tail, end + 10);
  if (entries !== u16(tail, end + 8)) throw new NotAZip('multi-disk');
  const size = u32(tail, end + 12);
  const offset = u32(tail, end + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new NotAZip('zip64');
  return { entries, size, offset };
}

/**
 * The entries of the central directory held in `directory` (exactly its bytes). Names are decoded as
 * UTF-8 (flag 11) or, as zip readers do otherwise, byte by byte.
 */
export function parseDirectory(directory: Uint8Array, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const utf8 = new TextDecoder('utf-8', { fatal: false });
  const latin = new TextDecoder('latin1');
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > directory.length || u32(directory, at) !== CENTRAL) throw new NotAZip('bad directory');
    const flags = u16(directory, at + 8);
    const nameLength = u16(directory, at + 28);
    const extraLength = u16(directory, at + 30);
    const commentLength = u16(directory, at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > directory.length) throw new NotAZip('bad directory');
    const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: (flags & 0x800 ? utf8 : latin).decode(nameBytes),
      method: u16(directory, at + 10),
      flags,
      compressedSize: u32(directory, at + 20),
      declaredSize: u32(directory, at + 24),
      localOffset: u32(directory, at + 42),
    });
    at = end;
  }
  return entries;
}

/** The entries of a whole zip held in memory, from its central directory. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const tailStart = Math.max(0, bytes.length - EOCD_WINDOW);
  const place = directoryPlace(bytes.subarray(tailStart));
  if (place.offset + place.size > bytes.length) throw new NotAZip('directory outside the file');
  return parseDirectory(bytes.subarray(place.offset, place.offset + place.size), place.entries);
}

/** The compressed bytes of an entry, found through its local header as the directory places it. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL) throw new NotAZip('bad local header');
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new NotAZip('entry outside the file');
  return bytes.subarray(start, end);
}

/** Raised when the inflated bytes pass the limit; inflating stops there. */
export class InflatesTooLarge extends Error {
  constructor() {
    super('inflates past the limit');
    this.name = 'InflatesTooLarge';
  }
}

/** Input fed to the inflater at a time: deflate expands at most ~1,032 times, so 4 MB of output at most. */
const STEP = 4 * 1024;

/**
 * How many bytes an entry really inflates to, counted while inflating and stopped (`InflatesTooLarge`)
 * at the first byte past `budget`. Nothing inflated is kept. Encrypted entries and methods other than
 * stored and deflated are `NotAZip`.
 */
export function inflatedSize(data: Uint8Array, entry: ZipEntry, budget: number): number {
  if (entry.flags & 0x1) throw new NotAZip('encrypted');
  if (entry.method === 0) {
    if (data.length > budget) throw new InflatesTooLarge();
    return data.length;
  }
  if (entry.method !== 8) throw new NotAZip(`method ${entry.method}`);
  let size = 0;
  let broken = false;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += STEP) {
      inflater.push(data.subarray(at, Math.min(at + STEP, data.length)), at + STEP >= data.length);
      if (size > budget) throw new InflatesTooLarge();
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof InflatesTooLarge) throw error;
    broken = true;
  }
  if (broken) throw new NotAZip('bad deflate data');
  return size;
}

/**
 * Checks a whole zip within bounds: at most `maxEntries` entries, and all of them together inflating to
 * at most `maxUnzippedBytes`, counted while inflating. Throws `NotAZip` or `InflatesTooLarge`.
 */
export function checkZipBounds(bytes: Uint8Array, limits: { maxUnzippedBytes: number; maxEntries: number }): void {
  const entries = zipEntries(bytes);
  if (entries.length > limits.maxEntries) throw new InflatesTooLarge();
  let left = limits.maxUnzippedBytes;
  for (const entry of entries) left -= inflatedSize(entryData(bytes, entry), entry, left);
}
