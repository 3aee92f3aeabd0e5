import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { CARGO_LIMITS, chargeableWm, formatWm, WM } from '@seabook/domain/pricing';
import type { CargoMeasureInput } from '@seabook/domain/rates';
import { Link } from 'react-router';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import styles from './rates.module.css';

type Props = { cargo: CargoMeasureInput; lane: { pol: string; pod: string; sailingDate?: string } };

/** Above about half a 20' box of cargo a full container may cost less: say so, with a link to FCL prices. */
export function FclHint({ cargo, lane }: Props) {
  const { t } = useTranslation();
  const { chargeableMicro } = chargeableWm(cargo);
  if (chargeableMicro <= CARGO_LIMITS.fclHintWm * WM) return null;
  const query = new URLSearchParams({ pol: lane.pol, pod: lane.pod });
  if (lane.sailingDate) query.set('date', lane.sailingDate);
  return (
    <div className={`${styles.notice} ${styles.banner} ${styles.infoBanner}`} data-testid="fcl-hint" role="status">
      <PlainIcon icon={InfoCircleFilled} className={styles.infoIcon} />
      <span className={styles.bannerText}>{t('rates:results.fclHint', { wm: formatWm(chargeableMicro) })}</span>
      <span className={styles.noticeAction}>
        <Link to={`${RATES_PATHS.fclExport}?${query}`}>{t('rates:results.fclLink')}</Link>
      </span>
    </div>
  );
}

export default FclHint;
