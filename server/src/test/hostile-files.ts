import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { sampleFiles } from '../modules/files/files.service.ts';

/**
 * The hostile files of issue 18 §3, built in code (nothing big is committed): zip bombs, polyglots,
 * Office files with macros or programs, broken images and PDFs. Each one names the kind it is
 * uploaded as and the refusal expected; `GOOD_FILES` are the valid ones that must still pass.
 */

export type ZipPart = {
  name: string;
  data: Buffer | string;
  /** 0 stored, 8 deflated (default). */
  method?: 0 | 8;
  /** Already compressed bytes, with the size they inflate to (a bomb). */
  packed?: { bytes: Buffer; size: number };
  /** What the directory declares the entry inflates to, whatever it does. */
  declaredSize?: number;
};

/** A zip archive with its central directory; `after` bytes follow the end record; `directoryAt` lies. */
export function zipOf(parts: ZipPart[], options: { after?: Buffer; directoryAt?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const method = part.method ?? 8;
    const packed = part.packed?.bytes ?? (method === 8 ? deflateRawSync(data) : data);
    const size = part.declaredSize ?? part.packed?.size ?? data.length;
    const crc = crc32(data);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(options.directoryAt ?? offset, 16);
  return Buffer.concat([...locals, directory, end, options.after ?? Buffer.alloc(0)]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
  '<sheet name="LCL" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';
const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row></sheetData></worksheet>';

/** The parts of a minimal workbook exceljs opens; `sheet` replaces the one sheet's part. */
export function workbookParts(sheet: ZipPart = { name: 'xl/worksheets/sheet1.xml', data: SHEET }): ZipPart[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: RELS },
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    sheet,
  ];
}

const DOCX_PARTS: ZipPart[] = [
  { name: '[Content_Types].xml', data: CONTENT_TYPES },
  { name: '_rels/.rels', data: RELS },
  { name: 'word/document.xml', data: '<w:document/>' },
];

/**
 * Raw deflate of `mib` MiB of zeros, built from the repeating block zlib writes once its window is all
 * zeros: 1,536 MiB comes to about 1.5 MB, instantly (verified by inflating it while writing this).
 */
export async function zerosDeflated(mib: number): Promise<Buffer> {
  const zero = Buffer.alloc(1 << 20);
  const deflater = createDeflateRaw({ level: 9, memLevel: 9 });
  const step = async (finish: boolean) => {
    const out: Buffer[] = [];
    const take = (chunk: Buffer) => out.push(chunk);
    deflater.on('data', take);
    if (finish) {
      deflater.end(zero);
      await new Promise((resolve) => deflater.once('end', resolve));
    } else {
      deflater.write(zero);
      await new Promise<void>((resolve) => deflater.flush(constants.Z_SYNC_FLUSH, () => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    deflater.off('data', take);
    return Buffer.concat(out);
  };
  const first = await step(false);
  const middle = await step(false);
  const again = await step(false);
  const last = await step(true);
  if (!middle.equals(again)) throw new Error('zlib did not repeat its block');
  return Buffer.concat([first, ...new Array<Buffer>(Math.max(0, mib - 2)).fill(middle), last]);
}

/** Issue 18's bomb: a 1.5 MB .xlsx whose sheet declares 1,000 bytes and inflates to 1.5 GiB. */
export async function zipBomb(): Promise<Buffer> {
  const mib = 1536;
  const packed = { bytes: await zerosDeflated(mib), size: mib * 1024 * 1024 };
  return zipOf(workbookParts({ name: 'xl/worksheets/sheet1.xml', data: '', packed, declaredSize: 1000 }));
}

// ---------------------------------------------------------------------------------------------------
// Images, PDFs and compound files

const { PNG, JPG, bmp, pdf, ole } = sampleFiles;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** The PNG's chunks after its signature, by type, in order. */
function pngChunks(): { type: string; bytes: Buffer }[] {
  const chunks: { type: string; bytes: Buffer }[] = [];
  for (let at = 8; at < PNG.length; ) {
    const length = PNG.readUInt32BE(at);
    chunks.push({ type: PNG.toString('latin1', at + 4, at + 8), bytes: PNG.subarray(at, at + 12 + length) });
    at += 12 + length;
  }
  return chunks;
}
const SIGNATURE = PNG.subarray(0, 8);
const png = (types: string[], extra: Record<string, Buffer> = {}) =>
  Buffer.concat([
    SIGNATURE,
    ...types.map((type) => extra[type] ?? pngChunks().find((chunk) => chunk.type === type)?.bytes ?? Buffer.alloc(0)),
  ]);

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

/** A JPEG with a segment inserted after SOI. */
function jpegWith(marker: number, payload: Buffer): Buffer {
  const segment = Buffer.alloc(4);
  segment.writeUInt8(0xff, 0);
  segment.writeUInt8(marker, 1);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([JPG.subarray(0, 2), segment, payload, JPG.subarray(2)]);
}

const latin = (text: string) => Buffer.from(text, 'latin1');
/** The sample PDF with its text changed. */
const pdfText = () => pdf().toString('latin1');

/** A compound file with `_VBA_PROJECT` in a directory sector (what a .doc with macros has). */
function oleWithMacros(): Buffer {
  const sector = Buffer.alloc(512);
  sector.write('_VBA_PROJECT', 0, 'utf16le');
  return Buffer.concat([ole(), sector]);
}

/** A BMP whose declared file size is `size`. */
function bmpSized(size: number, patch: (file: Buffer) => void = () => {}): Buffer {
  const file = bmp();
  file.writeUInt32LE(size, 2);
  patch(file);
  return file;
}

export type FileCase = { what: string; kind: string; name: string; bytes: Buffer | (() => Buffer) };
export type HostileCase = FileCase & { refusal: string };

const m = 'FILE_CONTENT_MISMATCH';
const u = 'FILE_CONTENT_UNSAFE';
const xlsx = (extra: ZipPart[] = [], options: Parameters<typeof zipOf>[1] = {}) =>
  zipOf([...workbookParts(), ...extra], options);
const docx = (extra: ZipPart[] = []) => zipOf([...DOCX_PARTS, ...extra]);

/** The corpus: at least 40 files issue 18 §3 names or implies, each with the refusal it must get. */
export const HOSTILE_FILES: HostileCase[] = [
  // PNG
  { what: 'PNG + HTML after IEND', kind: 'image', name: 'a.png', bytes: Buffer.concat([PNG, HTML]), refusal: u },
  { what: 'PNG + PHP after IEND', kind: 'image', name: 'a.png', bytes: Buffer.concat([PNG, PHP]), refusal: u },
  {
    what: 'PNG with a script in a valid tEXt chunk',
    kind: 'image',
    name: 'a.png',
    bytes: () => png(['IHDR', 'tEXt', 'IDAT', 'IEND'], { tEXt: pngChunk('tEXt', HTML) }),
    refusal: u,
  },
  {
    what: 'PNG with PHP in a zTXt-like private chunk',
    kind: 'image',
    name: 'a.png',
    bytes: () => png(['IHDR', 'phPp', 'IDAT', 'IEND'], { phPp: pngChunk('phPp', PHP) }),
    refusal: u,
  },
  { what: 'PNG cut before IEND', kind: 'image', name: 'a.png', bytes: () => png(['IHDR', 'IDAT']), refusal: m },
  {
    what: 'PNG with a wrong CRC',
    kind: 'image',
    name: 'a.png',
    bytes: () => {
      const file = Buffer.from(PNG);
      file[29] = (file[29] ?? 0) ^ 0xff;
      return file;
    },
    refusal: m,
  },
  {
    what: 'PNG without IHDR first',
    kind: 'image',
    name: 'a.png',
    bytes: () => png(['IDAT', 'IHDR', 'IEND']),
    refusal: m,
  },
  { what: 'PNG without image data', kind: 'image', name: 'a.png', bytes: () => png(['IHDR', 'IEND']), refusal: m },
  { what: 'PNG signature alone', kind: 'image', name: 'a.png', bytes: SIGNATURE, refusal: m },
  { what: 'a page named .png', kind: 'image', name: 'a.png', bytes: HTML, refusal: m },
  { what: 'PNG named .jpg', kind: 'image', name: 'a.jpg', bytes: PNG, refusal: m },
  // JPEG
  { what: 'JPEG + PHP after EOI', kind: 'image', name: 'a.jpg', bytes: Buffer.concat([JPG, PHP]), refusal: u },
  { what: 'JPEG + HTML after EOI', kind: 'idImage', name: 'a.jpeg', bytes: Buffer.concat([JPG, HTML]), refusal: u },
  { what: 'JPEG with PHP in a comment', kind: 'image', name: 'a.jpg', bytes: () => jpegWith(0xfe, PHP), refusal: u },
  { what: 'JPEG with HTML in APP1', kind: 'licence', name: 'a.jpg', bytes: () => jpegWith(0xe1, HTML), refusal: u },
  { what: 'JPEG cut before EOI', kind: 'image', name: 'a.jpg', bytes: JPG.subarray(0, JPG.length - 2), refusal: m },
  {
    what: 'JPEG without a frame or scan',
    kind: 'image',
    name: 'a.jpg',
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x04, 0x41, 0x41, 0xff, 0xd9]),
    refusal: m,
  },
  {
    what: 'JPEG magic then text',
    kind: 'image',
    name: 'a.jpg',
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), latin('GIF89a hello')]),
    refusal: m,
  },
  {
    what: 'JPEG segment longer than the file',
    kind: 'image',
    name: 'a.jpg',
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xf0, 0x00, 0x00]),
    refusal: m,
  },
  // BMP
  {
    what: 'BMP + HTML after its size',
    kind: 'idImage',
    name: 'a.bmp',
    bytes: () => Buffer.concat([bmp(), HTML]),
    refusal: u,
  },
  {
    what: 'BMP longer than it declares',
    kind: 'idImage',
    name: 'a.bmp',
    bytes: () => Buffer.concat([bmp(), Buffer.alloc(64)]),
    refusal: u,
  },
  { what: 'BMP shorter than it declares', kind: 'idImage', name: 'a.bmp', bytes: () => bmpSized(4096), refusal: m },
  {
    what: 'BMP of width 0',
    kind: 'idImage',
    name: 'a.bmp',
    bytes: () => bmpSized(58, (file) => file.writeInt32LE(0, 18)),
    refusal: m,
  },
  {
    what: 'BMP with 7 bits a pixel',
    kind: 'idImage',
    name: 'a.bmp',
    bytes: () => bmpSized(58, (file) => file.writeUInt16LE(7, 28)),
    refusal: m,
  },
  // PDF
  {
    what: 'PDF that starts %PDF-1.4 then <html>',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace('%PDF-1.4\n', `%PDF-1.4\n${HTML.toString()}\n`)),
    refusal: u,
  },
  {
    what: 'HTML page with a PDF header in its first kilobyte',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => Buffer.concat([HTML, pdf()]),
    refusal: m,
  },
  {
    what: 'PDF + HTML after %%EOF',
    kind: 'licence',
    name: 'a.pdf',
    bytes: () => Buffer.concat([pdf(), HTML]),
    refusal: u,
  },
  {
    what: 'PDF with an iframe in a comment',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace('%PDF-1.4\n', '%PDF-1.4\n%<iframe src=//evil>\n')),
    refusal: u,
  },
  {
    what: 'PDF + PHP before %%EOF',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace('%%EOF', `${PHP.toString()}\n%%EOF`)),
    refusal: u,
  },
  {
    what: 'PDF without %%EOF',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace('%%EOF\n', '')),
    refusal: m,
  },
  {
    what: 'PDF without startxref',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace(/startxref\n\d+\n/, '')),
    refusal: m,
  },
  {
    what: 'PDF whose startxref points at nothing',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace(/startxref\n\d+\n/, 'startxref\n20\n')),
    refusal: m,
  },
  {
    what: 'PDF whose startxref points past its end',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace(/startxref\n\d+\n/, 'startxref\n99999999\n')),
    refusal: m,
  },
  { what: 'PDF header alone', kind: 'order', name: 'a.pdf', bytes: latin('%PDF-1.4\n'), refusal: m },
  {
    what: 'PDF header with an unknown version',
    kind: 'order',
    name: 'a.pdf',
    bytes: () => latin(pdfText().replace('%PDF-1.4', '%PDF-9.x')),
    refusal: m,
  },
  // Office files and zips
  {
    what: 'docx with macros (vbaProject.bin)',
    kind: 'instruction',
    name: 'a.docx',
    bytes: () => docx([{ name: 'word/vbaProject.bin', data: Buffer.alloc(512, 1) }]),
    refusal: u,
  },
  {
    what: 'xlsx with macros (vbaProject.bin)',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => xlsx([{ name: 'xl/vbaProject.bin', data: Buffer.alloc(512, 1) }]),
    refusal: u,
  },
  {
    what: 'xlsx with an Excel 4 macro sheet',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => xlsx([{ name: 'xl/macrosheets/sheet1.xml', data: '<xm:macrosheet/>' }]),
    refusal: u,
  },
  {
    what: 'docx embedding an OLE package',
    kind: 'order',
    name: 'a.docx',
    bytes: () => docx([{ name: 'word/embeddings/oleObject1.bin', data: Buffer.alloc(512, 2) }]),
    refusal: u,
  },
  {
    what: 'a zip named .xlsx holding an .exe',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => zipOf([{ name: 'setup.exe', data: Buffer.from('MZ\x90\x00 program') }]),
    refusal: u,
  },
  {
    what: 'xlsx with an .exe beside its parts',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => xlsx([{ name: 'xl/media/update.exe', data: Buffer.from('MZ program') }]),
    refusal: u,
  },
  {
    what: 'xlsx with a foreign part at the root',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => xlsx([{ name: 'readme.txt', data: 'hello' }]),
    refusal: u,
  },
  {
    what: 'xlsx with a path leaving the folder',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => xlsx([{ name: 'xl/../../evil.xml', data: '<x/>' }]),
    refusal: u,
  },
  {
    what: 'xlsx without [Content_Types].xml',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => zipOf(workbookParts().slice(1)),
    refusal: m,
  },
  {
    what: 'a plain zip named .xlsx',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () => zipOf([{ name: 'a.txt', data: 'x' }]),
    refusal: m,
  },
  { what: 'an xlsx named .docx', kind: 'instruction', name: 'a.docx', bytes: () => xlsx(), refusal: m },
  {
    what: 'zip with a program inside',
    kind: 'order',
    name: 'a.zip',
    bytes: () => zipOf([{ name: 'docs/invoice.pdf.scr', data: 'MZ' }]),
    refusal: u,
  },
  {
    what: 'zip with a path leaving the folder',
    kind: 'other',
    name: 'a.zip',
    bytes: () => zipOf([{ name: '../../etc/cron.d/job', data: '* * * * * root sh' }]),
    refusal: u,
  },
  {
    what: 'zip whose directory lies outside the file',
    kind: 'order',
    name: 'a.zip',
    bytes: () => zipOf([{ name: 'a.txt', data: 'x' }], { directoryAt: 1 << 30 }),
    refusal: m,
  },
  {
    what: 'zip cut before its directory',
    kind: 'order',
    name: 'a.zip',
    bytes: () => zipOf([{ name: 'a.txt', data: 'x'.repeat(100) }]).subarray(0, 60),
    refusal: m,
  },
  {
    what: 'zip + HTML after the end record',
    kind: 'order',
    name: 'a.zip',
    bytes: () => zipOf([{ name: 'a.txt', data: 'x' }], { after: HTML }),
    refusal: m,
  },
  // Compound files
  { what: 'doc with macros (_VBA_PROJECT)', kind: 'instruction', name: 'a.doc', bytes: oleWithMacros, refusal: u },
  { what: 'xls with macros (_VBA_PROJECT)', kind: 'excel', name: 'a.xls', bytes: oleWithMacros, refusal: u },
  {
    what: 'doc + bytes past its last sector',
    kind: 'order',
    name: 'a.doc',
    bytes: () => Buffer.concat([ole(), HTML]),
    refusal: u,
  },
  {
    what: 'doc with a wrong byte order',
    kind: 'order',
    name: 'a.doc',
    bytes: () => {
      const file = ole();
      file.writeUInt16LE(0x1234, 28);
      return file;
    },
    refusal: m,
  },
  {
    what: 'xls with a wrong sector size',
    kind: 'excel',
    name: 'a.xls',
    bytes: () => {
      const file = ole();
      file.writeUInt16LE(12, 30);
      return file;
    },
    refusal: m,
  },
];

/** Valid files of every type, which the checks must keep accepting. */
export const GOOD_FILES: FileCase[] = [
  { what: 'PNG', kind: 'image', name: 'a.png', bytes: PNG },
  { what: 'JPEG', kind: 'image', name: 'a.jpeg', bytes: JPG },
  { what: 'BMP', kind: 'idImage', name: 'a.bmp', bytes: bmp },
  { what: 'PDF', kind: 'licence', name: 'a.pdf', bytes: () => pdf() },
  { what: 'PDF of 100 kB', kind: 'order', name: 'a.pdf', bytes: () => pdf(100_000) },
  { what: 'docx', kind: 'instruction', name: 'a.docx', bytes: () => docx() },
  { what: 'xlsx', kind: 'excel', name: 'a.xlsx', bytes: () => xlsx() },
  {
    what: 'xlsx whose workbook parts come after the first 8 KB',
    kind: 'excel',
    name: 'a.xlsx',
    bytes: () =>
      zipOf([{ name: 'docProps/thumbnail.jpeg', data: Buffer.alloc(20_000, 7), method: 0 }, ...workbookParts()]),
  },
  { what: 'doc', kind: 'instruction', name: 'a.doc', bytes: ole },
  { what: 'xls', kind: 'excel', name: 'a.xls', bytes: ole },
  { what: 'zip of documents', kind: 'order', name: 'a.zip', bytes: () => zipOf([{ name: 'docs/a.pdf', data: pdf() }]) },
  { what: 'rar', kind: 'other', name: 'a.rar', bytes: sampleFiles.RAR },
];

export const bytesOf = (file: FileCase): Buffer => (typeof file.bytes === 'function' ? file.bytes() : file.bytes);
