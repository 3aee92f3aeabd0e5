import type { OrderPrice } from '@seabook/domain/booking-price';
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

/** How many of the draft's problems the summary lists. */
const SHOWN_PROBLEMS = 3;

/** The side card: the live price (or what is missing), a refusal, and the submit button. */
export function SummaryCard({
  issues,
  price,
  changed,
  refusal,
  back,
  sending,
  canSubmit,
  onSubmit,
}: {
  issues: readonly DraftIssue[];
  price: UseQueryResult<OrderPrice, ApiError>;
  changed: boolean;
  refusal: Refusal | null;
  back: BackLink;
  sending: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const problems = [...new Set(issues.map((issue) => errorText(issue.message)))].slice(0, SHOWN_PROBLEMS);
  let body = null;
  if (issues.length > 0) {
    body = (
      <Alert
        type="info"
        showIcon
        data-testid="price-incomplete"
        title={t('booking:summary.incomplete')}
        description={
          <>
            {t('booking:summary.problems')}
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        }
      />
    );
  } else if (price.data) {
    body = (
      <Spin spinning={price.isFetching}>
        <PriceSummary price={price.data} validTo={price.data.validTo} />
      </Spin>
    );
  } else if (price.isError) {
    body = <Alert type="error" showIcon title={t('booking:summary.failed')} description={price.error.msg} />;
  } else {
    body = (
      <Spin>
        <Typography.Text type="secondary">{t('booking:summary.computing')}</Typography.Text>
      </Spin>
    );
  }
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
