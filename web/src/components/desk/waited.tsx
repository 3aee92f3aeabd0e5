import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { OVERDUE_MINUTES, waitedMinutes, waitedText } from '../../lib/waiting.ts';

/** How often a queue's waiting column moves on. */
const CLOCK_MS = 30_000;

/** Now, moving on every 30 s so a queue's waiting column keeps counting. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** How long an item of a queue has waited since `since`, in a red tag past the 30-minute promise. */
export function Waited({ since, now, testId }: { since: string; now: number; testId: string }) {
  const { t } = useTranslation();
  const minutes = waitedMinutes(since, now);
  const { key, values } = waitedText(minutes);
  const text = t(key, values as never);
  return minutes > OVERDUE_MINUTES ? (
    <Tag color="red" title={t('ops:waited.overdue')} data-testid={testId}>
      {text}
    </Tag>
  ) : (
    <span>{text}</span>
  );
}
