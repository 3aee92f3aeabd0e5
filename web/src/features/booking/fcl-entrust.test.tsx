import type { OrderDraftInput } from '@seabook/domain/booking';
import type { FileInfo } from '@seabook/domain/files';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import {
  choose,
  completeCargo,
  fclLine,
  fee,
  press,
  price,
  readyToSubmit,
  SLOW,
  stub,
  t,
  type,
} from './booking-test-utils.tsx';
import FclEntrustPage from './fcl-entrust-page.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

const LINE = 'F1:2099-06-02';
const SEARCH = { data: { items: [fclLine(LINE)], total: 1, notice: null, from: '2099-06-02', to: '2099-06-29' } };
const FILE: FileInfo = {
  id: 'file-1',
  name: 'manual.pdf',
  size: 1200,
  type: 'pdf',
  kind: 'order',
  createdAt: '2099-05-01T00:00:00.000Z',
};
const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const box = (type: string) => ({ 'zh-CN': type, 'zh-TW': type, en: type });

/** The price of 2 × 20GP and 1 × 40HQ: one ocean line per container type, each counted in boxes. */
const FCL_PRICE = price(LINE, 'f', [
  fee('ocean_price', 300000, { basis: 'container', unit: box('20GP'), unitPrice: usd(150000), quantity: '2' }),
  fee('ocean_price', 290000, { basis: 'container', unit: box('40HQ'), unitPrice: usd(290000), quantity: '1' }),
  fee('thc_price', 60000, { stage: 'origin', basis: 'container', unit: box('20GP'), quantity: '3' }),
]);

function open() {
  return renderAt(`/fcl/entrust?line=${encodeURIComponent(LINE)}&pol=CNSHA&pod=USLAX`, <FclEntrustPage />);
}

/** FCL cargo has no measures from the search: the user types them. */
async function completeFclCargo() {
  await completeCargo();
  type(t('booking:cargo.weightKg'), '12000');
  type(t('booking:cargo.volumeCbm'), '40');
  type(t('booking:cargo.pieces'), '300');
}

function lastDraft(calls: { body: Record<string, unknown> }[]): Extract<OrderDraftInput, { mode: 'fcl' }> {
  return calls.at(-1)?.body.draft as Extract<OrderDraftInput, { mode: 'fcl' }>;
}

describe('FCL entrust page', { timeout: 240_000 }, () => {
  it('finds the line by its lane and sailing day and offers only its container types, with their prices', async () => {
    const server = stub({ '/v2/fcl/price': [SEARCH] });
    open();
    expect(await screen.findByTestId('fcl-line-summary', undefined, SLOW)).toBeTruthy();
    expect(server.of('/v2/fcl/price')[0]?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'USLAX',
      sailingDate: '2099-06-02',
    });
    fireEvent.mouseDown(
      screen
        .getAllByLabelText(t('booking:containers.type'))
        .find((e) => e.getAttribute('role') === 'combobox') as HTMLElement,
    );
    const label = (code: string, amount: number) =>
      t('booking:containers.perBox', { type: code, price: formatMoney(usd(amount)) });
    expect((await screen.findAllByTitle(label('20GP', 150000), undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByTitle(label('40HQ', 290000)).length).toBeGreaterThan(0);
    expect(screen.queryByTitle(/40GP/)).toBeNull();
  });

  it('builds the draft with containers, bond and trucking, and shows a fee line per container type', async () => {
    const server = stub({
      '/v2/fcl/price': [SEARCH],
      '/v2/files': [{ data: FILE }],
      '/v2/oe_order/price': [{ data: FCL_PRICE }],
    });
    open();
    await completeFclCargo();
    type(t('booking:containers.quantity'), '2');
    press(t('booking:containers.add'));
    await choose(t('booking:bond.type'), t('booking:bond.types.processingManual'));
    fireEvent.change(await screen.findByLabelText(t('booking:bond.number'), undefined, SLOW), {
      target: { value: 'C2231000123' },
    });
    fireEvent.change(screen.getByTestId('bond-file'), {
      target: { files: [new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByTestId('bond-file-file', undefined, SLOW)).toBeTruthy();
    type(t('booking:trucking.company'), 'SHANGHAI TRUCKS');
    type(t('booking:trucking.driverName'), '王师傅');
    type(t('booking:trucking.phone'), '13800000001');
    type(t('booking:trucking.plate'), '沪A·12345');

    await readyToSubmit();
    await waitFor(() => expect(lastDraft(server.of('/v2/oe_order/price')).trucking?.plate).toBe('沪A·12345'), SLOW);
    const body = server.of('/v2/oe_order/price').at(-1)?.body as { line: string };
    const draft = lastDraft(server.of('/v2/oe_order/price'));
    expect(body.line).toBe(LINE);
    expect(draft.mode).toBe('fcl');
    expect(draft.source).toEqual({ from: 'quote', lineId: LINE });
    expect(draft.containers).toEqual([
      { type: '20GP', quantity: 2 },
      { type: '40HQ', quantity: 1 },
    ]);
    expect(draft.bond).toEqual({ type: 'processingManual', number: 'C2231000123', fileId: 'file-1' });
    expect(draft.trucking).toEqual({
      company: 'SHANGHAI TRUCKS',
      driverName: '王师傅',
      phone: '13800000001',
      plate: '沪A·12345',
    });
    expect(draft.cargo).toMatchObject({ weightKg: 12000, volumeCbm: 40, pieces: 300 });

    const ocean = within(screen.getByTestId('fee-group-ocean-freight')).getAllByTestId('fee-line');
    expect(ocean.map((row) => row.textContent)).toEqual([
      expect.stringContaining('2 20GP'),
      expect.stringContaining('1 40HQ'),
    ]);
    expect(ocean[0]?.textContent).toContain('USD 3,000.00');
    expect(ocean[1]?.textContent).toContain('USD 2,900.00');
    expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 6,500.00');
  });

  it('refuses a bad plate, a bond without number and file and a wrong container check digit, with their messages', async () => {
    const server = stub({ '/v2/fcl/price': [SEARCH], '/v2/oe_order/price': [{ data: FCL_PRICE }] });
    open();
    await choose(t('booking:bond.type'), t('booking:bond.types.electronicAccount'));
    type(t('booking:trucking.company'), 'SHANGHAI TRUCKS');
    type(t('booking:trucking.driverName'), '王师傅');
    type(t('booking:trucking.phone'), '13800000001');
    type(t('booking:trucking.plate'), 'AB-1234');
    press(t('booking:containerDetails.add'));
    type(t('booking:containerDetails.containerNo'), 'CSQU3054384');
    await completeFclCargo();

    const button = screen.getByTestId('submit-order');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(button);
    const fieldError = async (label: string, key: Parameters<typeof errorText>[0]) => {
      const input = screen.getAllByLabelText(label)[0] as HTMLElement;
      const item = input.closest('.ant-form-item') as HTMLElement;
      await waitFor(() => expect(within(item).getByText(errorText(key))).toBeTruthy(), SLOW);
    };
    await fieldError(t('booking:trucking.plate'), 'PLATE_INVALID');
    await fieldError(t('booking:bond.number'), 'BOND_DETAILS_REQUIRED');
    await fieldError(t('booking:containerDetails.containerNo'), 'CONTAINER_NUMBER_INVALID');
    const file = screen.getByTestId('bond-file').closest('.ant-form-item') as HTMLElement;
    expect(within(file).getByText(errorText('BOND_DETAILS_REQUIRED'))).toBeTruthy();
    expect(server.of('/v2/oe_order/price')).toHaveLength(0);
    expect(server.of('/v2/oe_order/createorder')).toHaveLength(0);

    // The right check digit clears the container number's message.
    type(t('booking:containerDetails.containerNo'), 'CSQU3054383');
    fireEvent.click(button);
    const item = screen.getByLabelText(t('booking:containerDetails.containerNo')).closest('.ant-form-item');
    await waitFor(
      () => expect(within(item as HTMLElement).queryByText(errorText('CONTAINER_NUMBER_INVALID'))).toBeNull(),
      SLOW,
    );
  });

  it('says the sailing can no longer be booked when the search does not list it', async () => {
    stub({ '/v2/fcl/price': [{ data: { ...SEARCH.data, items: [] } }] });
    open();
    const notice = await screen.findByTestId('line-unavailable', undefined, SLOW);
    expect(notice.textContent).toContain(t('booking:lineUnavailable'));
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/fcl/export?pol=CNSHA&pod=USLAX');
  });
});
