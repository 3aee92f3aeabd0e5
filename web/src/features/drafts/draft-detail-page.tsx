import { OPTIONAL_SERVICES } from '@seabook/domain/booking';
import type { Draft } from '@seabook/domain/drafts';
import { inquiryIdOfLine } from '@seabook/domain/inquiries';
import { parseLineId } from '@seabook/domain/quote-rules';
import { Button, Card, Descriptions, type DescriptionsProps, Result, Space, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type EntrustValues, PARTY_KINDS } from '../../components/booking-form/draft.ts';
import { valuesFromDraft } from '../../components/booking-form/draft-values.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { continuePath, DRAFTS_PAGE, useDraft } from '../../lib/drafts-api.ts';
import { formatTime } from '../../lib/format.ts';
import { formatDay } from '../../lib/plain-format.ts';
import { useConfirmDelete } from './draft-actions.tsx';
import { DraftLane } from './draft-table.tsx';
import styles from './drafts.module.css';

const none = '-';

/** What the draft books: its sailing day, its inquiry, or nothing chosen yet; and whether that has expired. */
function SailingText({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (draft.line === null) return <Typography.Text type="secondary">{t('drafts:list.noSailing')}</Typography.Text>;
  const sailingDate = inquiryIdOfLine(draft.line) === null ? parseLineId(draft.line).sailingDate : null;
  return (
    <Space size={4} wrap>
      <span>{sailingDate ? formatDay(sailingDate, locale) : t('drafts:detail.inquiryQuote')}</span>
      {draft.lineExpired ? <Tag color="warning">{t('drafts:list.lineExpired')}</Tag> : null}
    </Space>
  );
}

function cargoItems(values: EntrustValues, t: (key: string) => string): DescriptionsProps['items'] {
  const cargo = values.cargo ?? {};
  const value = cargo.value?.amount == null ? none : `${cargo.value.currency ?? ''} ${cargo.value.amount}`;
  const boxes = (values.containers ?? []).map((row) => `${row.type ?? '?'} × ${row.quantity ?? '?'}`).join(', ');
  return [
    { key: 'nameEn', label: t('booking:cargo.nameEn'), children: cargo.nameEn || none },
    {
      key: 'type',
      label: t('booking:cargo.type'),
      children: cargo.type ? t(`booking:cargo.types.${cargo.type}`) : none,
    },
    { key: 'pieces', label: t('booking:cargo.pieces'), children: cargo.pieces ?? none },
    { key: 'weightKg', label: t('booking:cargo.weightKg'), children: cargo.weightKg ?? none },
    { key: 'volumeCbm', label: t('booking:cargo.volumeCbm'), children: cargo.volumeCbm ?? none },
    {
      key: 'packing',
      label: t('booking:cargo.packingType'),
      children: cargo.packingType ? t(`booking:cargo.packing.${cargo.packingType}`) : none,
    },
    { key: 'marks', label: t('booking:cargo.marks'), children: cargo.marks || none },
    { key: 'hsCode', label: t('booking:cargo.hsCode'), children: cargo.hsCode || none },
    { key: 'value', label: t('booking:cargo.value'), children: value },
    ...(boxes ? [{ key: 'containers', label: t('booking:sections.containers'), children: boxes }] : []),
    { key: 'tradeTerm', label: t('booking:terms.tradeTerm'), children: values.tradeTerm ?? none },
    { key: 'shipmentTerm', label: t('booking:terms.shipmentTerm'), children: values.shipmentTerm ?? none },
  ];
}

/** The draft as saved, read-only: lane and sailing, cargo and terms, parties, services; continue or delete. */
function DraftView({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete(() => void navigate(DRAFTS_PAGE));
  const values = valuesFromDraft(draft.draft, draft.mode, draft.files);
  const services = OPTIONAL_SERVICES.filter((service) => values.on?.[service]);
  const text = (key: string) => t(key as never);
  return (
    <Card
      title={draft.title || t('drafts:untitled')}
      data-testid="draft-detail"
      extra={
        <Space wrap>
          <Link to={continuePath(draft.id, draft.mode)} data-testid="detail-continue">
            <Button type="primary">{t('drafts:actions.continue')}</Button>
          </Link>
          <Button danger onClick={() => confirmDelete(draft)} data-testid="detail-delete">
            {t('drafts:actions.delete')}
          </Button>
        </Space>
      }
    >
      <div className={styles.stack}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'mode', label: t('drafts:list.columns.mode'), children: t(`drafts:modes.${draft.mode}`) },
            { key: 'lane', label: t('drafts:list.columns.lane'), children: <DraftLane draft={draft} /> },
            { key: 'sailing', label: t('drafts:detail.sailing'), children: <SailingText draft={draft} /> },
            { key: 'source', label: t('drafts:list.columns.source'), children: t(`drafts:sources.${draft.source}`) },
            { key: 'updatedAt', label: t('drafts:list.columns.updatedAt'), children: formatTime(draft.updatedAt) },
          ]}
        />
        <Descriptions
          title={t('booking:sections.cargo')}
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={cargoItems(values, text)}
        />
        <Descriptions
          title={t('booking:sections.parties')}
          size="small"
          bordered
          column={1}
          items={PARTY_KINDS.map((kind) => ({
            key: kind,
            label: t(`booking:parties.${kind}`),
            children: <span className={styles.preWrap}>{values[kind]?.address || none}</span>,
          }))}
        />
        <Descriptions
          title={t('booking:sections.services')}
          size="small"
          bordered
          column={1}
          items={[
            {
              key: 'services',
              label: t('booking:sections.services'),
              children:
                services.length > 0 ? (
                  <Space size={[4, 4]} wrap data-testid="detail-services">
                    {services.map((service) => (
                      <Tag key={service}>{t(`booking:services.names.${service}`)}</Tag>
                    ))}
                  </Space>
                ) : (
                  none
                ),
            },
          ]}
        />
      </div>
    </Card>
  );
}

/** A draft read-only (/center/draft/bookDetail?id=), with continue and delete. */
export default function DraftDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const draft = useDraft(id);
  const missing = (
    <Result
      status="warning"
      data-testid="draft-missing"
      title={t('drafts:create.missing')}
      extra={
        <Link to={DRAFTS_PAGE}>
          <Button type="primary">{t('drafts:create.backToDrafts')}</Button>
        </Link>
      }
    />
  );
  if (id === null) return missing;
  if (draft.isPending) return <PageLoading rows={8} />;
  if (draft.isError)
    return isApiError(draft.error) && draft.error.status === 404 ? (
      missing
    ) : (
      <PageError error={draft.error} onRetry={() => void draft.refetch()} />
    );
  return <DraftView draft={draft.data} />;
}
