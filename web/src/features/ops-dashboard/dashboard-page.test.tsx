import type { Dashboard } from '@seabook/domain/ops-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { renderAt } from '../addresses/addresses-test-utils.tsx';
import { stub } from '../booking/booking-test-utils.tsx';
import { adminDeskTests, t } from './admin-test-utils.tsx';
import DashboardPage from './dashboard-page.tsx';

adminDeskTests();

const NOW = '2026-06-15T04:00:00.000Z';
const ago = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

function board(patch: Partial<Dashboard> = {}): Dashboard {
  return {
    now: NOW,
    queues: [
      { queue: 'inquiry.waiting', count: 2, oldest: { id: 'i1', number: 'XP2606150001', since: ago(12) } },
      { queue: 'order.pending_review', count: 3, oldest: { id: 'o1', number: 'SB2606150007', since: ago(95) } },
      {
        queue: 'order.pending_bl_issue',
        count: 1,
        oldest: { id: 'o2', number: 'SB2606010002', since: ago(2 * 1440 + 180) },
      },
      { queue: 'letter.pending', count: 0, oldest: null },
    ],
    review: { day: '2026-06-15', minutes: 30, reviewed: 4, within30: 3, waitingOver30Now: 2 },
    ...patch,
  };
}

const card = (queue: string) => screen.getByTestId(`dashboard-queue-${queue}`);

describe('the dashboard', { timeout: 60_000 }, () => {
  it('shows a card per queue with its count, the oldest item and how long it has waited, linked to the desk', async () => {
    stub({ '/v2/ops/dashboard': [{ data: board() }] });
    renderAt('/ops/dashboard', <DashboardPage />);
    await screen.findByTestId('ops-dashboard');

    const review = card('order.pending_review');
    expect(within(review).getByText('订单 · 待审核')).toBeTruthy();
    expect(within(review).getByTestId('queue-count').textContent).toContain('3');
    expect(within(review).getByTestId('queue-oldest').textContent).toContain('SB2606150007');
    expect(within(review).getByTestId('queue-oldest').textContent).toContain(
      '2026-06-15 10:25 (UTC+8) 起，已等待 1 小时 35 分钟',
    );
    expect(within(review).getByText(t('opsAdmin:dashboard.open')).closest('a')?.getAttribute('href')).toBe(
      '/ops/orders?tab=review&status=pending_review',
    );
    expect(within(card('order.pending_bl_issue')).getByTestId('queue-oldest').textContent).toContain('2 天 3 小时');
    expect(within(card('order.pending_bl_issue')).getByText('订单 · 待签发提单')).toBeTruthy();
    expect(within(card('inquiry.waiting')).getByText('询价 · 待报价')).toBeTruthy();
    expect(within(card('inquiry.waiting')).getByRole('link').getAttribute('href')).toBe(
      '/ops/inquiries?status=waiting',
    );
    const letters = card('letter.pending');
    expect(within(letters).getByTestId('queue-empty').textContent).toBe(t('opsAdmin:dashboard.emptyQueue'));
    expect(within(letters).getByTestId('queue-count').textContent).toContain('0');
  });

  it('shows the 30-minute review promise with its rate, the overdue count in red, and refreshes on demand', async () => {
    const server = stub({
      '/v2/ops/dashboard': [
        { data: board() },
        { data: board({ review: { day: '2026-06-15', minutes: 30, reviewed: 5, within30: 5, waitingOver30Now: 0 } }) },
      ],
    });
    renderAt('/ops/dashboard', <DashboardPage />);
    const review = await screen.findByTestId('dashboard-review');
    expect(within(review).getByTestId('review-reviewed').textContent).toContain('4');
    expect(within(review).getByTestId('review-within').textContent).toContain('3');
    expect(within(review).getByTestId('review-rate').textContent).toContain('75%');
    expect(within(review).getByTestId('review-overdue').getAttribute('data-overdue')).toBe('true');
    expect(within(review).getByText(t('opsAdmin:dashboard.review.openOverdue'))).toBeTruthy();

    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(screen.getByTestId('review-rate').textContent).toContain('100%'));
    expect(screen.getByTestId('review-overdue').getAttribute('data-overdue')).toBe('false');
    expect(server.of('/v2/ops/dashboard')).toHaveLength(2);
  });

  it('shows no review card to a role without the order desk, and says so when there is no queue', async () => {
    stub({ '/v2/ops/dashboard': [{ data: board({ queues: [], review: null }) }] });
    renderAt('/ops/dashboard', <DashboardPage />);
    expect(await screen.findByText(t('opsAdmin:dashboard.noQueues'))).toBeTruthy();
    expect(screen.queryByTestId('dashboard-review')).toBeNull();
  });

  it('reads in English, with no review yet today', async () => {
    await setLocale('en');
    stub({
      '/v2/ops/dashboard': [
        { data: board({ review: { day: '2026-06-15', minutes: 30, reviewed: 0, within30: 0, waitingOver30Now: 0 } }) },
      ],
    });
    renderAt('/ops/dashboard', <DashboardPage />);
    const review = await screen.findByTestId('dashboard-review');
    expect(within(review).getByText('No reviews yet today')).toBeTruthy();
    expect(
      within(card('order.pending_review')).getByText(`Orders · ${t('orders:statuses.pending_review')}`),
    ).toBeTruthy();
    expect(within(card('order.pending_review')).getByTestId('queue-oldest').textContent).toContain('(1 h 35 min)');
  });

  it('shows the server’s message when the dashboard cannot be read', async () => {
    stub({ '/v2/ops/dashboard': [{ status: 500, error: { code: 50000, msg: '服务器开小差了' } }] });
    renderAt('/ops/dashboard', <DashboardPage />);
    expect(await screen.findByText(t('common:state.loadFailed'))).toBeTruthy();
  });
});
