import type { VerificationState } from '@seabook/domain/members';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';

const COLORS: Record<VerificationState, string> = {
  unverified: 'default',
  pending: 'processing',
  verified: 'success',
  rejected: 'error',
};

/** A user's verification state (spec §4) as a coloured tag. */
export function VerificationTag({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`center:verification.${state}`)}</Tag>;
}
