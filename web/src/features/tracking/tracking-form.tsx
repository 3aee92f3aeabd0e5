import {
  detectTrackingType,
  normalizeTrackingNo,
  TRACKING_NO_MAX,
  TRACKING_TYPES,
  TrackingQuerySchema,
  type TrackingType,
} from '@seabook/domain/tracking';
import { Button, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import type { TrackingSearch } from './api.ts';
import styles from './tracking.module.css';

type Props = {
  /** The type and number the form starts with (the page's address). */
  initialType: TrackingType;
  initialNo: string;
  /** A message key for the number as it came, when it is not a valid search. */
  initialError?: string | null;
  onSearch: (search: TrackingSearch) => void;
};

/**
 * The search of the tracking page: one of the three types, the number, and a hint when the number
 * evidently is another type ("looks like a container number") with a button to switch. The number is
 * checked by the domain schema the server uses before anything is sent.
 */
export function TrackingForm({ initialType, initialNo, initialError = null, onSearch }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [type, setType] = useState<TrackingType>(initialType);
  const [no, setNo] = useState(initialNo);
  const [error, setError] = useState<string | null>(initialError);

  const detected = detectTrackingType(normalizeTrackingNo(no));
  const submit = () => {
    const parsed = TrackingQuerySchema.safeParse({ type, no });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'TRACKING_NUMBER_INVALID');
      return;
    }
    setError(null);
    onSearch({ type, no: parsed.data.no });
  };

  return (
    <Form layout="vertical" onFinish={submit} className={styles.form} data-testid="tracking-form">
      <Form.Item label={t('tracking:form.type')}>
        <Radio.Group
          optionType="button"
          value={type}
          onChange={(event) => {
            setType(event.target.value as TrackingType);
            setError(null);
          }}
          options={TRACKING_TYPES.map((value) => ({ value, label: t(`tracking:types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('tracking:form.no')}
        validateStatus={error ? 'error' : undefined}
        help={error ? errorText(error, locale) : undefined}
      >
        <div className={styles.searchRow}>
          <Input
            value={no}
            maxLength={TRACKING_NO_MAX + 10}
            allowClear
            placeholder={t(`tracking:placeholders.${type}`)}
            aria-label={t('tracking:form.no')}
            onChange={(event) => {
              setNo(event.target.value);
              setError(null);
            }}
          />
          <Button type="primary" htmlType="submit">
            {t('tracking:form.search')}
          </Button>
        </div>
      </Form.Item>
      {detected !== null && detected !== type ? (
        <div className={styles.hint} data-testid="tracking-hint">
          <Typography.Text type="secondary">{t(`tracking:form.detected.${detected}`)}</Typography.Text>
          <Button type="link" size="small" onClick={() => setType(detected)}>
            {t('tracking:form.useDetected', { type: t(`tracking:types.${detected}`) })}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
