import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import OrderDetailPage from './order-detail-page.tsx';
import { fullOrder, INFO, openOrder, orderInfo, serveOrders, t } from './orders-test-utils.tsx';

loggedInTests();

describe('order detail', { timeout: 30_000 }, () => {
  it('shows the route, terms, cargo, parties, each service’s details and the fee lines by stage', async () => {
    const order = orderInfo({ blNo: 'COSU6300012345', bookingNo: 'BK778899', contractNo: 'CT-2026/01' });
    const server = openOrder(order);
    const page = await screen.findByTestId('order-detail');
    expect(server.of(INFO)[0]?.query.get('id')).toBe(order.orderId);

    const overview = screen.getByTestId('order-overview');
    expect(within(page).getByTestId('order-no').textContent).toBe(order.orderNo);
    expect(within(overview).getByText('COSU6300012345')).toBeTruthy();
    expect(within(overview).getByText('BK778899')).toBeTruthy();
    expect(within(overview).getByText('CT-2026/01')).toBeTruthy();
    expect(within(page).getByTestId('order-route').textContent).toBe('上海 → 洛杉矶');
    expect(within(page).getByText('COSCO · 中远海运')).toBeTruthy();
    expect(within(page).getByText('2026-06-22')).toBeTruthy();
    expect(within(page).getByText('CIF')).toBeTruthy();
    expect(within(overview).getByText('PO-7788')).toBeTruthy();
    expect(within(page).getByTestId('order-status').textContent).toBe(t('orders:statuses.pending_review'));
    expect(within(page).getByText(t('orders:detail.back')).closest('a')?.getAttribute('href')).toBe('/center/order');

    const cargo = screen.getByTestId('order-cargo');
    expect(within(cargo).getByText('LED DESK LAMPS')).toBeTruthy();
    expect(within(cargo).getByText('CNY 100,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('order-parties')).getByText(/NINGBO LIGHTING CO\., LTD\./)).toBeTruthy();

    const customs = screen.getByTestId('order-service-customs');
    expect(within(customs).getByText(t('booking:customs.types.formal'))).toBeTruthy();
    const pickup = screen.getByTestId('order-service-pickup');
    expect(await within(pickup).findByText('杭州')).toBeTruthy();
    expect(within(pickup).getByText('No. 18 Wenyi Road')).toBeTruthy();
    const insurance = screen.getByTestId('order-service-insurance');
    expect(within(insurance).getByText(t('booking:insurance.risks.allRisks'))).toBeTruthy();
    expect(within(insurance).getByText('CNY 110,000.00')).toBeTruthy();
    const warehouse = screen.getByTestId('order-service-warehouse');
    expect(within(warehouse).getByText('3')).toBeTruthy();
    expect(within(warehouse).queryByText(t('booking:warehouse.wrapCount'))).toBeNull();
    expect(screen.queryByTestId('order-service-destinationDelivery')).toBeNull();
    expect(screen.queryByTestId('order-containers')).toBeNull();

    expect(screen.getAllByTestId('fee-line')).toHaveLength(3);
    // Every line shows its quantity in its unit, the unit price and the amount (issue 14), in tables of one
    // fixed layout whose column names show once, above the groups. jsdom matches no media query, so this is
    // the phone's form (quantity over unit price); e2e/new-user.spec.ts measures the desktop's four columns.
    const line = (group: string) => within(screen.getByTestId(`fee-group-${group}`)).getByTestId('fee-line');
    expect(within(line('ocean-freight')).getByTestId('fee-unit-price').textContent).toBe('USD 360.00');
    expect(line('ocean-freight').textContent).toContain('2.5 W/M× USD 360.00');
    expect(within(line('ocean-freight')).getByTestId('fee-amount').textContent).toBe('USD 900.00');
    expect(line('origin-customs').textContent).toContain('1 单× CNY 200.00');
    const fees = screen.getByTestId('price-summary');
    expect(
      within(fees)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('quote:fees.columns.name'),
      `${t('quote:fees.columns.quantity')} × ${t('quote:fees.columns.unitPrice')}`,
      t('quote:fees.columns.amount'),
    ]);
    const widths = [...fees.querySelectorAll('table')].map((table) =>
      [...table.querySelectorAll('col')].map((col) => col.style.width).join(','),
    );
    expect(new Set(widths).size).toBe(1);
    for (const table of fees.querySelectorAll('table')) expect(table.style.tableLayout).toBe('fixed');
    expect(screen.getByTestId('fee-group-origin-customs')).toBeTruthy();
    expect(screen.getByTestId('fee-group-destination-freight')).toBeTruthy();
    expect(screen.getByTestId('fee-totals').textContent).toBe('USD 1,050.00CNY 200.00');
    expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 1,077.70');
  });

  it('shows an FCL order’s boxes, bond and truck, and the inquiry it came from', async () => {
    const base = fullOrder();
    openOrder(
      orderInfo({
        mode: 'fcl',
        inquiryId: 'inq-1',
        draft: {
          ...(base.draft as object),
          mode: 'fcl',
          containers: [
            { type: '40HQ', quantity: 2 },
            { type: '20GP', quantity: 1 },
          ],
          bond: { type: 'electronicAccount', number: 'E3101000123', fileId: 'f-1', documentCount: 2 },
          trucking: { company: 'Ningbo Trucks', driverName: 'Li Lei', phone: '13900001111', plate: '浙B12345' },
          containerDetails: [{ type: '40HQ', containerNo: 'CSQU3054383', sealNo: 'SEAL001' }],
        },
      }),
    );
    const boxes = await screen.findByTestId('order-containers');
    expect(within(boxes).getByTestId('order-container-rows').textContent).toBe('2×40HQ + 1×20GP');
    expect(within(boxes).getByText(t('orders:detail.bond.types.electronicAccount'))).toBeTruthy();
    expect(within(boxes).getByText('浙B12345')).toBeTruthy();
    expect(within(boxes).getByText('CSQU3054383')).toBeTruthy();
    expect(within(screen.getByTestId('order-detail')).getByText(t('orders:modes.fcl'))).toBeTruthy();
    expect(screen.getByText(t('orders:detail.viewInquiry')).closest('a')?.getAttribute('href')).toBe(
      '/center/inquiry?id=inq-1',
    );
    // Ordering it again opens the FCL page.
    await waitFor(() =>
      expect(screen.getByTestId('order-again').getAttribute('href')).toBe(
        '/fcl/onemore?id=00000000-0000-4000-8000-000000000999',
      ),
    );
  });

  it('shows the steps done, current and waiting, with the nodes that happened and their DCSA codes', async () => {
    openOrder(
      orderInfo({
        status: 'in_progress',
        milestones: [
          {
            node: 'booked',
            eventType: 'SHIPMENT',
            code: 'CONF',
            at: '2026-06-16T01:00:00.000Z',
            location: null,
            remark: null,
          },
          {
            node: 'warehoused',
            eventType: 'EQUIPMENT',
            code: 'GTIN',
            at: '2026-06-18T06:30:00.000Z',
            location: 'Shanghai CFS',
            remark: null,
          },
        ],
      }),
    );
    const progress = await screen.findByTestId('order-progress');
    const state = (step: string) => within(progress).getByTestId(`order-step-${step}`).getAttribute('data-state');
    // No pickup node: the step is passed over, not ticked (issue 14).
    expect([state('review'), state('booking'), state('pickup'), state('warehouse')]).toEqual([
      'done',
      'done',
      'skipped',
      'done',
    ]);
    expect(state('packing')).toBe('current');
    expect(state('arrival')).toBe('waiting');
    expect(within(progress).getByText(t('orders:steps.warehouse'))).toBeTruthy();
    // antd marks the steps by their state: finish, process, wait.
    const item = (step: string) => within(progress).getByTestId(`order-step-${step}`).closest('.ant-steps-item');
    expect(item('warehouse')?.className).toContain('ant-steps-item-finish');
    expect(item('pickup')?.className).toContain('ant-steps-item-wait');
    expect(item('pickup')?.textContent).toContain(t('orders:detail.nodesPending'));
    expect(item('packing')?.className).toContain('ant-steps-item-process');
    expect(item('arrival')?.className).toContain('ant-steps-item-wait');
    expect(within(progress).getByText('2026-06-18 14:30 (UTC+8)')).toBeTruthy();

    const nodes = screen.getByTestId('order-nodes');
    const warehoused = within(nodes).getByTestId('order-node-warehoused');
    expect(warehoused.getAttribute('data-happened')).toBe('true');
    expect(within(warehoused).getByText('GTIN')).toBeTruthy();
    expect(warehoused.textContent).toContain('2026-06-18 14:30 (UTC+8) · Shanghai CFS');
    const sailed = within(nodes).getByTestId('order-node-sailed');
    expect(sailed.getAttribute('data-happened')).toBe('false');
    expect(within(sailed).getByText('DEPA')).toBeTruthy();
    expect(within(sailed).getByText(t('orders:detail.nodesPending'))).toBeTruthy();
  });

  it('shows a cancelled order’s first open step as stopped and a rejected one’s remark in red', async () => {
    openOrder(orderInfo({ status: 'rejected', reviewRemark: 'Dangerous goods need a declaration first' }));
    const alert = await screen.findByTestId('order-review');
    expect(alert.className).toContain('ant-alert-error');
    expect(alert.textContent).toContain(t('orders:detail.review.rejected'));
    expect(alert.textContent).toContain('Dangerous goods need a declaration first');
    const review = screen.getByTestId('order-step-review');
    expect(review.getAttribute('data-state')).toBe('stopped');
    expect(review.closest('.ant-steps-item')?.className).toContain('ant-steps-item-error');
  });

  it('logs each event with who, the action and the statuses it moved between, newest first', async () => {
    openOrder(
      orderInfo({
        status: 'pending_booking',
        log: [
          {
            id: 'log-3',
            at: '2026-06-16T03:00:00.000Z',
            actorKind: 'customer',
            actorName: 'Wang Wei',
            action: 'userdefine',
            from: null,
            to: null,
            remark: null,
            changes: { contractNo: [null, 'CT-1'] },
          },
          {
            id: 'log-2',
            at: '2026-06-15T03:00:00.000Z',
            actorKind: 'operator',
            actorName: 'Operator Li',
            action: 'approve',
            from: 'pending_review',
            to: 'pending_booking',
            remark: 'Space confirmed',
            changes: null,
          },
          ...orderInfo().log,
        ],
      }),
    );
    const rows = await screen.findAllByTestId('order-log-row');
    expect(rows).toHaveLength(3);
    const [edit, approve, create] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(edit.textContent).toContain(t('orders:logActions.userdefine'));
    expect(edit.textContent).toContain(
      t('orders:detail.log.set', { field: t('orders:detail.contractNo'), after: 'CT-1' }),
    );
    expect(within(approve).getByTestId('order-log-move').textContent).toBe(
      `${t('orders:statuses.pending_review')} → ${t('orders:statuses.pending_booking')}`,
    );
    expect(approve.textContent).toContain(t('orders:moves.approve'));
    expect(approve.textContent).toContain(t('orders:actors.operator'));
    expect(approve.textContent).toContain('Operator Li');
    expect(approve.textContent).toContain('Space confirmed');
    expect(within(create).getByTestId('order-log-move').textContent).toBe(t('orders:statuses.pending_review'));
  });

  it('shows the vessel, voyage, dates and the containers loaded', async () => {
    openOrder(
      orderInfo({
        status: 'in_progress',
        vessel: 'COSCO TAURUS',
        voyage: '062E',
        loading: {
          vessel: 'COSCO TAURUS',
          voyage: '062E',
          etd: '2026-06-22',
          eta: '2026-07-08',
          atd: null,
          ata: null,
          cutoff: '2026-06-20T09:00:00.000Z',
          containers: [{ containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'SL0001', pieces: 40, weightKg: 1200 }],
          remark: null,
        },
      }),
    );
    const loading = await screen.findByTestId('order-loading');
    expect(within(loading).getByText('COSCO TAURUS')).toBeTruthy();
    expect(within(loading).getByText('062E')).toBeTruthy();
    expect(within(loading).getByText('2026-07-08')).toBeTruthy();
    expect(within(loading).getByText('2026-06-20 17:00 (UTC+8)')).toBeTruthy();
    expect(within(loading).queryByText(t('orders:detail.loadingInfo.atd'))).toBeNull();
    const containers = within(loading).getByTestId('order-loaded-containers');
    expect(within(containers).getByText('CSQU3054383')).toBeTruthy();
    expect(within(containers).getByText('SL0001')).toBeTruthy();
  });

  it('answers an order it cannot see as not found, with the way back', async () => {
    serveOrders({});
    renderAt('/center/orderdetails?id=00000000-0000-4000-8000-000000000001', <OrderDetailPage />);
    expect(await screen.findByText(t('orders:detail.notFound'))).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(t('orders:detail.back')).closest('a')?.getAttribute('href')).toBe('/center/order'),
    );
  });
});
