import { DownloadOutlined } from '@ant-design/icons';
import type { OpsLetterDetail } from '@seabook/domain/letters';
import { Alert, App, Button, Descriptions, Drawer, Result, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/format.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { LetterStatusTag } from '../letter-list.tsx';
import { LinkForm, RejectForm } from './answer-forms.tsx';
import { downloadLetterFile, useDeskLetter } from './api.ts';
import { BookForm } from './book-form.tsx';
import { ConfirmForm } from './confirm-form.tsx';

/** "Open file": the instruction as the customer uploaded it. */
function OpenFile({ letter }: { letter: OpsLetterDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const open = () => {
    setLoading(true);
    downloadLetterFile(letter)
      .catch(() => void message.error(t('opsLetters:drawer.fileFailed')))
      .finally(() => setLoading(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={open} data-testid="letter-open-file">
      {t('opsLetters:drawer.openFile')}
    </Button>
  );
}

function LetterFacts({ letter }: { letter: OpsLetterDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'company',
          label: t('opsLetters:drawer.company'),
          children: <span data-testid="letter-company">{letter.company}</span>,
        },
        { key: 'account', label: t('opsLetters:drawer.account'), children: letter.accountName },
        {
          key: 'mode',
          label: t('opsLetters:drawer.mode'),
          children: `${t(`letters:modes.${letter.mode}`)} · ${t(`letters:kinds.${letter.kind}`)}`,
        },
        {
          key: 'status',
          label: t('opsLetters:drawer.status'),
          children: <LetterStatusTag status={letter.status} />,
        },
        { key: 'createdAt', label: t('opsLetters:drawer.createdAt'), children: formatTime(letter.createdAt) },
        {
          key: 'processedAt',
          label: t('opsLetters:drawer.processedAt'),
          children: letter.processedAt ? formatTime(letter.processedAt) : '-',
        },
        { key: 'processedBy', label: t('opsLetters:drawer.processedBy'), children: letter.processedBy ?? '-' },
        {
          key: 'order',
          label: t('opsLetters:drawer.order'),
          children: <span data-testid="letter-order-no">{letter.orderNo ?? '-'}</span>,
        },
        {
          key: 'file',
          label: t('opsLetters:drawer.file'),
          span: 'filled',
          children: (
            <Typography.Text style={{ wordBreak: 'break-all' }}>
              {letter.file.name} <OpenFile letter={letter} />
            </Typography.Text>
          ),
        },
        {
          key: 'remark',
          label: t('opsLetters:drawer.remark'),
          span: 'filled',
          children: <span style={{ whiteSpace: 'pre-line' }}>{letter.remark || '-'}</span>,
        },
      ]}
    />
  );
}

/** The answers the letter's state allows, for a role that may change letters. */
function Actions({ letter, onDone }: { letter: OpsLetterDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const can = useOpsCan();
  if (!can('ops.letters', 'edit')) return <Alert type="info" showIcon title={t('opsLetters:drawer.readOnly')} />;
  if (letter.status === 'processed_parsed' && !letter.orderId) {
    if (!letter.draft) return <Alert type="info" showIcon title={t('opsLetters:drawer.parsedGone')} />;
    return <ConfirmForm letter={letter} draft={letter.draft} onDone={onDone} />;
  }
  if (letter.status !== 'pending') {
    const text =
      letter.status === 'processed_parsed'
        ? t('opsLetters:drawer.parsedOrdered', { orderNo: letter.orderNo ?? '' })
        : t('opsLetters:drawer.closed', { status: t(`letters:statuses.${letter.status}`) });
    return <Alert type="info" showIcon title={text} data-testid="letter-no-action" />;
  }
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'book',
          label: <span data-testid="letter-action-book">{t('opsLetters:drawer.book')}</span>,
          children: <BookForm letter={letter} onDone={onDone} />,
        },
        {
          key: 'link',
          label: <span data-testid="letter-action-link">{t('opsLetters:drawer.link')}</span>,
          children: <LinkForm id={letter.id} onDone={onDone} />,
        },
        {
          key: 'reject',
          label: <span data-testid="letter-action-reject">{t('opsLetters:drawer.reject')}</span>,
          children: <RejectForm id={letter.id} onDone={onDone} />,
        },
      ]}
    />
  );
}

function LetterBody({ letter, onDone }: { letter: OpsLetterDetail; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="letter-detail">
      <LetterFacts letter={letter} />
      {letter.status === 'rejected' && letter.rejectReason ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={t('opsLetters:list.columns.reason')}
          description={letter.rejectReason}
          data-testid="letter-drawer-reason"
        />
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('opsLetters:drawer.actions')}
      </Typography.Title>
      <Actions letter={letter} onDone={onDone} />
    </div>
  );
}

/** The letter named by `?id=` in a drawer over the queue; it closes after an answer. */
export function LetterDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const letter = useDeskLetter(id);
  let body: ReactNode = null;
  if (id === null) body = null;
  else if (letter.isPending) body = <PageLoading rows={10} />;
  else if (letter.isError)
    body =
      letter.error.status === 404 ? (
        <Result status="404" title={t('opsLetters:drawer.notFound')} />
      ) : (
        <PageError error={letter.error} onRetry={() => void letter.refetch()} />
      );
  else body = <LetterBody letter={letter.data} onDone={onClose} />;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={letter.data ? t('opsLetters:drawer.title', { no: letter.data.letterNo }) : t('opsLetters:title')}
      destroyOnHidden
      data-testid="letter-drawer"
    >
      {body}
    </Drawer>
  );
}
