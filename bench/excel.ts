import ExcelJS from 'exceljs';
import { IDLE_WAIT_MS, type ServerHandle } from './load.ts';

/**
 * What an operator's Excel work costs everyone else (issue 20, target 8): the rate sheet export of every
 * LCL rate valid today, then the import of a sheet of `IMPORT_ROWS` of those rates (each row an update,
 * as when prices are edited in the sheet and uploaded), while a client pings the same server every 10 ms.
 * The workbooks are read and written in worker threads (decision 028); what is left on the request
 * thread shows as a slow ping.
 */
export type ExcelWork = {
  /** HTTP status and duration of the export; rows and size of the file. */
  exportStatus: number;
  exportMs: number;
  exportRows: number;
  exportBytes: number;
  /** The slowest ping answered while the export ran (ms). */
  exportPingMaxMs: number;
  importStatus: number;
  importMs: number;
  importRows: number;
  importBytes: number;
  importPingMaxMs: number;
  pings: number;
  /** The server's resident memory IDLE_WAIT_MS after the import, with no request meanwhile (MiB). */
  rssAfterMiB: number | null;
};

export const IMPORT_ROWS = 5_000;
const HEADERS = { appid: '1', appclient: 'pc' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The LCL sheet's header rows and its first `rows` data rows (a data row starts with a rate's id). */
async function firstRows(
  bytes: Buffer,
  rows: number,
): Promise<{ header: unknown[][]; data: unknown[][]; total: number }> {
  const header: unknown[][] = [];
  const data: unknown[][] = [];
  let total = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader((await import('node:stream')).Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  for await (const sheet of reader) {
    const name = (sheet as unknown as { name?: string }).name;
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (name !== 'LCL') continue;
      const values = (row.values as unknown[]).slice(1);
      const id = values[0];
      const isData =
        (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) && data.length + header.length > 0;
      if (!isData && data.length === 0) header.push(values);
      else {
        total++;
        if (data.length < rows) data.push(values);
      }
    }
  }
  return { header, data, total };
}

/** A workbook of the template's LCL header and these rows. */
async function sheetOf(header: unknown[][], data: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('LCL');
  for (const values of [...header, ...data]) sheet.addRow(values);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function measureExcelWork(server: ServerHandle): Promise<ExcelWork> {
  const login = await fetch(`${server.url}/v2/ops/login`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@2026' }),
  });
  const token = ((await login.json()) as { result?: { data?: { accesstoken?: string } } }).result?.data?.accesstoken;
  if (!token) throw new Error(`the demo administrator could not log in: HTTP ${login.status}`);
  const auth = { ...HEADERS, accesstoken: token };

  type Phase = 'export' | 'import' | 'idle';
  let phase = 'idle' as Phase;
  const slowest = { export: 0, import: 0, idle: 0 };
  let pinging = true;
  let pings = 0;
  const pinger = (async () => {
    while (pinging) {
      const during: Phase = phase;
      const started = performance.now();
      await fetch(`${server.url}/v2/ping`).then((r) => r.arrayBuffer());
      const ms = performance.now() - started;
      // A ping counts for a phase only if it started and ended in it.
      if (phase === during) slowest[during] = Math.max(slowest[during], ms);
      pings++;
      await sleep(10);
    }
  })();

  try {
    await sleep(200);
    phase = 'export';
    let started = performance.now();
    const exported = await fetch(`${server.url}/v2/ops/rate/sheet/export?kind=lcl`, { headers: auth });
    const exportBytes = Buffer.from(await exported.arrayBuffer());
    const exportMs = performance.now() - started;
    phase = 'idle';
    if (exported.status !== 200) {
      return {
        exportStatus: exported.status,
        exportMs,
        exportRows: 0,
        exportBytes: exportBytes.length,
        exportPingMaxMs: slowest.export,
        importStatus: 0,
        importMs: 0,
        importRows: 0,
        importBytes: 0,
        importPingMaxMs: 0,
        pings,
        rssAfterMiB: server.rssMiB(),
      };
    }
    const { header, data, total } = await firstRows(exportBytes, IMPORT_ROWS);
    const upload = await sheetOf(header, data);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(upload)]), 'rates.xlsx');
    await sleep(200);
    phase = 'import';
    started = performance.now();
    const imported = await fetch(`${server.url}/v2/ops/rate/sheet/import`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const answer = await imported.text();
    const importMs = performance.now() - started;
    phase = 'idle';
    if (imported.status !== 200) {
      throw new Error(`the rate sheet import answered HTTP ${imported.status}: ${answer.slice(0, 400)}`);
    }
    // Back near idle? As long with nothing asked as after the search load.
    pinging = false;
    await pinger;
    await sleep(IDLE_WAIT_MS);
    return {
      exportStatus: exported.status,
      exportMs,
      exportRows: total,
      exportBytes: exportBytes.length,
      exportPingMaxMs: slowest.export,
      importStatus: imported.status,
      importMs,
      importRows: data.length,
      importBytes: upload.length,
      importPingMaxMs: slowest.import,
      pings,
      rssAfterMiB: server.rssMiB(),
    };
  } finally {
    pinging = false;
    await pinger;
  }
}
