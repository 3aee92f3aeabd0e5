import { localName } from '@seabook/domain/catalog';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { usePortSearch, useRateCarriers } from './api.ts';

/** Typed text settles for this long before the catalogue is asked. */
const KEYWORD_DELAY_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

type PickerProps = {
  value?: string | null | undefined;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * Any seaport of the catalogue (GET /v2/base/ports), searched by code, name in any language or pinyin as
 * the operator types; the chosen port keeps its name even when it is not among the matches.
 */
export function PortPicker({ value, onChange, ...rest }: PickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed.trim());
  const found = usePortSearch(keyword);
  const code = value ?? '';
  const missing = code !== '' && !found.data?.some((port) => port.code === code);
  const chosen = usePortSearch(code, missing);
  const ports = [...(missing ? (chosen.data ?? []).filter((port) => port.code === code) : []), ...(found.data ?? [])];
  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value || undefined}
      onChange={(next: string | undefined) => {
        setTyped('');
        onChange?.(next);
      }}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('opsRates:filters.noPort')}
      options={ports.map((port) => ({ value: port.code, label: `${localName(port.name, locale)} (${port.code})` }))}
    />
  );
}

/** A carrier of the catalogue, by short name or SCAC. */
export function CarrierPicker({ value, onChange, ...rest }: PickerProps) {
  const carriers = useRateCarriers();
  return (
    <Select
      {...rest}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      loading={carriers.isFetching}
      options={(carriers.data ?? []).map((carrier) => ({
        value: carrier.code,
        label: `${carrier.shortName} (${carrier.code})`,
      }))}
    />
  );
}
