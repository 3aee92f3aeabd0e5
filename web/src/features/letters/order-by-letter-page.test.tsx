import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { configReply, letter, type Sent, stubServer, t } from './letters-test-utils.tsx';
import OrderByLetterPage from './order-by-letter-page.tsx';

loggedInTests();

const FILES = '/v2/files';
const UPLOAD = '/v2/tuoshu2/upload';
const READ = '/v2/tuoshu2/fileread';

function serve(routes: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    '/v2/base/config': configReply(),
    [FILES]: (body) => ({
      data: {
        id: `stored-${((body as FormData).get('file') as File).name}`,
        name: 'x',
        size: 1,
        type: 'pdf',
        kind: (body as FormData).get('kind'),
        createdAt: '2026-06-15T02:30:00.000Z',
      },
    }),
    [UPLOAD]: (body) => ({ data: letter({ ...(body as object), letterNo: 'LT2606150042' }) }),
    ...routes,
  });
}

const pdf = new File(['%PDF-1.4'], 'booking.pdf', { type: 'application/pdf' });
const excel = new File(['PK'], 'si.xlsx');
/** The upload kind of the first file sent. */
const kindSent = (calls: Sent[]) => (calls[0]?.body as FormData | undefined)?.get('kind');
const pick = (testId: string, file: File) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

describe('ordering by letter of instruction', { timeout: 30_000 }, () => {
  it('offers the template for the page’s mode and the upload for an operator', async () => {
    serve();
    renderAt('/fcl/orderByLetter', <OrderByLetterPage />);
    expect(await screen.findByText(t('letters:page.fclTitle'))).toBeTruthy();
    expect(screen.getByTestId('letter-template-download').getAttribute('href')).toBe('/v2/tuoshu2/template?mode=fcl');
    expect(screen.getByTestId('letter-file-way')).toBeTruthy();
  });

  it('uploads an instruction file with a remark as a pending letter', async () => {
    const server = serve();
    renderAt('/orderByLetter', <OrderByLetterPage />);
    pick('letter-file', pdf);
    expect((await screen.findByTestId('letter-file-chosen')).textContent).toContain('booking.pdf');
    fireEvent.change(screen.getByRole('textbox', { name: t('letters:page.remark') }), {
      target: { value: 'next week please' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('letters:page.submit') }));

    const done = await screen.findByTestId('letter-submitted');
    expect(done.textContent).toContain(t('letters:page.submitted', { letterNo: 'LT2606150042' }));
    expect(screen.getByText(t('letters:page.viewLetters')).closest('a')?.getAttribute('href')).toBe(
      '/center/draft?tab=letters',
    );
    expect(kindSent(server.to(FILES))).toBe('instruction');
    const [sent] = server.to(UPLOAD);
    expect(sent?.body).toEqual({
      mode: 'lcl',
      kind: 'letter',
      remark: 'next week please',
      fileId: 'stored-booking.pdf',
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByTestId('letter-file-chosen')).toBeNull();
  });

  it('refuses a wrong type before sending, and asks for the file', async () => {
    const server = serve();
    renderAt('/orderByLetter', <OrderByLetterPage />);
    pick('letter-file', new File(['x'], 'photo.png'));
    expect(await screen.findByText(errorText('FILE_TYPE_INSTRUCTION'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('letters:page.submit') }));
    expect(await screen.findByText(errorText('LETTER_FILE_REQUIRED'))).toBeTruthy();
    expect(server.to(FILES)).toHaveLength(0);
    expect(server.to(UPLOAD)).toHaveLength(0);
  });

  it('goes straight to the draft when the template was read whole', async () => {
    const server = serve({
      [READ]: { data: { letterId: 'l1', letterNo: 'LT1', draftId: 'd1', mode: 'lcl', fields: 12, warnings: [] } },
    });
    const { router } = renderAt('/orderByLetter', <OrderByLetterPage />);
    pick('letter-template-file', excel);
    await waitFor(() => expect(router.state.location.pathname).toBe('/draftCreate'));
    expect(router.state.location.search).toBe('?id=d1');
    expect(await screen.findByText(t('letters:page.read', { count: 12 }))).toBeTruthy();
    expect(server.to(READ)[0]?.body).toEqual({ mode: 'lcl', fileId: 'stored-si.xlsx' });
    expect(kindSent(server.to(FILES))).toBe('excel');
  });

  it('lists what could not be read before going on to the FCL draft', async () => {
    serve({
      [READ]: {
        data: {
          letterId: 'l1',
          letterNo: 'LT1',
          draftId: 'd2',
          mode: 'fcl',
          fields: 7,
          warnings: [
            { field: 'pod', message: 'PORT_UNKNOWN' },
            { field: 'containers.2.type', message: 'CONTAINERS_REQUIRED' },
          ],
        },
      },
    });
    const { router } = renderAt('/orderByLetter', <OrderByLetterPage />);
    pick('letter-template-file', excel);
    const list = await screen.findByTestId('letter-warnings');
    expect(screen.getByText(t('letters:page.readWarnings', { count: 7 }))).toBeTruthy();
    expect(list.textContent).toContain(`${t('letters:fields.pod')}: ${errorText('PORT_UNKNOWN')}`);
    expect(list.textContent).toContain(`${t('letters:fields.containers.type')}: ${errorText('CONTAINERS_REQUIRED')}`);
    expect(router.state.location.pathname).toBe('/orderByLetter');
    fireEvent.click(screen.getByRole('button', { name: t('letters:page.continue') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fcl/draftCreate'));
  });

  it('shows the server’s refusal of a workbook that is not ours', async () => {
    serve({ [READ]: { status: 422, error: { code: 42573, msg: 'Not our template' } } });
    renderAt('/orderByLetter', <OrderByLetterPage />);
    pick('letter-template-file', excel);
    expect((await screen.findByTestId('letter-error')).textContent).toContain('Not our template');
  });

  it('tells an account that may not order why, and where to verify', async () => {
    serve({ '/v2/base/config': configReply(false, '尚未实名认证') });
    renderAt('/orderByLetter', <OrderByLetterPage />);
    const blocked = await screen.findByTestId('letter-blocked');
    expect(blocked.textContent).toContain(t('letters:page.unverified'));
    expect(blocked.textContent).toContain('尚未实名认证');
    expect(screen.getByText(t('letters:page.verify')).closest('a')?.getAttribute('href')).toBe('/center/authGuide');
    expect(screen.getByRole('button', { name: t('letters:page.submit') }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a simple FCL order from /fcl/orderBySimple, without the template', async () => {
    const server = serve();
    renderAt('/fcl/orderBySimple', <OrderByLetterPage />);
    expect(await screen.findByText(t('letters:page.simpleTitle'))).toBeTruthy();
    expect(screen.queryByTestId('letter-template-way')).toBeNull();
    pick('letter-file', pdf);
    fireEvent.click(screen.getByRole('button', { name: t('letters:page.submit') }));
    await screen.findByTestId('letter-submitted');
    expect(server.to(UPLOAD)[0]?.body).toMatchObject({ mode: 'fcl', kind: 'simple' });
  });
});
