import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactDetails } from '../../components/contact-details.tsx';
import { useMessages, useTranslation } from '../../i18n/i18n.ts';
import { useToken, useUserInfo } from '../../lib/auth.ts';
import { JoinCompanyCard } from './join-company.tsx';
import styles from './members.module.css';
import { AUTHENTICATION_PATH } from './paths.ts';
import { VerificationTag } from './verification-tag.tsx';

type Kind = { title: string; who: string; needs: string; unlocks: string };

function KindCard({ icon, kind }: { icon: ReactNode; kind: Kind }) {
  return (
    <Card
      title={
        <span>
          {icon} {kind.title}
        </span>
      }
    >
      <Typography.Paragraph type="secondary">{kind.who}</Typography.Paragraph>
      <Typography.Paragraph>{kind.needs}</Typography.Paragraph>
      <Typography.Paragraph strong>{kind.unlocks}</Typography.Paragraph>
    </Card>
  );
}

/** Personal vs company verification and what each unlocks. Readable without logging in (spec §2). */
export default function AuthGuidePage() {
  const { t } = useTranslation();
  const { authGuide } = useMessages().center;
  const token = useToken();
  const { data: user } = useUserInfo();
  return (
    <Card>
      <div className={styles.document}>
        <Typography.Title level={2}>{authGuide.title}</Typography.Title>
        <Typography.Paragraph>{authGuide.intro}</Typography.Paragraph>
        {user ? (
          <Typography.Paragraph>
            {t('center:index.verification')}: <VerificationTag state={user.verification} />
          </Typography.Paragraph>
        ) : null}
        <div className={styles.grid}>
          <KindCard icon={<UserOutlined />} kind={authGuide.personal} />
          <KindCard icon={<BankOutlined />} kind={authGuide.company} />
        </div>
        <Typography.Paragraph className={styles.spaced}>{authGuide.upgrade}</Typography.Paragraph>
        <Typography.Paragraph>{authGuide.states}</Typography.Paragraph>
        <Alert
          type="info"
          showIcon
          title={authGuide.submitLater}
          description={<ContactDetails />}
          className={styles.notice}
        />
        {token ? (
          <Space wrap>
            {user && user.account_kind === 'main' ? (
              <Link to={AUTHENTICATION_PATH}>
                <Button type="primary" data-testid="guide-verify">
                  {authGuide.verifyNow}
                </Button>
              </Link>
            ) : null}
            <Link to="/center/index">
              <Button>{authGuide.back}</Button>
            </Link>
          </Space>
        ) : (
          <Link to="/login?redirect=%2Fcenter%2FauthGuide">
            <Button type="primary">{authGuide.login}</Button>
          </Link>
        )}
        {user && user.account_kind === 'main' && user.company.kind === 'personal' ? <JoinCompanyCard /> : null}
      </div>
    </Card>
  );
}
