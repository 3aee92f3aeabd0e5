import type { OpsInquiry } from '@seabook/domain/inquiries';
import { Alert, Descriptions, Divider, Drawer, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { AskedDescriptions, QuoteSection } from '../inquiry-detail.tsx';
import { useDeskInquiry } from './api.ts';
import { QuoteForm } from './quote-form.tsx';
import { RejectForm } from './reject-form.tsx';

/** Why the desk offers no action on a sheet: closed by the customer or the desk, or an accepted quote that holds. */
function NoActionNotice({ inquiry }: { inquiry: OpsInquiry }) {
  const { t } = useTranslation();
  const text =
    inquiry.status === 'quoted' && inquiry.acceptance === 'accepted'
      ? t('opsInquiries:drawer.acceptedLocked')
      : t('opsInquiries:drawer.closed', { status: t(`inquiry:statuses.${inquiry.status}`) });
  return <Alert type="info" showIcon title={text} data-testid="desk-no-action" />;
}

/** The whole sheet for the operator: owner, what was asked, the current quote, then quote and reject. */
function DeskBody({ inquiry, onDone }: { inquiry: OpsInquiry; onDone: () => void }) {
  const { t } = useTranslation();
  const can = useOpsCan();
  const editable = can('ops.inquiries', 'edit');
  const quotable = editable && inquiry.actions.includes('quote');
  const rejectable = editable && inquiry.actions.includes('reject');
  let actions: ReactNode = null;
  if (!editable) actions = <Alert type="info" showIcon title={t('opsInquiries:drawer.readOnly')} />;
  else if (!quotable && !rejectable) actions = <NoActionNotice inquiry={inquiry} />;
  return (
    <div data-testid="desk-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        title={t('opsInquiries:drawer.owner')}
        items={[
          {
            key: 'company',
            label: t('opsInquiries:drawer.company'),
            children: <span data-testid="desk-company">{inquiry.company}</span>,
          },
          { key: 'account', label: t('opsInquiries:drawer.account'), children: inquiry.accountName },
        ]}
      />
      {inquiry.status === 'rejected' && inquiry.rejectReason ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={t('inquiry:detail.rejectReason')}
          description={inquiry.rejectReason}
          data-testid="desk-reject-reason"
        />
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('opsInquiries:drawer.asked')}
      </Typography.Title>
      <AskedDescriptions inquiry={inquiry} />
      {inquiry.quote ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('opsInquiries:drawer.currentQuote')}
          </Typography.Title>
          <QuoteSection quote={inquiry.quote} />
        </>
      ) : null}
      {actions ? <div style={{ marginTop: 16 }}>{actions}</div> : null}
      {quotable ? (
        <>
          <Divider titlePlacement="start">
            {inquiry.quote ? t('opsInquiries:drawer.requote') : t('opsInquiries:drawer.quote')}
          </Divider>
          {inquiry.quote ? (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('opsInquiries:drawer.requoteHint')} />
          ) : null}
          <QuoteForm key={inquiry.quote?.quotedAt ?? 'new'} inquiry={inquiry} onDone={onDone} />
        </>
      ) : null}
      {rejectable ? (
        <>
          <Divider titlePlacement="start">{t('opsInquiries:drawer.reject')}</Divider>
          <RejectForm id={inquiry.id} onDone={onDone} />
        </>
      ) : null}
    </div>
  );
}

/** The sheet named by `?id=` in a drawer over the queue, read afresh; it closes after a quote or a rejection. */
export function DeskDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const inquiry = useDeskInquiry(id);
  let body: ReactNode = null;
  if (id === null) body = null;
  // A sheet read before is read again first: the customer may have cancelled it or accepted its quote.
  else if (inquiry.isPending || (inquiry.isFetching && !inquiry.isFetchedAfterMount)) body = <PageLoading rows={10} />;
  else if (inquiry.isError)
    body =
      inquiry.error.status === 404 ? (
        <Result status="404" title={t('opsInquiries:drawer.notFound')} />
      ) : (
        <PageError error={inquiry.error} onRetry={() => void inquiry.refetch()} />
      );
  else body = <DeskBody inquiry={inquiry.data} onDone={onClose} />;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={inquiry.data ? t('opsInquiries:drawer.title', { no: inquiry.data.inquiryNo }) : t('inquiry:detail.title')}
      destroyOnHidden
      data-testid="desk-drawer"
    >
      {body}
    </Drawer>
  );
}
