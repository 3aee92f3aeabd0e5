import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { SORT_KEYS, type SortKey } from '@seabook/domain/rates';
import { Button, Space } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import type { SortOrder } from './search-state.ts';

type Props = { sort: SortKey; order: SortOrder; onChange: (sort: SortKey, order: SortOrder) => void };

/** Sorting by price, transit time or sailing day; the active key again flips the direction. */
export function SortButtons({ sort, order, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space.Compact aria-label={t('rates:sort.label')} role="group">
      {SORT_KEYS.map((key) => {
        const active = key === sort;
        const label = t(`rates:sort.${key}`);
        return (
          <Button
            key={key}
            data-testid={`sort-${key}`}
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            aria-label={active ? `${label} ${t(`rates:sort.${order}`)}` : label}
            icon={active ? order === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : undefined}
            iconPlacement="end"
            onClick={() => onChange(key, active && order === 'asc' ? 'desc' : 'asc')}
          >
            {label}
          </Button>
        );
      })}
    </Space.Compact>
  );
}
