import type { Port } from '@seabook/domain/catalog';
import { LOCALES } from '@seabook/domain/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { allowance, HAMBURG, SHANGHAI, stubServer, t } from './inquiries-test-utils.tsx';
import InquiryPage from './inquiry-page.tsx';

loggedInTests();

const CREATE = '/v2/oe_order/createdetailed';
const ALLOWANCE = '/v2/oe_order/getdetailed';
const FROM_SEARCH = '?pol=CNSHA&pod=DEHAM&date=2099-07-01&w=500&v=2&p=10';

/** A port as GET /v2/base/ports answers it (the catalogue adds the province). */
const port = (ref: typeof SHANGHAI, main: boolean): Port & { province: string } => ({
  ...ref,
  country: ref.code.slice(0, 2),
  pinyin: '',
  main,
  province: '',
});

/** The catalogue's ports: Shanghai the main one, Hamburg among the others. */
const PORTS = {
  '/v2/base/ports': ({ query }: { query: URLSearchParams }) => ({
    data: { items: [query.get('main') === 'true' ? port(SHANGHAI, true) : port(HAMBURG, false)], total: 1 },
  }),
};

function server(routes: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({ [ALLOWANCE]: [{ data: allowance() }], ...PORTS, ...routes });
}

function open(path: string) {
  return renderAt(path, <InquiryPage />);
}

async function choose(label: string, option: string) {
  // Label queries: role queries compute every accessible name of a large antd form, slowly in jsdom.
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

/** The message shown under the field labelled `label`. */
function fieldError(label: string): string {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
}

/** The checkbox of a service (found by selector: role queries check styles, slowly, in a large form). */
function checkbox(service: string): HTMLInputElement {
  return screen.getByTestId(`service-${service}`).querySelector('input[type="checkbox"]') as HTMLInputElement;
}

const submit = () => fireEvent.click(screen.getByTestId('submit-inquiry'));
/** antd re-renders a whole form in jsdom slowly: what follows a submission may take a few seconds. */
const SLOW = { timeout: 10_000 };

describe('inquiry form', { timeout: 60_000 }, () => {
  it('refuses bad input with the catalogue messages on their fields and sends nothing', async () => {
    const calls = server();
    open('/lcl/inquiry');
    expect(await screen.findByTestId('inquiry-allowance')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(t('booking:cargo.hazardous')));
    await screen.findByTestId('dg-class');
    submit();

    await waitFor(() => expect(fieldError(t('rates:form.pol'))).toBe(errorText('POL_REQUIRED')), SLOW);
    expect(fieldError(t('rates:form.pod'))).toBe(errorText('POD_REQUIRED'));
    expect(fieldError(t('booking:cargo.weightKg'))).toBe(errorText('CARGO_INCOMPLETE'));
    expect(fieldError(t('booking:cargo.dgClass'))).toBe(errorText('CARGO_INCOMPLETE'));
    expect(fieldError(t('booking:cargo.unNumber'))).toBe(errorText('UN_NUMBER_INVALID'));
    expect(calls.of(CREATE)).toHaveLength(0);
  });

  it('sends the search it came from as the inquiry, then opens the new sheet', async () => {
    const calls = server({
      [CREATE]: [{ data: { id: 'i-9', inquiryNo: 'XP2606010009', allowance: allowance({ remaining: 17 }) } }],
    });
    const { router } = open(`/lcl/inquiry${FROM_SEARCH}`);
    expect((await screen.findByTestId('inquiry-allowance')).textContent).toContain(
      t('inquiry:allowance.left', { remaining: 18, limit: 20 }),
    );
    await waitFor(() => expect((screen.getByTestId('inquiry-pod') as HTMLInputElement).value).toBe('汉堡 (DEHAM)'));
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/center/inquiry'), SLOW);
    expect(router.state.location.search).toBe('?id=i-9');
    const [sent] = calls.of(CREATE);
    expect(sent?.body).toEqual({
      mode: 'lcl',
      pol: 'CNSHA',
      pod: 'DEHAM',
      sailingDate: '2099-07-01',
      tradeTerm: 'FOB',
      shipmentTerm: 'CFS-CFS',
      services: [],
      cargo: { type: 'general', weightKg: 500, volumeCbm: 2, pieces: 10, packingType: 'cartons', hazardous: false },
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(t('inquiry:form.success', { no: 'XP2606010009' }))).toBeTruthy();
  });

  it('locks the services the terms select, says why, and sends them with the ticked ones', async () => {
    const calls = server({
      [CREATE]: [{ data: { id: 'i-1', inquiryNo: 'XP2606010001', allowance: allowance() } }],
      '/v2/base/cities': [{ data: { items: [], total: 0 } }],
    });
    open(`/lcl/inquiry${FROM_SEARCH}`);
    await choose(t('booking:terms.tradeTerm'), 'CIF');
    await choose(t('booking:terms.shipmentTerm'), 'DOOR-CFS');

    expect((await screen.findByTestId('reason-insurance')).textContent).toBe(
      t('booking:terms.selectedBecause', { term: 'CIF' }),
    );
    expect(screen.getByTestId('reason-pickup').textContent).toBe(
      t('booking:terms.selectedBecause', { term: 'DOOR-CFS' }),
    );
    const insurance = checkbox('insurance');
    expect(insurance.checked).toBe(true);
    expect(insurance.disabled).toBe(true);
    // A pickup is wanted: its city may be named.
    expect(screen.getByLabelText(t('inquiry:form.pickupCity'))).toBeTruthy();
    fireEvent.click(checkbox('customs'));
    submit();

    await waitFor(() => expect(calls.of(CREATE)).toHaveLength(1), SLOW);
    expect(calls.of(CREATE)[0]?.body).toMatchObject({
      tradeTerm: 'CIF',
      shipmentTerm: 'DOOR-CFS',
      services: ['customs', 'pickup', 'insurance'],
    });
  });

  it('says before any typing that the month is used up, with the way to verify', async () => {
    const calls = server({ [ALLOWANCE]: [{ data: allowance({ limit: 3, used: 3, remaining: 0, verified: false }) }] });
    open(`/lcl/inquiry${FROM_SEARCH}`);

    const refused = await screen.findByTestId('inquiry-refused');
    expect(refused.textContent).toContain(errorText('INQUIRY_LIMIT_UNVERIFIED'));
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/center/authGuide');
    expect(screen.getByTestId('submit-inquiry').hasAttribute('disabled')).toBe(true);
    expect(calls.of(CREATE)).toHaveLength(0);
  });

  it('explains a 403 of the submission in the page with the way to verify', async () => {
    server({
      [ALLOWANCE]: [{ data: allowance({ limit: 3, used: 2, remaining: 1, verified: false }) }],
      [CREATE]: [{ status: 403, error: { code: 40360, msg: '询价次数已用完，请完成实名认证后继续' } }],
    });
    open(`/lcl/inquiry${FROM_SEARCH}`);
    await screen.findByTestId('inquiry-allowance');
    submit();

    const refused = await screen.findByTestId('inquiry-refused');
    expect(refused.textContent).toContain('询价次数已用完，请完成实名认证后继续');
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/center/authGuide');
  });

  it('puts the server field errors of a 422 on their fields', async () => {
    const calls = server({
      [CREATE]: [{ status: 422, error: { code: 42200, msg: 'invalid', fields: { 'cargo.weightKg': '重量不对' } } }],
    });
    open(`/lcl/inquiry${FROM_SEARCH}`);
    await screen.findByTestId('inquiry-allowance');
    submit();

    await waitFor(() => expect(fieldError(t('booking:cargo.weightKg'))).toBe('重量不对'), SLOW);
    expect(calls.of(CREATE)).toHaveLength(1);
  });

  it('asks FCL inquiries for their containers and sends them', async () => {
    const calls = server({ [CREATE]: [{ data: { id: 'i-2', inquiryNo: 'XP2606010002', allowance: allowance() } }] });
    open(`/fcl/inquiry${FROM_SEARCH}`);
    expect(await screen.findAllByTestId('container-row')).toHaveLength(1);
    fireEvent.click(screen.getByText(t('booking:containers.add')));
    expect(screen.getAllByTestId('container-row')).toHaveLength(2);
    // A row without a quantity is refused with the schema's key on its field.
    const [, second] = screen.getAllByLabelText(t('booking:containers.quantity'));
    fireEvent.change(second as HTMLElement, { target: { value: '' } });
    submit();
    await waitFor(() => expect(screen.getByText(errorText('CONTAINERS_REQUIRED'))).toBeTruthy(), SLOW);
    expect(calls.of(CREATE)).toHaveLength(0);

    fireEvent.change(second as HTMLElement, { target: { value: '3' } });
    submit();
    await waitFor(() => expect(calls.of(CREATE)).toHaveLength(1), SLOW);
    expect(calls.of(CREATE)[0]?.body).toMatchObject({
      mode: 'fcl',
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '20GP', quantity: 3 },
      ],
    });
  });

  it.each(LOCALES)('renders every text of the form in %s', async (locale) => {
    await setLocale(locale);
    server();
    open(`/fcl/inquiry${FROM_SEARCH}`);
    expect(await screen.findByText(t('inquiry:form.title.fcl'))).toBeTruthy();
    await screen.findByTestId('inquiry-allowance');
    fireEvent.click(screen.getByLabelText(t('booking:cargo.hazardous')));
    await screen.findByTestId('dg-class');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\b(?:inquiry|booking|rates|common|quote):[a-z]/i);
    expect(text).toContain(t('booking:sections.containers'));
    expect(text).toContain(t('booking:terms.tradeTerm'));
  });
});
