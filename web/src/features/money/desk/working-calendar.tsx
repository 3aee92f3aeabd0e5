import { chinaToday } from '@seabook/domain/china-time';
import type { ErrorKey } from '@seabook/domain/errors';
import {
  CALENDAR_DAY_KINDS,
  CALENDAR_NAME_MAX,
  type CalendarDayKind,
  isCalendarException,
} from '@seabook/domain/working-days';
import { Alert, App, Button, DatePicker, Empty, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from '../money.module.css';
import { type CalendarYear, useCalendar, useRemoveCalendarDay, useSaveCalendarDay } from './desk-api.ts';

type Day = CalendarYear['days'][number];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
type Draft = { day: string; kind: CalendarDayKind; name: string };

/**
 * The working calendar (decision 042): the public holidays on weekdays and the weekend days worked in
 * exchange, as the State Council announces them; bill deadlines count working days with it.
 */
export function WorkingCalendarTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const thisYear = Number(chinaToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [draft, setDraft] = useState<Draft>({ day: '', kind: 'holiday', name: '' });
  const calendar = useCalendar(year);
  const saving = useSaveCalendarDay();
  const removing = useRemoveCalendarDay();
  const listError = useErrorMessage(calendar.error);
  const writeError = useErrorMessage(saving.error ?? removing.error);
  const fields = saving.error?.fields ?? {};
  const fieldError = (name: string) =>
    fields[name] ? { validateStatus: 'error' as const, help: errorText(fields[name] as ErrorKey) } : {};
  // Said before sending: a holiday on a weekend, or a workday on a weekday, changes nothing.
  const noException = draft.day !== '' && !isCalendarException(draft.day, draft.kind);

  const save = async () => {
    await saving.mutateAsync(draft);
    void message.success(t('money:calendar.saved', { day: draft.day }));
    setYear(Number(draft.day.slice(0, 4)));
    setDraft({ day: '', kind: draft.kind, name: '' });
  };
  const weekday = (day: string) => t(`money:calendar.weekdays.${WEEKDAYS[dayjs(day).day()] ?? 'sun'}`);

  return (
    <>
      <Typography.Paragraph type="secondary">{t('money:calendar.intro')}</Typography.Paragraph>
      <Form layout="inline" className={styles.filters} data-testid="calendar-form">
        <Form.Item label={t('money:calendar.day')} {...fieldError('day')}>
          <DatePicker
            value={draft.day ? dayjs(draft.day) : null}
            onChange={(value) => setDraft({ ...draft, day: value ? value.format('YYYY-MM-DD') : '' })}
            data-testid="calendar-day"
          />
        </Form.Item>
        <Form.Item label={t('money:calendar.kind')} {...fieldError('kind')}>
          <Select
            value={draft.kind}
            onChange={(kind) => setDraft({ ...draft, kind })}
            options={CALENDAR_DAY_KINDS.map((kind) => ({ value: kind, label: t(`money:calendar.kinds.${kind}`) }))}
            style={{ width: 210 }}
            data-testid="calendar-kind"
          />
        </Form.Item>
        <Form.Item label={t('money:calendar.name')} {...fieldError('name')}>
          <Input
            value={draft.name}
            maxLength={CALENDAR_NAME_MAX}
            placeholder={t('money:calendar.namePlaceholder')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            data-testid="calendar-name"
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            loading={saving.isPending}
            disabled={draft.day === '' || noException}
            onClick={() => save().catch(() => {})}
            data-testid="calendar-save"
          >
            {t('money:calendar.save')}
          </Button>
        </Form.Item>
      </Form>
      {noException && (
        <Alert type="warning" showIcon className={styles.filters} title={errorText('CALENDAR_DAY_NOT_EXCEPTION')} />
      )}
      {(saving.error || removing.error) && !saving.error?.fields && (
        <Alert type="error" showIcon className={styles.filters} title={writeError} />
      )}
      <Space wrap className={styles.filters}>
        <Select
          value={year}
          onChange={setYear}
          options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: y, label: String(y) }))}
          style={{ width: 110 }}
          data-testid="calendar-year"
        />
      </Space>
      {calendar.error ? (
        <Alert type="error" showIcon title={listError} />
      ) : (
        <Table
          rowKey="day"
          size="middle"
          loading={calendar.isLoading}
          dataSource={calendar.data?.days ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('money:calendar.empty', { year })} /> }}
          onRow={() => ({ 'data-testid': 'calendar-row' }) as object}
          columns={[
            { title: t('money:calendar.day'), dataIndex: 'day' },
            { title: t('money:calendar.weekday'), dataIndex: 'day', key: 'weekday', render: weekday },
            {
              title: t('money:calendar.kind'),
              dataIndex: 'kind',
              render: (kind: CalendarDayKind) => (
                <Tag color={kind === 'holiday' ? 'red' : 'blue'}>{t(`money:calendar.kinds.${kind}`)}</Tag>
              ),
            },
            { title: t('money:calendar.name'), dataIndex: 'name' },
            {
              title: '',
              key: 'remove',
              render: (_: unknown, row: Day) => (
                <Button
                  type="link"
                  danger
                  data-testid="calendar-remove"
                  onClick={() =>
                    modal.confirm({
                      title: t('money:calendar.removeAsk', { day: row.day, name: row.name }),
                      okText: t('money:actions.ok'),
                      cancelText: t('money:actions.cancel'),
                      onOk: async () => {
                        await removing.mutateAsync({ day: row.day });
                        void message.success(t('money:calendar.removed'));
                      },
                    })
                  }
                >
                  {t('money:calendar.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
