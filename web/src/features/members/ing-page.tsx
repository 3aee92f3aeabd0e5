import { Button, Card, List, Result, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { ContactDetails } from '../../components/contact-details.tsx';
import { useMessages, useTranslation } from '../../i18n/i18n.ts';
import { CONTACT } from '../../lib/site.ts';

/**
 * /center/ing (spec §2: "module in development"): what is on its way, how we will tell the user, and how
 * to reach customer service meanwhile.
 */
export default function IngPage() {
  const { t } = useTranslation();
  const { ing } = useMessages().center;
  const hasContact = Object.values(CONTACT).some(Boolean);
  return (
    <Card data-testid="ing-page">
      <Result
        status="info"
        title={ing.title}
        subTitle={ing.intro}
        extra={
          <Space wrap>
            <Link to="/center/helper">
              <Button type="primary">{ing.manual}</Button>
            </Link>
            <Link to="/center/index">
              <Button>{ing.back}</Button>
            </Link>
          </Space>
        }
      />
      <List
        itemLayout="horizontal"
        dataSource={Object.entries(ing.modules)}
        renderItem={([key, module]) => (
          <List.Item key={key}>
            <List.Item.Meta title={module.title} description={module.text} />
          </List.Item>
        )}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>{hasContact ? ing.contact : ing.noContact}</Typography.Paragraph>
      <ContactDetails />
      <Typography.Paragraph type="secondary">
        <Link to="/center/message?tab=notices">{t('layout:noticeBar.all')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
