import { SearchOutlined } from '@ant-design/icons';
import type { ErrorKey } from '@seabook/domain/errors';
import { CargoMeasureSchema, QuoteSearchSchema, type ServiceKind } from '@seabook/domain/rates';
import { useQuery } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRules } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { farPortsQuery, mainPortsQuery } from './api.ts';
import { PortSelect } from './port-select.tsx';
import styles from './rates.module.css';
import { chinaToday, isSailingDayAllowed, type LaneFields, sailingDayProblem } from './search-state.ts';

/** Which search the form serves: export LCL, import LCL or FCL (export). */
export type SearchKind = ServiceKind | 'fcl';

type Values = {
  pol?: string;
  pod?: string;
  date?: Dayjs | null;
  weight?: string;
  volume?: string;
  pieces?: string;
};

type Props = {
  kind: SearchKind;
  initial: LaneFields;
  onSearch: (lane: LaneFields) => void;
  /** Weight, volume and pieces (LCL result pages); the home page and FCL leave them out. */
  withCargo?: boolean;
  /** The home page's hero: labels on top, a wider button. */
  variant?: 'bar' | 'hero';
  /** Check the initial values at once (a search from the URL or storage that cannot run). */
  validateOnMount?: boolean;
};

const CARGO_FIELDS = [
  { name: 'weight', schema: CargoMeasureSchema.shape.weightKg, unit: 'kg' },
  { name: 'volume', schema: CargoMeasureSchema.shape.volumeCbm, unit: 'cbm' },
  { name: 'pieces', schema: CargoMeasureSchema.shape.pieces, unit: 'pcs' },
] as const;

/** Typed text settles for this long before the server is asked for more ports. */
const KEYWORD_DELAY_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Where each picker's ports come from. Export and FCL leave a main Chinese port for the destinations
 * its services reach; import leaves a foreign port that serves China for a main Chinese port. The far
 * list is filtered here as the user types when it fits in one answer, else the server narrows it.
 */
function usePortLists(kind: SearchKind, chosen: { pol?: string; pod?: string }, typed: { pol: string; pod: string }) {
  const exportLike = kind !== 'import';
  const farKind = exportLike ? 'export' : 'import';
  const anchor = exportLike ? (chosen.pol ?? '') : '';
  const main = useQuery(mainPortsQuery());
  const far = useQuery({ ...farPortsQuery(farKind, anchor), enabled: !exportLike || anchor !== '' });
  const keyword = useDebounced((exportLike ? typed.pod : typed.pol).trim());
  const partial = far.data !== undefined && far.data.total > far.data.items.length;
  const narrowed = useQuery({ ...farPortsQuery(farKind, anchor, keyword), enabled: partial && keyword !== '' });
  // A port chosen earlier (from the URL or storage) may lie beyond the first page: fetch it for its name.
  const chosenFar = (exportLike ? chosen.pod : chosen.pol) ?? '';
  const missing = partial && chosenFar !== '' && !far.data?.items.some((port) => port.code === chosenFar);
  const named = useQuery({ ...farPortsQuery(farKind, anchor, chosenFar), enabled: missing });
  const list = partial && keyword !== '' && narrowed.data ? narrowed.data.items : far.data?.items;
  const extra = missing ? (named.data?.items.filter((port) => port.code === chosenFar) ?? []) : [];
  const farList = {
    ports: list ? [...extra, ...list.filter((port) => port.code !== chosenFar || extra.length === 0)] : undefined,
    loading: far.isFetching || narrowed.isFetching,
    failed: far.isError || narrowed.isError,
  };
  const mainList = { ports: main.data, loading: main.isFetching, failed: main.isError };
  return exportLike ? { origins: mainList, destinations: farList } : { origins: farList, destinations: mainList };
}

function toLane(values: Values): LaneFields {
  const trim = (text: string | undefined) => text?.trim() || undefined;
  return {
    pol: values.pol,
    pod: values.pod,
    date: values.date ? values.date.format('YYYY-MM-DD') : undefined,
    weight: trim(values.weight),
    volume: trim(values.volume),
    pieces: trim(values.pieces),
  };
}

/** The quote search form of spec §5: origin and destination must be chosen, the sailing day must be valid. */
export function QuoteSearchForm({
  kind,
  initial,
  onSearch,
  withCargo = false,
  variant = 'bar',
  validateOnMount,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const [chosen, setChosen] = useState({ pol: initial.pol, pod: initial.pod });
  const pol = chosen.pol;
  const [typed, setTyped] = useState({ pol: '', pod: '' });
  const { origins, destinations } = usePortLists(kind, chosen, typed);
  const message = (key: ErrorKey) => errorText(key, locale);

  useEffect(() => {
    if (validateOnMount) form.validateFields().catch(() => undefined);
  }, [form, validateOnMount]);

  const dateRules: FormRule[] = [
    {
      validator: async (_rule, value: Dayjs | null | undefined) => {
        const problem = sailingDayProblem(value ? value.format('YYYY-MM-DD') : undefined);
        if (problem) throw new Error(message(problem));
      },
    },
  ];

  // Cargo is optional, but once any of the three is typed all three must be valid (the domain's schema).
  const cargoRules = (schema: (typeof CARGO_FIELDS)[number]['schema']): FormRule[] => [
    (instance) => ({
      validator: async (_rule, value: string | undefined) => {
        const typed = CARGO_FIELDS.some((field) => Boolean(String(instance.getFieldValue(field.name) ?? '').trim()));
        if (!typed) return;
        const result = schema.safeParse(String(value ?? '').trim());
        if (!result.success) throw new Error(message((result.error.issues[0]?.message ?? 'VALIDATION') as ErrorKey));
      },
    }),
  ];

  const hero = variant === 'hero';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className={hero ? styles.heroForm : withCargo ? `${styles.searchForm} ${styles.withCargo}` : styles.searchForm}
      data-testid="quote-search-form"
      requiredMark={false}
      initialValues={{ ...initial, date: initial.date ? dayjs(initial.date) : null }}
      onValuesChange={(changed: Partial<Values>) => {
        // Another origin has other destinations (export, FCL): the chosen one no longer applies.
        if ('pol' in changed && kind !== 'import') form.setFieldValue('pod', undefined);
        setChosen({ pol: form.getFieldValue('pol'), pod: form.getFieldValue('pod') });
      }}
      onFinish={(values) => onSearch(toLane(values))}
    >
      <Form.Item
        name="pol"
        className={styles.wide}
        label={t('rates:form.pol')}
        rules={fieldRules(QuoteSearchSchema.shape.pol, locale)}
      >
        <PortSelect
          data-testid="pol-select"
          aria-label={t('rates:form.pol')}
          placeholder={t('rates:form.polPlaceholder')}
          ports={origins.ports}
          loading={origins.loading}
          failed={origins.failed}
          onKeywordChange={(text) => setTyped((current) => ({ ...current, pol: text }))}
        />
      </Form.Item>
      <Form.Item
        name="pod"
        className={styles.wide}
        label={t('rates:form.pod')}
        rules={fieldRules(QuoteSearchSchema.shape.pod, locale)}
      >
        <PortSelect
          data-testid="pod-select"
          aria-label={t('rates:form.pod')}
          placeholder={t('rates:form.podPlaceholder')}
          ports={kind === 'import' || pol ? destinations.ports : undefined}
          loading={destinations.loading}
          failed={destinations.failed}
          onKeywordChange={(text) => setTyped((current) => ({ ...current, pod: text }))}
          idleText={t('rates:form.podNeedsPol')}
        />
      </Form.Item>
      <Form.Item name="date" className={styles.wide} label={t('rates:form.date')} rules={dateRules}>
        <DatePicker
          data-testid="sailing-date"
          aria-label={t('rates:form.date')}
          placeholder={t('rates:form.datePlaceholder')}
          disabledDate={(day) => !isSailingDayAllowed(day, chinaToday())}
          format={locale === 'en' ? 'MMM DD YYYY' : 'YYYY-MM-DD'}
          className={styles.dateInput}
        />
      </Form.Item>
      {withCargo
        ? CARGO_FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={t(`rates:form.${field.name}`)}
              rules={cargoRules(field.schema)}
              dependencies={CARGO_FIELDS.filter((other) => other.name !== field.name).map((other) => other.name)}
            >
              <Input
                data-testid={`cargo-${field.name}`}
                inputMode={field.name === 'pieces' ? 'numeric' : 'decimal'}
                placeholder={t('rates:form.optional')}
                suffix={t(`rates:units.${field.unit}`)}
                maxLength={12}
              />
            </Form.Item>
          ))
        : null}
      {/* An empty label keeps the button on the line of the inputs. */}
      <Form.Item className={`${styles.wide} ${styles.submitField}`} label=" " colon={false}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          data-testid="search-submit"
          size={hero ? 'large' : 'middle'}
          block={hero}
        >
          {t('rates:form.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
