import type { Action } from '@seabook/domain/permissions';
import type { RateSheetReport } from '@seabook/domain/rate-sheet';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { deskOperator, operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { RateSheetActions } from './rate-sheet-actions.tsx';

const t = (key: string, values?: Record<string, string | number>) => i18n.t(key as never, values);
const CHECK = '/v2/ops/rate/sheet/check';
const IMPORT = '/v2/ops/rate/sheet/import';

operatorTests({ token: 'tok-rates' });

type Reply = { status?: number; data?: unknown; error?: { code: number; msg: string } };

/** The server behind a stubbed fetch: each path its reply (a refusal may carry data, as 422 RATE_SHEET_INVALID does). */
function stubServer(routes: Record<string, Reply | (() => Reply)>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      calls.push({ path, body: init?.body });
      const route = routes[path];
      const reply =
        typeof route === 'function' ? route() : (route ?? { status: 404, error: { code: 40400, msg: '-' } });
      const envelope = { error: reply.error ?? {}, result: reply.data === undefined ? {} : { data: reply.data } };
      return new Response(JSON.stringify(envelope), { status: reply.status ?? 200 });
    }),
  );
  return { to: (path: string) => calls.filter((c) => c.path === path) };
}
/** The signed-in operator with these actions on ops.rates. */
const me = (actions: Action[]) => ({
  data: deskOperator('ops.rates', { username: 'sales', role: 'staff.sales' }, actions),
});

const clean: RateSheetReport = {
  fileName: 'june.xlsx',
  sheets: [
    { sheet: 'LCL', rows: 2, added: 1, updated: 1 },
    { sheet: 'Currency', rows: 1, added: 1, updated: 0 },
  ],
  problems: [],
  problemCount: 0,
};
const broken: RateSheetReport = {
  ...clean,
  problems: [
    { sheet: 'LCL', row: 4, column: 'pod', cell: 'D4', key: 'PORT_UNKNOWN', msg: '港口代码不存在' },
    { sheet: null, row: null, column: null, cell: null, key: 'RATE_SHEET_TOO_MANY_ROWS', msg: '行数过多' },
  ],
  problemCount: 2,
};

const xlsx = (name = 'june.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function openModal(onImported = vi.fn()) {
  renderAt('/ops/rates', <RateSheetActions onImported={onImported} />);
  fireEvent.click(await screen.findByTestId('rate-sheet-import'));
  const dialog = await screen.findByRole('dialog');
  return { dialog, onImported };
}
function pick(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('rate sheet actions', { timeout: 60_000 }, () => {
  it('shows each button only to a role with its action', async () => {
    stubServer({ '/v2/ops/me': me(['query', 'export']) });
    renderAt('/ops/rates', <RateSheetActions onImported={() => {}} />);
    expect(await screen.findByTestId('rate-sheet-template')).toBeTruthy();
    expect(screen.getByTestId('rate-sheet-export')).toBeTruthy();
    expect(screen.queryByTestId('rate-sheet-import')).toBeNull();
    cleanup();

    stubServer({ '/v2/ops/me': me(['query', 'import']) });
    renderAt('/ops/rates', <RateSheetActions onImported={() => {}} />);
    expect(await screen.findByTestId('rate-sheet-import')).toBeTruthy();
    expect(screen.queryByTestId('rate-sheet-template')).toBeNull();
    expect(screen.queryByTestId('rate-sheet-export')).toBeNull();
  });

  it('downloads the template and the chosen export with the operator token', async () => {
    const server = stubServer({ '/v2/ops/me': me(['query', 'export']) });
    const fetched = vi.mocked(fetch);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:rates');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const xlsxReply = (name: string) =>
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    renderAt('/ops/rates', <RateSheetActions onImported={() => {}} />);
    await screen.findByTestId('rate-sheet-export');
    fetched.mockImplementationOnce(async () => xlsxReply('运价表模板.xlsx'));
    fireEvent.click(screen.getByTestId('rate-sheet-template'));
    await waitFor(() => expect(saved).toEqual(['运价表模板.xlsx']));

    fireEvent.click(screen.getByTestId('rate-sheet-export'));
    fetched.mockImplementationOnce(async () => xlsxReply('运价-FCL.xlsx'));
    fireEvent.click(await screen.findByTestId('rate-sheet-export-fcl'));
    await waitFor(() => expect(saved).toEqual(['运价表模板.xlsx', '运价-FCL.xlsx']));
    const urls = fetched.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/v2/ops/rate/sheet/template');
    // The export names its task, whose progress the desk follows.
    expect(urls.find((url) => url.includes('/export'))).toMatch(
      /^\/v2\/ops\/rate\/sheet\/export\?kind=fcl&task=[0-9a-f-]{36}$/,
    );
    const headers = new Headers(fetched.mock.calls.find(([input]) => String(input).includes('export'))?.[1]?.headers);
    expect(headers.get('accesstoken')).toBe('tok-rates');
    expect(server.to(CHECK)).toHaveLength(0);
  });

  it('shows how far a running export is, in words and as a bar, until it is saved', async () => {
    stubServer({
      '/v2/ops/me': me(['query', 'export']),
      '/v2/ops/rate/sheet/progress': { data: { stage: 'writing', percent: 40 } },
    });
    const fetched = vi.mocked(fetch);
    URL.createObjectURL = vi.fn(() => 'blob:rates');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let finish: (response: Response) => void = () => {};
    renderAt('/ops/rates', <RateSheetActions onImported={() => {}} />);
    fireEvent.click(await screen.findByTestId('rate-sheet-export'));
    fetched.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    fireEvent.click(await screen.findByTestId('rate-sheet-export-all'));
    const shown = await screen.findByTestId('rate-sheet-progress');
    await waitFor(() => expect(shown.getAttribute('data-stage')).toBe('writing'));
    expect(within(shown).getByText(t('opsRateSheet:progress.writing'))).toBeTruthy();
    expect(within(shown).getByText('40%')).toBeTruthy();
    const task = new URLSearchParams(
      String(fetched.mock.calls.find(([input]) => String(input).includes('/export'))?.[0]).split('?')[1],
    ).get('task');
    const polled = fetched.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/progress'));
    expect(polled[0]).toBe(`/v2/ops/rate/sheet/progress?task=${task}`);
    finish(
      new Response(new Uint8Array([1]), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="x.xlsx"' },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('rate-sheet-progress')).toBeNull());
  });

  it('checks the picked file, lists its problems and keeps the import closed until a clean report', async () => {
    let report = broken;
    const server = stubServer({
      '/v2/ops/me': me(['query', 'import', 'export']),
      [CHECK]: () => ({ data: report }),
      [IMPORT]: { data: { importId: 'i-1', lcl: 2, fcl: 0, currency: 1, sheets: clean.sheets } },
    });
    const { dialog, onImported } = await openModal();
    const submit = within(dialog).getByTestId('rate-sheet-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((within(dialog).getByTestId('rate-sheet-check') as HTMLButtonElement).disabled).toBe(true);

    pick(dialog, xlsx());
    fireEvent.click(within(dialog).getByTestId('rate-sheet-check'));
    const table = await within(dialog).findByTestId('rate-sheet-problem-table');
    expect(within(table).getByText('港口代码不存在')).toBeTruthy();
    expect(within(table).getByText('目的港 (D4)')).toBeTruthy();
    expect(within(table).getByText(t('opsRateSheet:report.whole'))).toBeTruthy();
    expect(within(dialog).getByTestId('rate-sheet-problems').textContent).toContain(
      t('opsRateSheet:report.problems', { count: 2 }),
    );
    expect(submit.disabled).toBe(true);
    const sent = server.to(CHECK)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('june.xlsx');

    report = clean;
    fireEvent.click(within(dialog).getByTestId('rate-sheet-check'));
    await within(dialog).findByTestId('rate-sheet-clean');
    expect(within(dialog).getByTestId('rate-sheet-count-LCL').textContent).toBe(
      t('opsRateSheet:report.sheetRows', { sheet: 'LCL', rows: 2, added: 1, updated: 1 }),
    );
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(server.to(IMPORT)).toHaveLength(0);

    fireEvent.click(submit);
    fireEvent.click(await screen.findByTestId('rate-sheet-confirm-ok'));
    await screen.findByText(t('opsRateSheet:done', { lcl: 2, fcl: 0, currency: 1 }));
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(server.to(IMPORT)).toHaveLength(1);
  });

  it('shows the report a refused import comes back with', async () => {
    stubServer({
      '/v2/ops/me': me(['query', 'import']),
      [CHECK]: { data: clean },
      [IMPORT]: { status: 422, error: { code: 42590, msg: errorText('RATE_SHEET_INVALID') }, data: broken },
    });
    const { dialog, onImported } = await openModal();
    pick(dialog, xlsx());
    fireEvent.click(within(dialog).getByTestId('rate-sheet-check'));
    await within(dialog).findByTestId('rate-sheet-clean');
    fireEvent.click(within(dialog).getByTestId('rate-sheet-submit'));
    fireEvent.click(await screen.findByTestId('rate-sheet-confirm-ok'));
    expect((await within(dialog).findByTestId('rate-sheet-failure')).textContent).toContain(
      errorText('RATE_SHEET_INVALID'),
    );
    expect(within(dialog).getByTestId('rate-sheet-problem-table').textContent).toContain('港口代码不存在');
    expect(onImported).not.toHaveBeenCalled();
    expect((within(dialog).getByTestId('rate-sheet-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a file that is not an .xlsx before sending anything', async () => {
    const server = stubServer({ '/v2/ops/me': me(['query', 'import']) });
    const { dialog } = await openModal();
    pick(dialog, xlsx('june.xls'));
    expect(await screen.findByText(errorText('RATE_SHEET_UNREADABLE'))).toBeTruthy();
    expect((within(dialog).getByTestId('rate-sheet-check') as HTMLButtonElement).disabled).toBe(true);
    expect(server.to(CHECK)).toHaveLength(0);
  });
});
