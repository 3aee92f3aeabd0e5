import { CustomerServiceOutlined, SearchOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { ContactDetails } from '../../components/contact-details.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import styles from './quote.module.css';

/**
 * The under-construction page of a service that has no online booking yet (spec §2: sea import and
 * rail): what is coming, what works today (the export LCL search), and how to reach customer service.
 */
export function BuildingResult({ service }: { service: 'seaImport' | 'railway' }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${styles.narrow}`} data-testid="building-page">
      <Card>
        <Result
          icon={<ToolOutlined />}
          title={t(`quote:building.${service}.title`)}
          subTitle={t(`quote:building.${service}.desc`)}
          extra={
            <Space wrap>
              <Typography.Text type="secondary">{t('quote:building.meanwhile')}</Typography.Text>
              {service === 'seaImport' ? (
                <Link to={RATES_PATHS.importLcl}>
                  <Button type="primary" icon={<SearchOutlined />}>
                    {t('quote:building.importSearch')}
                  </Button>
                </Link>
              ) : null}
              <Link to={RATES_PATHS.lclExport}>
                <Button type={service === 'seaImport' ? 'default' : 'primary'} icon={<SearchOutlined />}>
                  {t('quote:building.exportSearch')}
                </Button>
              </Link>
              <Link to="/index">
                <Button>{t('quote:building.backHome')}</Button>
              </Link>
            </Space>
          }
        />
        <Card
          size="small"
          type="inner"
          title={
            <Space>
              <CustomerServiceOutlined />
              {t('quote:building.contact')}
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">{t('quote:building.contactDesc')}</Typography.Paragraph>
          <ContactDetails />
        </Card>
      </Card>
    </div>
  );
}
