import { localName, type PortRef } from '@seabook/domain/catalog';
import type { CargoMeasureInput } from '@seabook/domain/rates';
import { Alert, Card, Descriptions, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FeeTable } from '../../components/fee-breakdown.tsx';
import { PageError } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { useCities, usePickupPrice } from '../../lib/quote-detail-api.ts';
import { portLabel } from '../../lib/quote-format.ts';

const ZONES = ['1', '2', '3'] as const;

/** The keyword the city list is asked for, once the user pauses typing. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Door pickup from a city to the port of loading: a searchable city picker (GET /v2/base/cities) and
 * the estimate for the cargo on the page (POST /v2/oe_smth/price): zone, lead days, fee lines, total.
 */
export function PickupEstimate({ pol, cargo }: { pol: PortRef; cargo: CargoMeasureInput | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [city, setCity] = useState<string | null>(null);
  const cities = useCities(useSettled(typed.trim()));
  const price = usePickupPrice(city && cargo ? { city, pol: pol.code, cargo } : null);

  const options = (cities.data ?? []).map((c) => ({
    value: c.code,
    label: `${localName(c.name, locale)} · ${localName(c.province, locale)}`,
  }));
  const zone = price.data ? ZONES[price.data.zone - 1] : undefined;

  return (
    <Card title={t('quote:pickup.title')} data-testid="pickup-estimate">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('quote:pickup.desc', { port: portLabel(pol, locale) })}</Typography.Text>
        <Select
          showSearch={{ filterOption: false, onSearch: setTyped }}
          allowClear
          style={{ width: '100%' }}
          aria-label={t('quote:pickup.city')}
          placeholder={t('quote:pickup.cityPlaceholder')}
          value={city}
          onChange={(value: string | undefined) => setCity(value ?? null)}
          options={options}
          loading={cities.isFetching}
          notFoundContent={cities.isFetching ? <Spin size="small" /> : t('quote:pickup.noCity')}
        />
        {city && !cargo ? <Alert type="info" showIcon title={t('quote:pickup.needCargo')} /> : null}
        {price.isFetching && !price.data ? <Spin /> : null}
        {price.isError ? <PageError error={price.error} onRetry={() => void price.refetch()} /> : null}
        {price.data ? (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'zone', label: t('quote:pickup.zone'), children: zone ? t(`quote:pickup.zones.${zone}`) : '-' },
                { key: 'leadDays', label: t('quote:pickup.leadDays'), children: price.data.leadDays },
                {
                  key: 'total',
                  label: t('quote:pickup.total'),
                  children: <strong data-testid="pickup-total">{formatMoney(price.data.total)}</strong>,
                },
              ]}
            />
            <FeeTable fees={price.data.fees} compact />
            <Typography.Text type="secondary">{t('quote:pickup.note')}</Typography.Text>
          </>
        ) : null}
      </Space>
    </Card>
  );
}
