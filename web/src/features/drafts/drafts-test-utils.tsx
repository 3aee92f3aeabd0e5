import type { Draft, DraftFile, DraftSummary } from '@seabook/domain/drafts';
import { quoteLine } from '../rates/rates-test-utils.tsx';
import { LCL_DRAFT } from '../reorder/reorder-test-utils.tsx';

/** Fixtures of the drafts pages: drafts and files as the server answers them. */

const lane = quoteLine('svc-1', '2099-06-02');

export const LINE = 'svc-1:2099-06-02';

/** What the entrust form saved: an LCL booking (CERAMIC MUGS, 60 pieces) with a consignor and customs. */
export const CONTENT = {
  ...LCL_DRAFT,
  source: { from: 'quote', lineId: LINE },
  consignor: { address: 'NINGBO CERAMICS CO., LTD.\nNO. 8 JIANGNAN ROAD', company: 'NINGBO CERAMICS' },
  customs: { type: 'formal', documentCount: 1 },
  pol: 'CNSHA',
  pod: 'USLAX',
};

export function summary(id: string, patch: Partial<DraftSummary> = {}): DraftSummary {
  return {
    id,
    mode: 'lcl',
    title: 'Shanghai → Los Angeles, CERAMIC MUGS',
    pol: lane.pol,
    pod: lane.pod,
    line: LINE,
    lineExpired: false,
    source: 'form',
    createdAt: '2026-06-01T02:00:00.000Z',
    updatedAt: '2026-06-01T03:30:00.000Z',
    ...patch,
  };
}

export function draft(id: string, patch: Partial<Draft> = {}): Draft {
  return { ...summary(id), draft: CONTENT, files: [], ...patch };
}

export function draftFile(fileId: string, patch: Partial<DraftFile> = {}): DraftFile {
  return {
    fileId,
    name: `${fileId}.pdf`,
    size: 2048,
    type: 'pdf',
    category: 'invoice',
    owner: 'order',
    ownerId: 'order-1',
    ownerNo: 'SB2606010001',
    addedAt: '2026-06-01T03:00:00.000Z',
    ...patch,
  };
}
