import { ReloadOutlined } from '@ant-design/icons';
import { LETTER_STATUSES, type LetterStatus, type OpsLetter } from '@seabook/domain/letters';
import { Button, Card, Empty, Flex, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { QueueTable } from '../../../components/desk/queue-table.tsx';
import { useNow, Waited } from '../../../components/desk/waited.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { choiceParam, idParam, pageParam, viewParams } from '../../../lib/desk-params.ts';
import { formatTime } from '../../../lib/format.ts';
import { useLetterQueue } from './api.ts';
import { LetterDrawer } from './letter-drawer.tsx';

const PAGE_SIZE = 20;
/** The desk's tabs: the queue first, then every other state a letter can reach. */
const DESK_TABS = [
  'pending',
  'processed_manual',
  'processed_parsed',
  'rejected',
  'cancelled',
] as const satisfies readonly LetterStatus[];

type View = { status: LetterStatus; page: number; id: string | null };

function viewFrom(params: URLSearchParams): View {
  return {
    status: choiceParam(params, 'status', LETTER_STATUSES) ?? 'pending',
    page: pageParam(params),
    id: idParam(params),
  };
}

function useColumns(status: LetterStatus, open: (id: string) => void): TableColumnsType<OpsLetter> {
  const { t } = useTranslation();
  const now = useNow();
  const columns: TableColumnsType<OpsLetter> = [
    {
      key: 'no',
      title: t('opsLetters:list.columns.letterNo'),
      fixed: 'start',
      render: (_, letter) => (
        <Typography.Link onClick={() => open(letter.id)} data-testid="letter-desk-no">
          {letter.letterNo}
        </Typography.Link>
      ),
    },
    {
      key: 'owner',
      title: t('opsLetters:list.columns.owner'),
      render: (_, letter) => (
        <>
          <div>{letter.company}</div>
          <Typography.Text type="secondary">{letter.accountName}</Typography.Text>
        </>
      ),
    },
    {
      key: 'mode',
      title: t('opsLetters:list.columns.mode'),
      render: (_, letter) => (
        <>
          <Tag>{t(`letters:modes.${letter.mode}`)}</Tag>
          {letter.kind === 'simple' ? <Tag color="blue">{t('letters:kinds.simple')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'file',
      title: t('opsLetters:list.columns.file'),
      render: (_, letter) => (
        <Typography.Text ellipsis={{ tooltip: letter.file.name }} style={{ maxWidth: 220 }}>
          {letter.file.name}
        </Typography.Text>
      ),
    },
    {
      key: 'createdAt',
      title: t('opsLetters:list.columns.createdAt'),
      render: (_, letter) => formatTime(letter.createdAt),
    },
  ];
  if (status === 'pending')
    columns.push({
      key: 'waiting',
      title: t('opsLetters:list.columns.waiting'),
      render: (_, letter) => <Waited since={letter.createdAt} now={now} testId="letter-overdue" />,
    });
  else if (status !== 'cancelled')
    columns.push(
      {
        key: 'processedAt',
        title: t('opsLetters:list.columns.processedAt'),
        render: (_, letter) => (letter.processedAt ? formatTime(letter.processedAt) : '-'),
      },
      {
        key: 'processedBy',
        title: t('opsLetters:list.columns.processedBy'),
        render: (_, letter) => letter.processedBy ?? '-',
      },
    );
  if (status === 'processed_manual' || status === 'processed_parsed')
    columns.push({
      key: 'order',
      title: t('opsLetters:list.columns.order'),
      render: (_, letter) => letter.orderNo ?? '-',
    });
  if (status === 'rejected')
    columns.push({
      key: 'reason',
      title: t('opsLetters:list.columns.reason'),
      render: (_, letter) => (
        <Typography.Text ellipsis={{ tooltip: letter.rejectReason }} style={{ maxWidth: 240 }}>
          {letter.rejectReason}
        </Typography.Text>
      ),
    });
  columns.push({
    key: 'actions',
    title: t('opsLetters:list.columns.actions'),
    render: (_, letter) => (
      <Button type="link" size="small" onClick={() => open(letter.id)} data-testid="letter-desk-open">
        {letter.status === 'pending' || (letter.status === 'processed_parsed' && !letter.orderId)
          ? t('opsLetters:list.handle')
          : t('opsLetters:list.view')}
      </Button>
    ),
  });
  return columns;
}

/**
 * The letter desk (/ops/letters): every tenant's letters of instruction by status, the pending queue
 * first and oldest first with how long each has waited; a row opens the letter in a drawer to read
 * its file and book it, confirm its parsed order, link it to an order, or reject it. Tab, page and the
 * open letter live in the address bar.
 */
export default function LetterDeskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const list = useLetterQueue({ status: view.status, page: view.page, pageSize: PAGE_SIZE });

  const show = (next: Partial<View>) => {
    const merged: View = { ...view, page: 1, id: null, ...next };
    setParams(viewParams(merged, { status: 'pending', page: 1 }), { preventScrollReset: true });
  };
  const open = (id: string) => show({ page: view.page, id });
  const columns = useColumns(view.status, open);

  const body = (
    <QueueTable<OpsLetter>
      list={list}
      columns={columns}
      rowAttributes={(letter) => ({ 'data-testid': 'letter-desk-row', 'data-letter-no': letter.letterNo })}
      empty={
        <Empty
          description={t(view.status === 'pending' ? 'opsLetters:list.emptyPending' : 'opsLetters:list.empty')}
          data-testid="letter-desk-empty"
        />
      }
      page={view.page}
      pageSize={PAGE_SIZE}
      totalText={(total) => t('opsLetters:list.total', { total })}
      onPage={(page) => show({ page })}
    />
  );

  return (
    <Card data-testid="letter-desk">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Typography.Paragraph type="secondary">{t('opsLetters:desc')}</Typography.Paragraph>
        {/* Beside the tabs, not in antd's tab bar: a tab list may hold only tabs (decision 043). */}
        <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
          {t('opsLetters:list.refresh')}
        </Button>
      </Flex>
      <Tabs
        activeKey={view.status}
        onChange={(status) => show({ status: status as LetterStatus })}
        items={DESK_TABS.map((status) => ({
          key: status,
          label: <span data-testid={`letter-tab-${status}`}>{t(`letters:statuses.${status}`)}</span>,
        }))}
      />
      {body}
      <LetterDrawer id={view.id} onClose={() => show({ page: view.page, id: null })} />
    </Card>
  );
}
