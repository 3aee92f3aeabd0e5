import { z } from 'zod';
import type { ErrorKey } from './errors.ts';

/**
 * The uploads an order draft names, each once: the destination clearance documents, the bond's file
 * and the containers' packing photos (an order or a saved draft shows them by name).
 */
export function draftFileIds(draft: unknown): string[] {
  const content = (typeof draft === 'object' && draft !== null ? draft : {}) as Record<string, unknown>;
  const ids: unknown[] = [];
  const clearance = content.destinationClearance as { fileIds?: unknown } | undefined;
  if (Array.isArray(clearance?.fileIds)) ids.push(...clearance.fileIds);
  ids.push((content.bond as { fileId?: unknown } | undefined)?.fileId);
  if (Array.isArray(content.containerDetails))
    for (const detail of content.containerDetails)
      ids.push((detail as { packingPhotoFileId?: unknown })?.packingPhotoFileId);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/**
 * Uploaded files (spec §5, §9; decision 015): what each kind of upload accepts, and how a file's
 * content is recognised from its first bytes, so a renamed file is refused whatever its name says.
 */

/** Why a file is uploaded; each kind has its own types and size limit. */
export const FILE_KINDS = ['order', 'image', 'licence', 'idImage', 'instruction', 'excel', 'other', 'voucher'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The types a file can be, named after their usual extension (`jpeg` files are `jpg`). */
export const FILE_TYPES = ['png', 'jpg', 'bmp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'rar', 'zip'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const MB = 1024 * 1024;
/** The largest file any kind accepts. */
export const MAX_FILE_BYTES = 50 * MB;
/** How many leading bytes `sniffType` wants to see; fewer work for every type but docx and xlsx. */
export const HEAD_BYTES = 8 * 1024;

export type FileRule = {
  /** Extensions accepted, lower case, without the dot. */
  extensions: readonly string[];
  maxBytes: number;
  /** The refusal for a type the kind does not accept. */
  typeError: ErrorKey;
  sizeError: ErrorKey;
};

const large = { maxBytes: 50 * MB, sizeError: 'FILE_TOO_LARGE_50MB', typeError: 'FILE_TYPE_NOT_ALLOWED' } as const;
const small = { maxBytes: 5 * MB, sizeError: 'FILE_TOO_LARGE_5MB', typeError: 'FILE_TYPE_NOT_ALLOWED' } as const;

const RULES: Record<FileKind, FileRule> = {
  order: { ...large, extensions: ['png', 'jpg', 'jpeg', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'rar', 'zip'] },
  image: { ...small, extensions: ['png', 'jpg', 'jpeg'] },
  licence: { ...small, extensions: ['jpg', 'jpeg', 'bmp', 'png', 'pdf'] },
  idImage: { ...small, extensions: ['jpg', 'jpeg', 'bmp', 'png'] },
  instruction: { ...large, extensions: ['xls', 'xlsx', 'doc', 'docx', 'pdf'], typeError: 'FILE_TYPE_INSTRUCTION' },
  excel: { ...large, extensions: ['xls', 'xlsx'] },
  other: { ...large, extensions: ['pdf', 'jpg', 'jpeg', 'rar', 'zip'] },
  /** A bank remittance slip (issue 17): a photo or a PDF. */
  voucher: { ...small, extensions: ['jpg', 'jpeg', 'png', 'pdf'] },
};

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);
}

/** The types and size limit of a kind of upload. */
export function fileRule(kind: FileKind): FileRule {
  return RULES[kind];
}

/** The accepted extensions as the `{types}` of a type refusal, e.g. `png/jpg/jpeg`. */
export function fileTypesText(kind: FileKind): string {
  return RULES[kind].extensions.join('/');
}

/** The `accept` attribute of a file input for a kind, e.g. `.png,.jpg,.jpeg`. */
export function fileAccept(kind: FileKind): string {
  return RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
}

/** The type a file name claims by its extension, or null. */
export function fileTypeOfName(name: string): FileType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  if (extension === 'jpeg') return 'jpg';
  return (FILE_TYPES as readonly string[]).includes(extension) ? (extension as FileType) : null;
}

export const FILE_MIME: Record<FileType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
};

const MAX_NAME = 200;

/**
 * The name kept for an uploaded file: the last path segment (old browsers send `C:\…\a.pdf`), without
 * control characters, at most 200 characters with its extension kept.
 */
export function cleanFileName(raw: string): string {
  const last = (raw.split(/[/\\]/).pop() ?? '').normalize('NFC');
  // Counted in code points, so shortening never splits a character.
  const chars = [...last].filter((c) => c >= ' ' && c !== '\u007f');
  const base = chars.join('').trim();
  if (chars.length <= MAX_NAME) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return [...base].slice(0, MAX_NAME - [...extension].length).join('') + extension;
}

/**
 * What the content is, from its first bytes: an image, a PDF, a zip (`docx` or `xlsx` when the
 * entry names say so), an OLE compound file (`ole`: a doc or an xls), a rar, or null.
 */
export type Signature = 'png' | 'jpg' | 'bmp' | 'pdf' | 'zip' | 'docx' | 'xlsx' | 'ole' | 'rar';

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, i) => bytes[at + i] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RAR = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const ZIP_SPANNED = [0x50, 0x4b, 0x07, 0x08];
/** Sizes of the BMP information headers in use (core, v1 to v5). */
const BMP_HEADERS = [12, 40, 52, 56, 64, 108, 124];

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}
function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;
}

/**
 * Tells an Office document from a plain zip by the entry names in the head. Every local entry header
 * is looked at, found by its signature: an entry written with a data descriptor does not say how long
 * its data is, so the entries cannot simply be walked.
 */
function zipFlavour(bytes: Uint8Array): 'zip' | 'docx' | 'xlsx' {
  const decoder = new TextDecoder();
  for (let at = bytes.indexOf(0x50); at >= 0 && at + 30 <= bytes.length; at = bytes.indexOf(0x50, at + 1)) {
    if (!startsWith(bytes, ZIP_ENTRY, at)) continue;
    const nameLength = u16(bytes, at + 26);
    const name = decoder.decode(bytes.subarray(at + 30, Math.min(at + 30 + nameLength, bytes.length)));
    if (name.startsWith('word/')) return 'docx';
    if (name.startsWith('xl/')) return 'xlsx';
  }
  return 'zip';
}

/** Recognises a file's content from its first bytes (`HEAD_BYTES` of them are enough). */
export function sniffType(bytes: Uint8Array): Signature | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPG)) return 'jpg';
  if (startsWith(bytes, OLE)) return 'ole';
  if (startsWith(bytes, [...RAR, 0x00]) || startsWith(bytes, [...RAR, 0x01, 0x00])) return 'rar';
  if (startsWith(bytes, ZIP_ENTRY)) return zipFlavour(bytes);
  if (startsWith(bytes, ZIP_EMPTY) || startsWith(bytes, ZIP_SPANNED)) return 'zip';
  if (startsWith(bytes, [0x42, 0x4d]) && BMP_HEADERS.includes(u32(bytes, 14))) return 'bmp';
  // Readers accept a header anywhere in the first kilobyte, which is how a page passes as a PDF too;
  // ours must start at byte 0 (decision 028).
  if (startsWith(bytes, PDF)) return 'pdf';
  return null;
}

/** The signatures a type's content may have: Office files are zip or OLE containers. */
const FAMILY: Record<FileType, readonly Signature[]> = {
  png: ['png'],
  jpg: ['jpg'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  // A docx or xlsx whose entry names lie beyond the head is only known to be a zip.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  doc: ['ole'],
  xls: ['ole'],
  rar: ['rar'],
  zip: ['zip', 'docx', 'xlsx'],
};

export function contentMatches(type: FileType, signature: Signature | null): boolean {
  return signature !== null && FAMILY[type].includes(signature);
}

/** Refuses a name whose extension the kind does not accept (`FILE_REQUIRED` for no name at all). */
export function checkFileName(kind: FileKind, name: string): ErrorKey | null {
  if (name.trim() === '') return 'FILE_REQUIRED';
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return RULES[kind].extensions.includes(extension) ? null : RULES[kind].typeError;
}

/** Refuses an empty file or one over the kind's limit. */
export function checkFileSize(kind: FileKind, size: number): ErrorKey | null {
  if (size <= 0) return 'FILE_EMPTY';
  return size > RULES[kind].maxBytes ? RULES[kind].sizeError : null;
}

/** Refuses content that is not what the name's extension says (the name is assumed checked). */
export function checkFileContent(name: string, head: Uint8Array): ErrorKey | null {
  const type = fileTypeOfName(name);
  return type && contentMatches(type, sniffType(head)) ? null : 'FILE_CONTENT_MISMATCH';
}

export type FileCandidate = { kind: FileKind; name: string; size: number; head: Uint8Array };

/**
 * The whole verdict on a file, in the order a streaming upload meets the facts: its name, its size,
 * then its first bytes. Null means accepted, as the type `fileTypeOfName(name)`.
 */
export function checkFile(file: FileCandidate): ErrorKey | null {
  return (
    checkFileName(file.kind, file.name) ?? checkFileSize(file.kind, file.size) ?? checkFileContent(file.name, file.head)
  );
}

/** An uploaded file as the API answers it. */
export const FileInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().positive(),
  type: z.enum(FILE_TYPES),
  kind: z.enum(FILE_KINDS),
  createdAt: z.string(),
});
export type FileInfo = z.infer<typeof FileInfoSchema>;

/** Names one of the caller's files (download and delete). */
export const FileIdSchema = z.object({ id: z.string({ error: 'VALIDATION' }).min(1, { error: 'VALIDATION' }) });
export type FileId = z.infer<typeof FileIdSchema>;
