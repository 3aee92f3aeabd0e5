import { chinaToday } from '@seabook/domain/china-time';
import { opsBillsCalls } from '@seabook/domain/ops-bills.calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { type Reply, stub } from '../../booking/booking-test-utils.tsx';
import { t } from '../../orders/orders-test-utils.tsx';
import FinanceDeskPage from './finance-desk-page.tsx';

operatorTests({ token: 'tok-finance' });

const CALENDAR = opsBillsCalls.calendar.path;
const SAVE = opsBillsCalls.saveCalendarDay.path;
const REMOVE = opsBillsCalls.removeCalendarDay.path;

function openCalendar(routes: Record<string, Reply[]>) {
  const server = stub({
    [opsBillsCalls.list.path]: [{ data: { items: [], total: 0 } }],
    [opsBillsCalls.remittances.path]: [{ data: { items: [], total: 0 } }],
    ...routes,
  });
  renderAt('/ops/finance', <FinanceDeskPage />);
  fireEvent.click(screen.getByText(t('money:calendar.tab')));
  return server;
}

const year = {
  year: 2026,
  days: [
    { day: '2026-10-01', kind: 'holiday', name: '国庆节' },
    { day: '2026-10-10', kind: 'workday', name: '国庆调休' },
  ],
};

async function typeDay(day: string) {
  const picker = screen.getByTestId('calendar-day');
  const input = (picker.tagName === 'INPUT' ? picker : picker.querySelector('input')) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('finance desk: the working calendar', { timeout: 60_000 }, () => {
  it('lists the kept days with their weekday, and removes one after asking', async () => {
    const server = openCalendar({
      [CALENDAR]: [{ data: year }],
      [REMOVE]: [{ data: { year: 2026, days: [year.days[0]] } }],
    });
    const rows = await screen.findAllByTestId('calendar-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(t('money:calendar.weekdays.thu'))).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(t('money:calendar.kinds.workday'))).toBeTruthy();
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('calendar-remove'));
    fireEvent.click(await screen.findByText(t('money:actions.ok')));
    await waitFor(() => expect(server.of(REMOVE)[0]?.body).toEqual({ day: '2026-10-10' }));
  });

  it('keeps a weekday holiday with its name, and says before sending that a weekend holiday changes nothing', async () => {
    const server = openCalendar({ [CALENDAR]: [{ data: { year: 2026, days: [] } }], [SAVE]: [{ data: year }] });
    expect(await screen.findByText(t('money:calendar.empty', { year: Number(chinaToday().slice(0, 4)) }))).toBeTruthy();
    await typeDay('2027-10-02');
    expect(await screen.findByText(errorText('CALENDAR_DAY_NOT_EXCEPTION'))).toBeTruthy();
    expect(screen.getByTestId('calendar-save').closest('button')?.disabled).toBe(true);
    await typeDay('2027-10-01');
    fireEvent.change(screen.getByTestId('calendar-name'), { target: { value: '国庆节' } });
    fireEvent.click(screen.getByTestId('calendar-save'));
    await waitFor(() =>
      expect(server.of(SAVE)[0]?.body).toEqual({ day: '2027-10-01', kind: 'holiday', name: '国庆节' }),
    );
  });
});
