import { INQUIRY_MONTHLY_ALLOWANCE } from '@seabook/domain/booking';
import type { InquiryAllowance } from '@seabook/domain/inquiries';
import { Alert, Space } from 'antd';
import { Link } from 'react-router';
import { ContactLink } from '../../components/contact-link.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';

/** Where an account that is not verified goes: the verification guide (readable without logging in). */
export const VERIFY_PATH = '/center/authGuide';

/** Why a new inquiry is refused: the message, and whether verifying the account lifts the refusal. */
export type Refusal = { message: string; verify: boolean };

/** The refusal of an inquiry, in the page (not only a toast), with the way to verify when that helps. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="inquiry-refused"
      title={refusal.message}
      description={
        refusal.verify ? (
          t('inquiry:allowance.unverifiedNote', { limit: INQUIRY_MONTHLY_ALLOWANCE.verified })
        ) : (
          <ContactLink>{t('quote:building.contact')}</ContactLink>
        )
      }
      action={
        refusal.verify ? (
          <Link to={VERIFY_PATH} data-testid="verify-link">
            {t('inquiry:allowance.verify')}
          </Link>
        ) : undefined
      }
    />
  );
}

/** The refusal the allowance already implies: none while inquiries are left. */
export function allowanceRefusal(allowance: InquiryAllowance | undefined): Refusal | null {
  if (!allowance || allowance.remaining > 0) return null;
  return allowance.verified
    ? { message: errorText('INQUIRY_LIMIT_REACHED'), verify: false }
    : { message: errorText('INQUIRY_LIMIT_UNVERIFIED'), verify: true };
}

/** "N of M inquiries left this month", and for an account that is not verified, what verifying gives. */
export function AllowanceNotice({ allowance }: { allowance: InquiryAllowance }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="inquiry-allowance"
      title={t('inquiry:allowance.left', { remaining: allowance.remaining, limit: allowance.limit })}
      description={
        allowance.verified ? undefined : (
          <Space wrap>
            {t('inquiry:allowance.unverifiedNote', { limit: INQUIRY_MONTHLY_ALLOWANCE.verified })}
            <Link to={VERIFY_PATH}>{t('inquiry:allowance.verify')}</Link>
          </Space>
        )
      }
    />
  );
}
