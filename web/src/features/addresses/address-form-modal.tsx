import {
  ADDRESS_KINDS,
  ADDRESS_LIMITS,
  type Address,
  AddressInputSchema,
  type AddressKind,
  CONSIGNOR_ENGLISH_FIELDS,
} from '@seabook/domain/addresses';
import { localName } from '@seabook/domain/catalog';
import { App, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { formFieldRules, isRequired, serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useAddAddress, useCountries, useEditAddress } from '../../lib/addresses-api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { rankedSearch } from '../../lib/option-search.ts';
import styles from './addresses.module.css';

/** What the form holds: the fields of the add call, named as on the wire so server field errors land. */
type FormValues = {
  kind: AddressKind;
  label: string;
  tag?: string;
  company?: string;
  contact?: string;
  phone?: string;
  region?: string;
  address: string;
  detail?: string;
  isDefault?: boolean;
};

export type AddressFormModalProps = {
  open: boolean;
  /** The entry to edit; none to add one. */
  entry?: Address | null;
  /** The kind a new entry starts with. */
  kind?: AddressKind;
  onClose: () => void;
  onSaved?: (entry: Address) => void;
};

function initialValues(entry: Address | null | undefined, kind: AddressKind): Partial<FormValues> {
  if (!entry) return { kind, isDefault: false };
  const { id: _id, createdAt: _c, updatedAt: _u, region, ...values } = entry;
  return { ...values, region: region || undefined };
}

type FieldName = Exclude<keyof FormValues, 'isDefault'>;

/** Fields whose rule depends on the kind (a consignor's are in English): checked with the whole form. */
function dependsOnKind(name: FieldName): boolean {
  return (CONSIGNOR_ENGLISH_FIELDS as readonly string[]).includes(name);
}

/** A form field named as on the wire, labelled, and checked by the domain schema's rule for it. */
function Field({ name, extra, children }: { name: FieldName; extra?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const own = useFieldRules(AddressInputSchema.shape[name]);
  const byKind = dependsOnKind(name);
  return (
    <Form.Item
      name={name}
      label={t(`center:address.fields.${name}`)}
      extra={extra}
      required={isRequired(AddressInputSchema.shape[name])}
      rules={byKind ? formFieldRules(AddressInputSchema, name, locale) : own}
      dependencies={byKind ? ['kind'] : undefined}
    >
      {children}
    </Form.Item>
  );
}

function RegionSelect(props: { value?: string; onChange?: (value: string | undefined) => void; id?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useCountries();
  return (
    <Select
      {...props}
      showSearch={rankedSearch}
      allowClear
      loading={countries.isPending}
      placeholder={t('center:address.placeholders.region')}
      options={(countries.data ?? []).map((country) => ({
        value: country.code,
        label: `${localName(country.name, locale)} (${country.code})`,
      }))}
    />
  );
}

/** Add or edit an address book entry, checked by the domain's schema before it is sent. */
export function AddressFormModal({ open, entry, kind = 'consignee', onClose, onSaved }: AddressFormModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  // Untyped: the server's field errors come as plain field names.
  const [form] = Form.useForm();
  const add = useAddAddress();
  const edit = useEditAddress();

  const onFinish = (values: FormValues) => {
    const done = {
      onSuccess: (saved: Address) => {
        void message.success(t('center:address.saved'));
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.fields) form.setFields(serverFieldErrors(error));
        if (isApiError(error) && error.handled) return;
        void message.error(isApiError(error) ? error.msg : errorText('REQUEST_ERROR', locale));
      },
    };
    const body = { ...values, region: values.region ?? '' };
    if (entry) edit.mutate({ ...body, id: entry.id }, done);
    else add.mutate(body, done);
  };

  return (
    <Modal
      open={open}
      title={t(entry ? 'center:address.editTitle' : 'center:address.addTitle')}
      okText={t('center:address.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: add.isPending || edit.isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<FormValues>
          form={form}
          layout="vertical"
          name="address-form"
          initialValues={initialValues(entry, kind)}
          clearOnDestroy
          onFinish={onFinish}
        >
          {dom}
        </Form>
      )}
    >
      <Field name="kind">
        <Radio.Group
          optionType="button"
          options={ADDRESS_KINDS.map((value) => ({ value, label: t(`center:address.kinds.${value}`) }))}
        />
      </Field>
      <Field name="label" extra={t('center:address.hints.label')}>
        <Input maxLength={ADDRESS_LIMITS.label} showCount />
      </Field>
      <Field name="address" extra={t('center:address.hints.address')}>
        <Input.TextArea
          className={`${styles.blInput} ${styles.counted}`}
          autoSize={{ minRows: 4, maxRows: ADDRESS_LIMITS.addressLines }}
          maxLength={ADDRESS_LIMITS.address}
          showCount
          placeholder={t('center:address.placeholders.address')}
        />
      </Field>
      <Field name="company">
        <Input maxLength={ADDRESS_LIMITS.company} />
      </Field>
      <Field name="contact">
        <Input maxLength={ADDRESS_LIMITS.contact} />
      </Field>
      <Field name="phone">
        <Input maxLength={ADDRESS_LIMITS.phone} inputMode="tel" />
      </Field>
      <Field name="region">
        <RegionSelect />
      </Field>
      <Field name="tag" extra={t('center:address.hints.tag')}>
        <Input maxLength={ADDRESS_LIMITS.tag} />
      </Field>
      <Field name="detail" extra={t('center:address.hints.detail')}>
        <Input.TextArea
          className={styles.counted}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={ADDRESS_LIMITS.detail}
          showCount
        />
      </Field>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('center:address.fields.isDefault')}</Checkbox>
      </Form.Item>
    </Modal>
  );
}
