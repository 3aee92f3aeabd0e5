import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../page-state.tsx';
import styles from './booking.module.css';

/** What a booking page shows instead of the form: loading, a failure, or why there is nothing to book. */

function BookingFrame({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

export function BookingLoading() {
  return (
    <BookingFrame>
      <PageLoading rows={8} />
    </BookingFrame>
  );
}

export function BookingFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <BookingFrame>
      <PageError error={error} onRetry={onRetry} />
    </BookingFrame>
  );
}

/** Why this page cannot book, with the one way on (a new search, the inquiry). */
export function BookingNotice({
  status = 'info',
  title,
  subTitle,
  to,
  action,
  testId,
}: {
  status?: ResultProps['status'];
  title: ReactNode;
  subTitle?: ReactNode;
  to: string;
  action: string;
  testId?: string;
}) {
  return (
    <BookingFrame>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        data-testid={testId}
        extra={
          <Link to={to}>
            <Button type="primary">{action}</Button>
          </Link>
        }
      />
    </BookingFrame>
  );
}
