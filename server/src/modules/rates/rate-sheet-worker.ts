import { parentPort, workerData } from 'node:worker_threads';
import type { RateSheetName } from '@seabook/domain/rate-sheet';
import { type RowValues, writeWorkbook } from './rate-sheet-write.ts';

/**
 * The rate sheet writer's worker (decision 028): writes the rows it is given into the workbook,
 * telling the request thread how far it is (`{ progress }`, 0–1), and answers the workbook's bytes.
 */
const { sheets: pages, example } = workerData as { sheets: Partial<Record<RateSheetName, string[]>>; example: boolean };
// Each sheet comes as pages of JSON rows (rate-sheet.ts, SheetPages).
const sheets: Partial<Record<RateSheetName, RowValues[]>> = {};
for (const [name, list] of Object.entries(pages) as [RateSheetName, string[]][])
  sheets[name] = list.flatMap((page) => JSON.parse(page) as RowValues[]);
const bytes = await writeWorkbook(sheets, example, (written, total) =>
  parentPort?.postMessage({ progress: total === 0 ? 1 : written / total }),
);
// A copy of its own: a small Buffer lives in Node's shared pool, which cannot be moved to another thread.
const answer = new Uint8Array(bytes);
parentPort?.postMessage(answer, [answer.buffer]);
