import type { BookingMode } from '@seabook/domain/booking-rules';
import { Alert, Button, Card, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useConfig } from '../../lib/auth.ts';
import { InstructionWay, TemplateWay } from './letter-ways.tsx';
import styles from './letters.module.css';
import { LETTER_PATHS } from './paths.ts';

/** Which page of the three this is, from its path. */
function pageOf(pathname: string): { mode: BookingMode; simple: boolean } {
  const path = pathname.toLowerCase();
  return { mode: path.startsWith('/fcl/') ? 'fcl' : 'lcl', simple: path.endsWith('/orderbysimple') };
}

/**
 * Orders by letter of instruction (spec §2: /orderByLetter, /fcl/orderByLetter; login required). Two
 * ways: our Excel template, read at once into a draft, or any instruction file for an operator. The
 * FCL simple order (/fcl/orderBySimple) is the second way alone. An account that may not order yet
 * (spec §6: unverified or verifying) is told why, with the way to verification.
 */
export default function OrderByLetterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { mode, simple } = pageOf(pathname);
  const config = useConfig();
  const blocked = config.data ? !config.data.complete.can_order : false;
  const title = simple ? t('letters:page.simpleTitle') : t(`letters:page.${mode}Title`);

  return (
    <div className={styles.page} data-testid="order-by-letter-page">
      <Card>
        <Typography.Title level={3}>{title}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {simple ? t('letters:page.simpleIntro') : t('letters:page.intro')}
        </Typography.Paragraph>
        {blocked ? (
          <Alert
            type="warning"
            showIcon
            data-testid="letter-blocked"
            title={t('letters:page.unverified')}
            description={config.data?.complete.can_order_reason || undefined}
            action={
              <Link to={LETTER_PATHS.verify}>
                <Button size="small">{t('letters:page.verify')}</Button>
              </Link>
            }
          />
        ) : null}
      </Card>
      <div className={styles.ways}>
        {simple ? null : <TemplateWay mode={mode} blocked={blocked} />}
        <InstructionWay
          mode={mode}
          kind={simple ? 'simple' : 'letter'}
          blocked={blocked}
          title={simple ? undefined : t('letters:page.fileTitle')}
        />
      </div>
    </div>
  );
}
