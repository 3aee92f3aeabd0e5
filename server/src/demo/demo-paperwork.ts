import { Readable } from 'node:stream';
import { DraftInputSchema } from '@seabook/domain/drafts';
import { type FileKind, type FileType, fileTypeOfName } from '@seabook/domain/files';
import type { Tx } from '../db/client.ts';
import { nextDailyNumber } from '../db/daily-numbers.ts';
import { files } from '../modules/files/files.tables.ts';
import { docx, JPG, pdf, xlsx } from '../modules/files/sample-files.ts';
import type { Storage } from '../modules/files/storage.ts';
import { storeUpload } from '../modules/files/upload-inspector.ts';
import { letterSequences, letters } from '../modules/letters/letters.tables.ts';
import { orderDrafts } from '../modules/orders/orders.tables.ts';

/**
 * The demo company's paperwork: stored files (real bytes in the configured storage, checked by the
 * upload rules), its saved booking drafts and its letters of instruction.
 */

/** Whose the demo rows are. */
export type DemoOwner = { tenantId: string; accountId: string };

const H = 3_600_000;

/** A small valid file of the name's type. */
function sampleBytes(type: FileType | null, seed: number): Buffer {
  if (type === 'jpg') return JPG;
  if (type === 'xlsx') return xlsx();
  if (type === 'docx') return docx();
  return pdf(64 * seed);
}

/**
 * Stores a demo file under a fixed key (`demo/<name>`), so loading the demo again, into another
 * database sharing the folder, rewrites the same bytes instead of piling up copies. The row is the
 * tenant's, uploaded by its main account at `at`.
 */
export async function storeDemoFile(
  tx: Tx,
  storage: Storage,
  owner: DemoOwner,
  file: { key: string; name: string; kind: FileKind; at: Date; seed: number },
): Promise<string> {
  const type = fileTypeOfName(file.name);
  const storageKey = `demo/${file.key}.${type}`;
  const content = Readable.from([sampleBytes(type, file.seed)]);
  const { size, sha256 } = await storeUpload(storage, storageKey, { kind: file.kind, name: file.name, content });
  const [row] = await tx
    .insert(files)
    .values({
      ...owner,
      kind: file.kind,
      originalName: file.name,
      storageKey,
      sizeBytes: size,
      detectedType: type as FileType,
      sha256,
      createdAt: file.at,
    })
    .returning({ id: files.id });
  if (!row) throw new Error(`demo file ${file.key} not stored`);
  return row.id;
}

/** A draft as the drafts module keeps it: the order draft's keys, unknown ones dropped. */
type DraftRow = { mode: 'lcl' | 'fcl'; line: string | null; source: 'form' | 'letter'; content: object };

const terms = { tradeTerm: 'FOB', shipmentTerm: 'CFS-CFS' } as const;

/**
 * Two drafts saved from the booking form (an LCL one on a bookable line, an FCL one before a sailing
 * was chosen) and three letters: one waiting for an operator, one of our Excel template read into a
 * draft, one the customer withdrew.
 */
export async function loadDemoPaperwork(
  tx: Tx,
  storage: Storage,
  owner: DemoOwner,
  /** A bookable LCL line of Shanghai → Los Angeles, if the rates have one. */
  lclLine: string | null,
  now: number,
): Promise<void> {
  const saveDraft = async (row: DraftRow, hoursAgo: number) => {
    const at = new Date(now - hoursAgo * H);
    const [saved] = await tx
      .insert(orderDrafts)
      .values({
        ...owner,
        mode: row.mode,
        line: row.line,
        source: row.source,
        draft: DraftInputSchema.parse({ ...row.content, mode: row.mode }),
        // Left empty, the drafts list names it by its lane and goods in the reader's language.
        title: '',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orderDrafts.id });
    if (!saved) throw new Error('demo draft not stored');
    return saved.id;
  };
  const lcl = {
    ...terms,
    ...(lclLine ? { source: { from: 'quote', lineId: lclLine } } : {}),
    cargo: { type: 'general', packingType: 'cartons', nameEn: 'CERAMIC VASES', weightKg: 860, volumeCbm: 3.2 },
    pol: 'CNSHA',
    pod: 'USLAX',
  };
  await saveDraft({ mode: 'lcl', line: lclLine, source: 'form', content: lcl }, 26);
  const fcl = {
    ...terms,
    cargo: { type: 'general', nameEn: 'BICYCLE PARTS', weightKg: 18_000, volumeCbm: 120, pieces: 600 },
    containers: [{ type: '40HQ', quantity: 2 }],
    pol: 'CNNGB',
    pod: 'NLRTM',
  };
  await saveDraft({ mode: 'fcl', line: null, source: 'form', content: fcl }, 74);

  const letter = async (
    values: Pick<typeof letters.$inferInsert, 'mode' | 'kind' | 'status' | 'remark' | 'draftId'>,
    file: { key: string; name: string; kind: FileKind },
    hoursAgo: number,
  ) => {
    const at = new Date(now - hoursAgo * H);
    const fileId = await storeDemoFile(tx, storage, owner, { ...file, at, seed: 1 });
    const letterNo = await nextDailyNumber(tx, letterSequences, 'LT', at.getTime());
    const processedAt = values.status === 'processed_parsed' ? at : null;
    await tx.insert(letters).values({ ...owner, ...values, letterNo, fileId, createdAt: at, processedAt });
  };
  await letter(
    { mode: 'fcl', kind: 'simple', status: 'cancelled', remark: '买家改走海外仓，此托书作废', draftId: null },
    { key: 'letter-withdrawn', name: '整柜简易托书.docx', kind: 'instruction' },
    6 * 24,
  );
  const fromLetter = {
    ...terms,
    cargo: { type: 'general', packingType: 'cartons', nameEn: 'YOGA MATS', marks: 'N/M', pieces: 120 },
    consignee: { address: 'LION CITY SUPPLIES PTE. LTD.\n21 TOH GUAN ROAD EAST\nSINGAPORE 608609' },
    customerReference: 'PO-SIN-0731',
    pol: 'CNSZX',
    pod: 'SGSIN',
  };
  await letter(
    {
      mode: 'lcl',
      kind: 'letter',
      status: 'processed_parsed',
      remark: '',
      draftId: await saveDraft({ mode: 'lcl', line: null, source: 'letter', content: fromLetter }, 50),
    },
    { key: 'letter-template', name: 'Seabook 托书模板-深圳至新加坡.xlsx', kind: 'excel' },
    50,
  );
  await letter(
    { mode: 'lcl', kind: 'letter', status: 'pending', remark: '货已备好，请安排最近一班船', draftId: null },
    { key: 'letter-pending', name: '托书-宁波至汉堡.pdf', kind: 'instruction' },
    5,
  );
}
