import {
  BL_ISSUE_TYPES,
  BL_REQUIRED_FIELDS,
  type BlDocument,
  BlDocumentSchema,
  type BlField,
} from '@seabook/domain/bill-of-lading';
import { PACKING_TYPES } from '@seabook/domain/booking-rules';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { formFieldRules } from '../../../components/field-rules.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import styles from './bl.module.css';
import { useFieldText } from './bl-sheet.tsx';

/** The values of the B/L form: every field as typed (numbers too, so "1,000.50" reaches the schema as written). */
export type BlFormValues = Record<Exclude<BlField, 'containers'>, string>;

const MULTILINE: readonly BlField[] = ['shipper', 'consignee', 'notifyParty', 'marks', 'description', 'remark'];

export function formValuesOf(doc: BlDocument): BlFormValues {
  return {
    shipper: doc.shipper,
    consignee: doc.consignee,
    notifyParty: doc.notifyParty,
    vessel: doc.vessel,
    voyage: doc.voyage,
    portOfLoading: doc.portOfLoading,
    portOfDischarge: doc.portOfDischarge,
    placeOfDelivery: doc.placeOfDelivery,
    marks: doc.marks,
    pieces: String(doc.pieces),
    packingType: doc.packingType,
    description: doc.description,
    grossWeightKg: String(doc.grossWeightKg),
    volumeCbm: String(doc.volumeCbm),
    freightPayableAt: doc.freightPayableAt,
    issueType: doc.issueType,
    remark: doc.remark,
  };
}

/** The document the form holds (the boxes kept from `base`), or null while a field is invalid. */
export function documentOf(values: Partial<BlFormValues>, base: BlDocument): BlDocument | null {
  const parsed = BlDocumentSchema.safeParse({ ...formValuesOf(base), ...values, containers: base.containers });
  return parsed.success ? parsed.data : null;
}

/** The server's field messages (`document.pieces`) on the form's fields. */
export function blServerErrors(error: ApiError): { name: string; errors: string[] }[] {
  return Object.entries(error.fields ?? {}).map(([name, message]) => ({
    name: name.replace(/^document\./, ''),
    errors: [message],
  }));
}

/** The input of each box of the bill, checked by the same schema the server uses. */
export function useBlEditor(base: BlDocument): (field: BlField) => ReactNode {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useFieldText();
  return (field) => {
    if (field === 'containers')
      return (
        <div className={styles.value}>
          {base.containers.map((box) => [box.containerNo, box.sealNo, box.type].filter(Boolean).join(' / ')).join('\n')}
        </div>
      );
    const rules = formFieldRules(BlDocumentSchema, field, locale);
    const label = t(`bl:fields.${field}`);
    let input: ReactNode;
    if (field === 'packingType')
      input = (
        <Select
          aria-label={label}
          data-testid={`bl-input-${field}`}
          options={PACKING_TYPES.map((value) => ({ value, label: text('packingType', value) }))}
        />
      );
    else if (field === 'issueType')
      input = (
        <Select
          aria-label={label}
          options={BL_ISSUE_TYPES.map((value) => ({ value, label: text('issueType', value) }))}
        />
      );
    else if (MULTILINE.includes(field))
      input = (
        <Input.TextArea aria-label={label} data-testid={`bl-input-${field}`} autoSize={{ minRows: 2, maxRows: 8 }} />
      );
    else
      input = (
        <Input
          aria-label={label}
          data-testid={`bl-input-${field}`}
          inputMode={['pieces', 'grossWeightKg', 'volumeCbm'].includes(field) ? 'decimal' : undefined}
        />
      );
    return (
      <Form.Item name={field} rules={rules} required={BL_REQUIRED_FIELDS.includes(field)} validateFirst>
        {input}
      </Form.Item>
    );
  };
}
