import { Readable } from 'node:stream';
import { DraftInputSchema } from '@seabook/domain/drafts';
import { type FileKind, type FileType, fileTypeOfName } from '@seabook/domain/files';
import type { Tx } from '../db/client.ts';
import { insertDraft } from '../modules/drafts/drafts.service.ts';
import { type Storage, sampleFiles, stageUpload } from '../modules/files/files.service.ts';
import { storeDemoLetter } from '../modules/letters/letters.service.ts';
import type { DemoOwner } from './demo-order-rows.ts';

/**
 * The demo company's paperwork: stored files (real bytes in the configured storage, checked by the
 * upload rules), its saved booking drafts and its letters of instruction.
 */

const H = 3_600_000;

/** A small valid file of the name's type. */
function sampleBytes(type: FileType | null, seed: number): Buffer {
  if (type === 'jpg') return sampleFiles.JPG;
  if (type === 'xlsx') return sampleFiles.xlsx();
  if (type === 'docx') return sampleFiles.docx();
  return sampleFiles.pdf(64 * seed);
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
  const content = Readable.from([sampleBytes(type, file.seed)]);
  const upload = { name: file.name, content };
  const staged = await stageUpload(storage, owner.tenantId, file.kind, upload, `demo/${file.key}.${type}`);
  return (await staged.record(tx, owner, file.at)).id;
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
    const saved = await insertDraft(tx, owner, {
      mode: row.mode,
      line: row.line,
      source: row.source,
      draft: DraftInputSchema.parse({ ...row.content, mode: row.mode }),
      // Left empty, the drafts list names it by its lane and goods in the reader's language.
      title: '',
      at: new Date(now - hoursAgo * H),
    });
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
    values: Omit<Parameters<typeof storeDemoLetter>[2], 'fileId'>,
    file: { key: string; name: string; kind: FileKind },
    hoursAgo: number,
  ) => {
    const at = new Date(now - hoursAgo * H);
    const fileId = await storeDemoFile(tx, storage, owner, { ...file, at, seed: 1 });
    await storeDemoLetter(tx, owner, { ...values, fileId }, at);
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
