import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTAINER_ROW_KEY, LETTER_TEMPLATE } from '@seabook/domain/letter-template';
import ExcelJS from 'exceljs';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { type Answer, call } from '../../test/http.ts';

/** Test helpers of the letters module: uploads, a filled template, and the letter calls. */

export const en = { 'accept-language': 'en' };

/** A multipart/form-data body with the `kind` field before the file, the way the web sends it. */
function form(kind: string, filename: string, content: Uint8Array): { payload: Buffer; type: string } {
  const boundary = `----seabook${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(tail)]), type: boundary };
}

/** Uploads a file through POST /v2/files and answers its id. */
export async function uploaded(t: TestContext, token: string, kind: string, name: string, content: Uint8Array) {
  const { payload, type } = form(kind, name, content);
  const answer = await call(t.app, 'POST', '/v2/files', {
    token,
    body: payload,
    headers: { ...en, 'content-type': `multipart/form-data; boundary=${type}` },
  });
  if (answer.status !== 200) throw new Error(`upload failed: ${JSON.stringify(answer.json)}`);
  return answer.data.id as string;
}

/** The template's bytes as GET /v2/tuoshu2/template answers them. */
export async function templateBytes(t: TestContext, mode: 'lcl' | 'fcl'): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: `/v2/tuoshu2/template?mode=${mode}` });
  if (response.statusCode !== 200) throw new Error(`template failed: ${response.body}`);
  return response.rawPayload;
}

export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The template filled as a user would: values by field key in column B, container rows in A and B. */
export async function filledTemplate(
  t: TestContext,
  mode: 'lcl' | 'fcl',
  values: Record<string, ExcelJS.CellValue>,
  containers: [string, number][] = [],
): Promise<Buffer> {
  const workbook = await loadWorkbook(await templateBytes(t, mode));
  const sheet = workbook.getWorksheet(LETTER_TEMPLATE.sheet);
  if (!sheet) throw new Error('no template sheet');
  let containerRow = 0;
  sheet.eachRow((row) => {
    const key = String(row.getCell(3).value ?? '');
    if (key === CONTAINER_ROW_KEY) {
      const [type, quantity] = containers[containerRow] ?? [];
      containerRow += 1;
      if (type) [row.getCell(1).value, row.getCell(2).value] = [type, quantity ?? null];
    } else if (key in values) row.getCell(2).value = values[key] ?? null;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function letterCalls(t: TestContext) {
  const post = (url: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', `/v2/${url}`, { ...(token ? { token } : {}), body, headers: { ...en, ...headers } });
  const get = (url: string, token?: string): Promise<Answer> =>
    call(t.app, 'GET', `/v2/${url}`, { ...(token ? { token } : {}), headers: en });
  return {
    get,
    post,
    upload: (body: unknown, token?: string, key: string = randomUUID()) =>
      post('tuoshu2/upload', body, token, { 'idempotency-key': key }),
    read: (body: unknown, token?: string, key: string = randomUUID()) =>
      post('tuoshu2/fileread', body, token, { 'idempotency-key': key }),
    info: (id: string, token: string) => get(`tuoshu2/info?id=${id}`, token),
    list: (token: string, query = '') => get(`tuoshu2/list?${query}`, token),
    cancel: (id: string, token: string) => post('tuoshu2/cancel', { id }, token),
  };
}

/** The app on a storage folder of its own, so the uploads of these tests leave nothing behind. */
export async function startLettersApp(): Promise<{ t: TestContext; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seabook-letters-'));
  const t = await startTestApp({ storage: { kind: 'local', dir } });
  return {
    t,
    async close() {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
