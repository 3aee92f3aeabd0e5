import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { appBridge } from '../../lib/app-bridge.ts';
import { openLoginModal } from '../../lib/login-prompt.ts';
import { useToken } from '../../lib/session.ts';
import { useFavouriteToggle } from './collection-api.ts';
import controls from './result-controls.module.css';

type Props = { serviceId: string; favourite: boolean };

/**
 * The star of a quote line: visitors are asked to log in; members see the change at once. A plain
 * button (the results paint before antd, decision 055); a failure is told through the app's notifier.
 */
export function FavouriteToggle({ serviceId, favourite }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useToken();
  const toggle = useFavouriteToggle();
  const label = favourite ? t('rates:line.unfavourite') : t('rates:line.favourite');

  const onClick = () => {
    if (token === null) {
      openLoginModal();
      return;
    }
    toggle({ serviceId, favourite: !favourite }).catch((error: unknown) => {
      // 401/403/99999 were already told by the API client.
      if (isApiError(error) && error.handled) return;
      const reason = isApiError(error) ? apiErrorText(error, locale) : '';
      appBridge().notify({
        type: 'error',
        title: `${t('rates:line.favouriteFailed')}${reason ? `: ${reason}` : ''}`,
      });
    });
  };

  return (
    <button
      type="button"
      className={controls.iconButton}
      title={label}
      aria-label={label}
      aria-pressed={favourite}
      data-testid="favourite-toggle"
      data-favourite={favourite ? 'true' : 'false'}
      onClick={onClick}
    >
      <PlainIcon icon={favourite ? StarFilled : StarOutlined} className={favourite ? controls.star : undefined} />
    </button>
  );
}
