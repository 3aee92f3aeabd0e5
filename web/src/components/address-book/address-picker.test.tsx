import type { Address, AddressKind } from '@seabook/domain/addresses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { entry, fakeBook, loggedInTests, renderAt } from '../../features/addresses/addresses-test-utils.tsx';
import { saveParty } from '../../lib/addresses-api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { AddressPicker } from './address-picker.tsx';

const LIST = '/v2/member/address/getaddresslist';

loggedInTests();

/** A booking form's party field: a button that opens the dialog and the party it was given. */
function PartyField({ kind, onPick }: { kind: AddressKind; onPick: (entry: Address) => void }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Address | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <p data-testid="picked">{picked?.address ?? ''}</p>
      <AddressPicker
        open={open}
        kind={kind}
        onClose={() => setOpen(false)}
        onPick={(chosen) => {
          setPicked(chosen);
          onPick(chosen);
        }}
      />
    </>
  );
}

describe('address library dialog', { timeout: 30_000 }, () => {
  it('opens on the asked-for tab with the abbreviation, content and tag of each entry', async () => {
    const server = fakeBook([
      entry('consignee', 'Acme LA', { tag: 'US client', isDefault: true }),
      entry('consignee', 'Nordic'),
      entry('notifier', 'Broker'),
    ]);
    renderAt('/booking', <PartyField kind="consignee" onPick={() => {}} />);
    fireEvent.click(screen.getByText('open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('地址库')).toBeTruthy();
    const rows = await within(dialog).findAllByTestId('picker-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Acme LA')).toBeTruthy();
    expect(within(first).getByText('默认')).toBeTruthy();
    expect(within(first).getByText(/ACME LA LTD\./)).toBeTruthy();
    expect(within(first).getByText('US client')).toBeTruthy();
    expect(server.callsTo(LIST)[0]?.query.get('kind')).toBe('consignee');

    fireEvent.click(within(dialog).getByRole('tab', { name: '通知人' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('picker-row')).toHaveLength(1));
    expect(within(dialog).getByText('Broker')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: '发货人' }));
    expect(await within(dialog).findByText('这一类还没有地址')).toBeTruthy();
  });

  it('searches by keyword within the tab', async () => {
    const server = fakeBook([entry('consignor', 'Shenzhen Works'), entry('consignor', 'Ningbo Tools')]);
    renderAt('/booking', <PartyField kind="consignor" onPick={() => {}} />);
    fireEvent.click(screen.getByText('open'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByTestId('picker-row')).toHaveLength(2);
    const search = within(dialog).getByLabelText('搜索简称、标签、联系人、公司或地址');
    fireEvent.change(search, { target: { value: 'ningbo' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(dialog).getAllByTestId('picker-row')).toHaveLength(1));
    expect(server.callsTo(LIST).at(-1)?.query.get('keyword')).toBe('ningbo');
    expect(server.callsTo(LIST).at(-1)?.query.get('kind')).toBe('consignor');
  });

  it('hands the chosen entry back and closes', async () => {
    const chosen = entry('notifier', 'Broker', { address: 'SAME AS CONSIGNEE' });
    fakeBook([chosen]);
    const onPick = vi.fn();
    renderAt('/booking', <PartyField kind="notifier" onPick={onPick} />);
    fireEvent.click(screen.getByText('open'));
    const dialog = await screen.findByRole('dialog');
    const [row] = await within(dialog).findAllByTestId('picker-row');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: '选择' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(chosen);
    expect(screen.getByTestId('picked').textContent).toBe('SAME AS CONSIGNEE');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('saving a booking party to the address book', () => {
  it('names it after the first line of its B/L text when no short name is given', async () => {
    const server = fakeBook([]);
    const saved = await saveParty({ kind: 'consignee', address: '\nACME IMPORTS INC.\n1200 HARBOR BLVD', phone: '' });
    expect(server.callsTo('/v2/member/address/addaddress')[0]?.body).toEqual({
      kind: 'consignee',
      label: 'ACME IMPORTS INC.',
      address: '\nACME IMPORTS INC.\n1200 HARBOR BLVD',
      phone: '',
    });
    expect(saved.label).toBe('ACME IMPORTS INC.');
    await saveParty({ kind: 'notifier', label: 'Broker', address: 'SAME AS CONSIGNEE' });
    expect(server.callsTo('/v2/member/address/addaddress')[1]?.body).toMatchObject({ label: 'Broker' });
  });

  it('rejects with the server’s field messages', async () => {
    const server = fakeBook([]);
    server.fail('/v2/member/address/addaddress', {
      status: 422,
      error: { code: 42253, msg: 'x', fields: { address: '提单内容只能使用英文字母、数字和半角符号' } },
    });
    const failure = await saveParty({ kind: 'consignee', address: '洛杉矶' }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.fields).toEqual({ address: '提单内容只能使用英文字母、数字和半角符号' });
  });
});
