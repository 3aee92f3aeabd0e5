import { grant } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AddressPage from './address-page.tsx';
import { entry, fakeBook, loggedInTests, renderAt } from './addresses-test-utils.tsx';

const LIST = '/v2/member/address/getaddresslist';
const ADD = '/v2/member/address/addaddress';

loggedInTests();

async function rows(): Promise<HTMLElement[]> {
  return screen.findAllByTestId('address-row');
}

function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

describe('address book page', { timeout: 30_000 }, () => {
  it('lists the book with defaults marked, the B/L text and the kind', async () => {
    fakeBook([
      entry('consignee', 'Acme LA', { tag: 'US', contact: 'Jane Roe', isDefault: true }),
      entry('notifier', 'Broker'),
    ]);
    renderAt('/center/address', <AddressPage />);
    const [first, second] = await rows();
    expect(within(first as HTMLElement).getByText('Acme LA')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('默认')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('收货人')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/ACME LA LTD\./)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('通知人')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('默认')).toBeNull();
  });

  it('says the book is empty and offers to add', async () => {
    fakeBook([]);
    renderAt('/center/address', <AddressPage />);
    expect(await screen.findByText('地址簿还是空的，新增一条常用的发货人、收货人或通知人吧')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /新增地址/ })).toHaveLength(2);
  });

  it('filters by kind and keyword through the address bar', async () => {
    const server = fakeBook([entry('consignee', 'Acme LA'), entry('consignor', 'Shenzhen Works')]);
    const { router } = renderAt('/center/address', <AddressPage />);
    expect(await rows()).toHaveLength(2);

    const kinds = document.querySelector('.ant-segmented') as HTMLElement;
    fireEvent.click(within(kinds).getByText('发货人'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=consignor'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));

    const search = screen.getByLabelText('搜索简称、标签、联系人、公司或地址');
    fireEvent.change(search, { target: { value: ' nothing ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有找到匹配的地址')).toBeTruthy();
    const last = server.callsTo(LIST).at(-1);
    expect(last?.query.get('kind')).toBe('consignor');
    expect(last?.query.get('keyword')).toBe('nothing');
  });

  it('checks a new entry with the domain rules before sending it, then shows it', async () => {
    const server = fakeBook([]);
    renderAt('/center/address', <AddressPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: /新增地址/ }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');

    // A consignor is printed in English (spec §5).
    fireEvent.click(within(dialog).getByText('发货人'));
    fireEvent.change(field('简称'), { target: { value: 'Shanghai Works' } });
    fireEvent.change(field('提单内容'), { target: { value: '上海市浦东新区世纪大道 1 号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('提单内容只能使用英文字母、数字和半角符号')).toBeTruthy();
    expect(server.callsTo(ADD)).toHaveLength(0);

    // A consignee may be in Chinese: choosing the kind checks the text again.
    fireEvent.click(within(dialog).getByText('收货人'));
    await waitFor(() => expect(within(dialog).queryByText('提单内容只能使用英文字母、数字和半角符号')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(1));
    expect(server.callsTo(ADD)[0]?.body).toMatchObject({
      kind: 'consignee',
      label: 'Shanghai Works',
      address: '上海市浦东新区世纪大道 1 号',
      region: '',
      isDefault: false,
    });
    expect(await screen.findByText('地址已保存')).toBeTruthy();
    expect(within((await rows())[0] as HTMLElement).getByText('Shanghai Works')).toBeTruthy();
  });

  it('shows the server’s field messages on the form', async () => {
    const server = fakeBook([entry('consignee', 'Acme LA')]);
    renderAt('/center/address', <AddressPage />);
    fireEvent.click(within((await rows())[0] as HTMLElement).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((field('简称') as HTMLInputElement).value).toBe('Acme LA');

    server.fail('/v2/member/address/editaddress', {
      status: 422,
      error: { code: 42257, msg: '请从列表中选择国家或地区', fields: { region: '请从列表中选择国家或地区' } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('请从列表中选择国家或地区', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(server.callsTo('/v2/member/address/editaddress')[0]?.body).toMatchObject({ id: expect.any(String) });
  });

  it('deletes only after confirmation', async () => {
    const server = fakeBook([entry('consignee', 'Acme LA'), entry('consignee', 'Keep me')]);
    renderAt('/center/address', <AddressPage />);
    const doomed = (await rows()).find((row) => within(row).queryByText('Acme LA')) as HTMLElement;
    fireEvent.click(within(doomed).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除这条地址吗？删除后无法恢复。')).toBeTruthy();
    expect(server.callsTo('/v2/member/address/deladdress')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('/v2/member/address/deladdress')).toHaveLength(1));
    expect(await screen.findByText('地址已删除')).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.queryByText('Acme LA')).toBeNull();
  });

  it('makes an entry the default and moves it first', async () => {
    const server = fakeBook([entry('consignee', 'Old default', { isDefault: true }), entry('consignee', 'New one')]);
    renderAt('/center/address', <AddressPage />);
    const target = (await rows()).find((row) => within(row).queryByText('New one')) as HTMLElement;
    fireEvent.click(within(target).getByRole('button', { name: '设为默认' }));
    expect(await screen.findByText('已设为默认地址')).toBeTruthy();
    expect(server.callsTo('/v2/member/address/setdefault')[0]?.body).toEqual({ id: expect.any(String) });
    await waitFor(async () => expect(within((await rows())[0] as HTMLElement).getByText('New one')).toBeTruthy());
  });

  it('offers only the actions the role allows', async () => {
    fakeBook([entry('consignee', 'Acme LA')], [grant('address', ['query', 'get'])]);
    renderAt('/center/address', <AddressPage />);
    const [row] = await rows();
    await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(0));
    expect(within(row as HTMLElement).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row as HTMLElement).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增地址/ })).toBeNull();
  });
});
