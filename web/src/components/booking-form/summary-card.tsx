import type { OrderPrice } from '@seabook/domain/booking-price';
import type { BookingPriceResult } from '@seabook/domain/price-booking';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { PriceSummary } from '../price-summary.tsx';
import styles from './booking.module.css';
import type { DraftIssue } from './draft.ts';

/** Why the last submission was refused: the reason, and where to go (verification, or back). */
export type Refusal = { message: string; verify?: boolean; back?: boolean };
/** Where a refusal that ends this booking sends the user: a new search, or the inquiry. */
export type BackLink = { to: string; label: string };

/**
 * The side card: the price from the start (priced in the browser as the user types, decision 031; the
 * server's once the draft is complete, with its validity), what is still to complete (every problem the
 * form shows, each once, counted), a refusal, and the submit button.
 */
export function SummaryCard({
  issues,
  live,
  price,
  priceIsCurrent,
  changed,
  refusal,
  back,
  sending,
  canSubmit,
  onSubmit,
}: {
  issues: readonly DraftIssue[];
  /** The price of the draft as typed so far, priced in the browser; null until it can be. */
  live: BookingPriceResult | null;
  price: UseQueryResult<OrderPrice, ApiError>;
  /** The server's price is the one of the draft as it stands. */
  priceIsCurrent: boolean;
  changed: boolean;
  refusal: Refusal | null;
  back: BackLink;
  sending: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  let body = null;
  if ((priceIsCurrent || changed || !live?.ok) && price.data && issues.length === 0) {
    body = (
      <Spin spinning={price.isFetching}>
        <PriceSummary price={price.data} validTo={price.data.validTo} />
      </Spin>
    );
  } else if (live?.ok) {
    body = (
      <Spin spinning={issues.length === 0 && price.isFetching}>
        <PriceSummary price={live} />
      </Spin>
    );
  } else if (live && !live.ok) {
    body = <Alert type="error" showIcon title={t('booking:summary.failed')} description={errorText(live.key)} />;
  } else if (price.isError && issues.length === 0) {
    body = <Alert type="error" showIcon title={t('booking:summary.failed')} description={price.error.msg} />;
  } else if (issues.length === 0) {
    body = (
      <Spin>
        <Typography.Text type="secondary">{t('booking:summary.computing')}</Typography.Text>
      </Spin>
    );
  }
  const problems =
    issues.length > 0 ? (
      <Alert
        type="info"
        showIcon
        data-testid="price-incomplete"
        data-count={issues.length}
        title={t('booking:summary.problems', { count: issues.length })}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {issues.map((issue) => (
              <li key={issue.path.join('.')}>{errorText(issue.message)}</li>
            ))}
          </ul>
        }
      />
    ) : null;
  return (
    <Card
      title={t('booking:sections.summary')}
      className={changed ? styles.changed : undefined}
      data-testid="summary-card"
    >
      <div className={styles.stack}>
        {changed ? (
          <Alert type="warning" showIcon data-testid="price-changed" title={t('booking:summary.changed')} />
        ) : null}
        {body}
        {problems}
        {price.isError && price.data ? <Alert type="error" showIcon title={price.error.msg} /> : null}
        {refusal ? (
          <Alert
            type="error"
            showIcon
            data-testid="submit-refused"
            title={refusal.verify ? t('booking:submit.refusedTitle') : refusal.message}
            description={refusal.verify ? refusal.message : undefined}
            action={
              refusal.verify ? (
                <Link to="/center/authGuide">{t('booking:submit.verify')}</Link>
              ) : refusal.back ? (
                <Link to={back.to}>{back.label}</Link>
              ) : undefined
            }
          />
        ) : null}
        <Button
          type="primary"
          size="large"
          block
          loading={sending}
          disabled={sending || !canSubmit}
          onClick={onSubmit}
          data-testid="submit-order"
        >
          {changed ? t('booking:submit.confirm') : t('booking:submit.button')}
        </Button>
      </div>
    </Card>
  );
}
