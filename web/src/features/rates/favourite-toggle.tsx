import { StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { openLoginModal } from '../../lib/login-prompt.ts';
import { useToken } from '../../lib/session.ts';
import { useFavouriteToggle } from './collection-api.ts';

type Props = { serviceId: string; favourite: boolean };

/** The star of a quote line: visitors are asked to log in; members see the change at once. */
export function FavouriteToggle({ serviceId, favourite }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useToken();
  const { message } = App.useApp();
  const toggle = useFavouriteToggle();
  const label = favourite ? t('rates:line.unfavourite') : t('rates:line.favourite');

  const onClick = () => {
    if (token === null) {
      openLoginModal();
      return;
    }
    toggle.mutate(
      { serviceId, favourite: !favourite },
      {
        onError: (error) => {
          // 401/403/99999 were already told by the API client.
          if (isApiError(error) && error.handled) return;
          const reason = isApiError(error) ? apiErrorText(error, locale) : '';
          void message.error(`${t('rates:line.favouriteFailed')}${reason ? `: ${reason}` : ''}`);
        },
      },
    );
  };

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={favourite}
        data-testid="favourite-toggle"
        data-favourite={favourite ? 'true' : 'false'}
        icon={favourite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={onClick}
      />
    </Tooltip>
  );
}
