import type { Port } from '@seabook/domain/catalog';
import { localName, searchByKeyword } from '@seabook/domain/catalog-search';
import { useMemo, useState } from 'react';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { countryName } from '../lib/plain-format.ts';
import { Combobox } from './combobox.tsx';

type Props = {
  /** The ports to choose from; filtered here as the user types (code, names in 3 languages, pinyin). */
  ports: readonly Port[] | undefined;
  loading?: boolean;
  failed?: boolean;
  /** Shown instead of the list while the picker has nothing to offer yet (e.g. "choose the origin first"). */
  idleText?: string;
  /** Asks the server for more ports matching the typed text (when the list is not complete). */
  onKeywordChange?: (keyword: string) => void;
  placeholder: string;
  disabled?: boolean;
  id?: string;
  value?: string;
  onChange?: (code: string | undefined) => void;
  invalid?: boolean;
  'data-testid'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/** How many matches the list shows; typing narrows it. */
const SHOWN = 60;

/** A port picker: "name (CODE)" and the country, in the current language. */
export function PortSelect({ ports, loading, failed, idleText, onKeywordChange, value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');

  const label = (port: Port) => `${localName(port.name, locale)} (${port.code})`;
  const chosen = value ? ports?.find((port) => port.code === value) : undefined;

  const options = useMemo(() => {
    const all = ports ?? [];
    const shown = searchByKeyword(all, keyword, SHOWN);
    // Unfiltered, the chosen port is listed even when it lies beyond the first matches.
    const first = !keyword && chosen && !shown.includes(chosen) ? [chosen] : [];
    return [...first, ...shown].map((port) => ({
      value: port.code,
      label: `${localName(port.name, locale)} (${port.code})`,
      // A getter: the country is named only when the open list shows it. The page's first country name
      // starts the browser's locale tables, which cost a slow phone tens of milliseconds on every page
      // with a port picker, before anyone opened one.
      get detail() {
        return countryName(port.country, locale);
      },
    }));
  }, [ports, keyword, chosen, locale]);

  const emptyText = failed
    ? t('rates:form.portsFailed')
    : loading
      ? t('common:state.loading')
      : ports === undefined && idleText
        ? idleText
        : t('rates:form.noPorts');

  return (
    <Combobox
      {...rest}
      value={value}
      // A port from the URL keeps its code until the list that names it arrives.
      valueLabel={chosen ? label(chosen) : value}
      options={options}
      onChange={(code) => onChange?.(code)}
      onInputChange={(text) => {
        setKeyword(text);
        onKeywordChange?.(text);
      }}
      emptyText={emptyText}
      loading={loading}
      clearLabel={t('rates:form.clear')}
    />
  );
}
