import type { OrderPrice } from '@seabook/domain/booking-price';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PriceSummary } from '../../../components/price-summary.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** How many of a draft's problems are listed. */
const SHOWN_PROBLEMS = 5;

/** Each message once: catalogue keys (the form's own check) in the reader's language, server texts as they came. */
function distinct(messages: readonly string[]): string[] {
  return [...new Set(messages)].slice(0, SHOWN_PROBLEMS);
}

function Problems({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      data-testid="letter-price-problems"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {distinct(messages).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * The price of the order the operator is about to make: what is still missing (the form's own check,
 * or the server's 422 fields), the fee lines once priced, or why it could not be priced.
 */
export function PriceBox({
  issues = [],
  price,
  changed = false,
}: {
  issues?: readonly { message: string }[];
  price: UseQueryResult<OrderPrice, ApiError>;
  changed?: boolean;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (issues.length > 0)
    body = (
      <Problems title={t('opsLetters:book.incomplete')} messages={issues.map((issue) => errorText(issue.message))} />
    );
  else if (price.isError && !price.isFetching && price.error.fields)
    body = <Problems title={t('opsLetters:confirm.problems')} messages={Object.values(price.error.fields)} />;
  else if (price.isError && !price.isFetching)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('opsLetters:book.priceFailed')}
        description={price.error.msg}
        data-testid="letter-price-failed"
      />
    );
  else if (price.data)
    body = (
      <Spin spinning={price.isFetching}>
        <PriceSummary price={price.data} validTo={price.data.validTo} />
      </Spin>
    );
  else
    body = (
      <Spin>
        <Typography.Text type="secondary">{t('opsLetters:book.computing')}</Typography.Text>
      </Spin>
    );
  return (
    <Card size="small" title={t('opsLetters:book.price')} data-testid="letter-price">
      {changed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('opsLetters:book.priceChanged')}
          data-testid="letter-price-changed"
        />
      ) : null}
      {body}
    </Card>
  );
}

/** Why the last attempt was refused (above), and the button that makes the order. */
export function SubmitOrder({
  failure,
  label,
  ready,
  sending,
  onSubmit,
  testId,
}: {
  failure: { title: string; text: string } | null;
  label: string;
  ready: boolean;
  sending: boolean;
  onSubmit: () => void;
  testId: string;
}) {
  return (
    <>
      {failure ? (
        <Alert type="error" showIcon title={failure.title} description={failure.text} data-testid={`${testId}-error`} />
      ) : null}
      <Button
        type="primary"
        block
        disabled={!ready || sending}
        loading={sending}
        onClick={onSubmit}
        data-testid={`${testId}-submit`}
      >
        {label}
      </Button>
    </>
  );
}
