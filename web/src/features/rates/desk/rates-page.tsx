import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/i18n.ts';
import { CurrencyTab } from './currency-tab.tsx';
import { RateTab } from './rate-tab.tsx';

const TABS = ['lcl', 'fcl', 'currency'] as const;
type Tab = (typeof TABS)[number];

/**
 * The rates desk (/ops/rates): LCL services, FCL rates and the exchange rates, one tab each; the tab
 * lives in the address bar so a link opens it. Each rate tab lists, filters, creates, edits and
 * withdraws rates; the rate sheet's import and export sit in its toolbar.
 */
export default function RatesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'lcl';
  return (
    <Card data-testid="rates-desk">
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'lcl' ? {} : { tab: key }, { preventScrollReset: true })}
        items={[
          {
            key: 'lcl',
            label: <span data-testid="rates-tab-lcl-label">{t('opsRates:tabs.lcl')}</span>,
            children: <RateTab kind="lcl" />,
          },
          {
            key: 'fcl',
            label: <span data-testid="rates-tab-fcl-label">{t('opsRates:tabs.fcl')}</span>,
            children: <RateTab kind="fcl" />,
          },
          {
            key: 'currency',
            label: <span data-testid="rates-tab-currency-label">{t('opsRates:tabs.currency')}</span>,
            children: <CurrencyTab />,
          },
        ]}
      />
    </Card>
  );
}
