import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-messages.ts';
import {
  checkFile,
  checkFileName,
  cleanFileName,
  FILE_KINDS,
  fileAccept,
  fileRule,
  fileTypeOfName,
  fileTypesText,
  MB,
  sniffType,
} from './files.ts';

const bytes = (...values: Array<number | string>): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

const PNG = bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13, 'IHDR');
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
const PDF = bytes('%PDF-1.4\n%âãÏÓ\n');
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(24).fill(0));
const RAR4 = bytes('Rar!', 0x1a, 0x07, 0x00, 0xcf, 0x90, 0x73);
const RAR5 = bytes('Rar!', 0x1a, 0x07, 0x01, 0x00, 0x33, 0x92);
const BMP = bytes('BM', 0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0);

/** A zip local entry: signature, version, flags, method 0, sizes, the name, then the data. */
function zipEntry(name: string, data = 'x', flags = 0): number[] {
  const body = Buffer.from(data);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(flags, 6);
  header.writeUInt32LE(flags & 8 ? 0 : body.length, 18);
  header.writeUInt32LE(flags & 8 ? 0 : body.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return [...header, ...Buffer.from(name), ...body];
}
const zip = (...entries: number[][]): Uint8Array => Uint8Array.from(entries.flat());

const head = {
  png: PNG,
  jpg: JPG,
  pdf: PDF,
  doc: OLE,
  xls: OLE,
  rar: RAR4,
  zip: zip(zipEntry('a.txt')),
  docx: zip(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml')),
  xlsx: zip(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('xl/workbook.xml')),
  bmp: BMP,
};
const fileOf = (kind: (typeof FILE_KINDS)[number], name: string, content: Uint8Array, size = content.length) =>
  checkFile({ kind, name, size, head: content });

describe('file kinds', () => {
  it('accept the spec’s types for each kind, and nothing else', () => {
    const accepted = Object.fromEntries(
      FILE_KINDS.map((kind) => [
        kind,
        Object.entries(head)
          .filter(([type, content]) => fileOf(kind, `f.${type}`, content) === null)
          .map(([type]) => type),
      ]),
    );
    expect(accepted).toEqual({
      order: ['png', 'jpg', 'pdf', 'doc', 'xls', 'rar', 'zip', 'docx', 'xlsx'],
      image: ['png', 'jpg'],
      licence: ['png', 'jpg', 'pdf', 'bmp'],
      idImage: ['png', 'jpg', 'bmp'],
      instruction: ['pdf', 'doc', 'xls', 'docx', 'xlsx'],
      excel: ['xls', 'xlsx'],
      other: ['jpg', 'pdf', 'rar', 'zip'],
      voucher: ['png', 'jpg', 'pdf'],
    });
  });

  it('limit verification images and photos to 5 MB and the rest to 50 MB', () => {
    for (const kind of ['image', 'licence', 'idImage', 'voucher'] as const) {
      expect(fileOf(kind, 'a.png', PNG, 5 * MB)).toBeNull();
      expect(fileOf(kind, 'a.png', PNG, 5 * MB + 1)).toBe('FILE_TOO_LARGE_5MB');
    }
    for (const kind of ['order', 'instruction', 'other'] as const) {
      expect(fileOf(kind, 'a.pdf', PDF, 50 * MB)).toBeNull();
      expect(fileOf(kind, 'a.pdf', PDF, 50 * MB + 1)).toBe('FILE_TOO_LARGE_50MB');
    }
    expect(fileRule('excel').maxBytes).toBe(50 * MB);
  });

  it('refuses a shipping instruction of another type with the spec’s message', () => {
    expect(fileOf('instruction', 'photo.png', PNG)).toBe('FILE_TYPE_INSTRUCTION');
    expect(errorMessage('FILE_TYPE_INSTRUCTION', 'en')).toBe('Upload only xls/xlsx/doc/docx/pdf files.');
  });

  it('names the accepted types in the refusal', () => {
    expect(fileOf('image', 'scan.pdf', PDF)).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(errorMessage('FILE_TYPE_NOT_ALLOWED', 'en', { types: fileTypesText('image') })).toBe(
      'Only png/jpg/jpeg files can be uploaded here.',
    );
    expect(fileAccept('excel')).toBe('.xls,.xlsx');
  });

  it('checks the name, then the size, then the content', () => {
    expect(checkFileName('order', '')).toBe('FILE_REQUIRED');
    expect(fileOf('order', 'noextension', PDF)).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(fileOf('order', 'a.exe', new Uint8Array())).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(fileOf('order', 'a.pdf', new Uint8Array())).toBe('FILE_EMPTY');
    expect(fileOf('image', 'a.png', PDF, 6 * MB)).toBe('FILE_TOO_LARGE_5MB');
    expect(fileOf('order', 'a.pdf', PNG)).toBe('FILE_CONTENT_MISMATCH');
  });

  it('reads extensions case-blind, and jpeg as jpg', () => {
    expect(fileOf('image', 'PHOTO.JPEG', JPG)).toBeNull();
    expect(fileOf('other', 'Scan.JPG', JPG)).toBeNull();
    expect(fileTypeOfName('a.Jpeg')).toBe('jpg');
    expect(fileTypeOfName('archive.tar.gz')).toBeNull();
  });
});

describe('content signatures', () => {
  it('recognise each type by its first bytes', () => {
    expect([PNG, JPG, PDF, OLE, RAR4, RAR5, BMP].map(sniffType)).toEqual([
      'png',
      'jpg',
      'pdf',
      'ole',
      'rar',
      'rar',
      'bmp',
    ]);
    // A header after other bytes (a page that is also a PDF) is not a PDF's (decision 028).
    expect(sniffType(bytes('<html>junk before the header\n%PDF-1.7'))).toBeNull();
    expect(sniffType(bytes('PK', 5, 6, ...new Array(18).fill(0)))).toBe('zip');
  });

  it('tell Word and Excel documents from a plain zip by their entry names', () => {
    expect(sniffType(head.docx)).toBe('docx');
    expect(sniffType(head.xlsx)).toBe('xlsx');
    expect(sniffType(head.zip)).toBe('zip');
    // Entries written with a data descriptor give no size; the next one is found by its signature.
    expect(sniffType(zip(zipEntry('[Content_Types].xml', '<Types/>', 8), zipEntry('word/document.xml', '', 8)))).toBe(
      'docx',
    );
  });

  it('keep the families apart', () => {
    expect(fileOf('order', 'a.docx', head.xlsx)).toBe('FILE_CONTENT_MISMATCH');
    expect(fileOf('order', 'a.xlsx', head.docx)).toBe('FILE_CONTENT_MISMATCH');
    // A document whose entry names lie beyond the head is only known as a zip, which a docx is.
    expect(fileOf('order', 'a.docx', head.zip)).toBeNull();
    expect(fileOf('order', 'a.zip', head.docx)).toBeNull();
    expect(fileOf('order', 'a.doc', head.docx)).toBe('FILE_CONTENT_MISMATCH');
    expect(fileOf('order', 'a.xls', OLE)).toBeNull();
    expect(fileOf('order', 'a.jpg', PNG)).toBe('FILE_CONTENT_MISMATCH');
    expect(fileOf('licence', 'a.bmp', bytes('BM just text that happens to start so'))).toBe('FILE_CONTENT_MISMATCH');
  });

  it('never throw and never accept a name the kind does not list, whatever the bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILE_KINDS),
        fc.string(),
        fc.uint8Array({ maxLength: 64 }),
        (kind, name, content) => {
          const verdict = fileOf(kind, name, content);
          const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
          if (verdict === null) expect(name.includes('.') && fileRule(kind).extensions.includes(extension)).toBe(true);
        },
      ),
    );
  });
});

describe('file names', () => {
  it('keep the last path segment without control characters, and the extension when shortened', () => {
    expect(cleanFileName('C:\\fakepath\\提单.pdf')).toBe('提单.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    const long = cleanFileName(`${'x'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.xlsx')).toBe(true);
    const emoji = cleanFileName(`${'📦'.repeat(250)}.pdf`);
    expect([...emoji]).toHaveLength(200);
    expect(encodeURIComponent(emoji)).toContain('.pdf');
  });
});
