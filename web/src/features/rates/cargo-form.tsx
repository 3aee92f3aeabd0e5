import { type CargoMeasureInput, CargoMeasureSchema } from '@seabook/domain/rates';
import { Button, Card, Form, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';

/** What the cargo fields hold: the text typed (or read from the address bar), not yet validated. */
export type CargoDraft = { weightKg?: string; volumeCbm?: string; pieces?: string };

const FIELDS = ['weightKg', 'volumeCbm', 'pieces'] as const;

/** The cargo when every field passes the domain's rules, else null (nothing is priced). */
export function parseCargo(draft: CargoDraft): CargoMeasureInput | null {
  const result = CargoMeasureSchema.safeParse(draft);
  return result.success ? result.data : null;
}

/** The server's per-field messages of a refused quote (422), on the matching cargo fields. */
export function cargoFieldErrors(error: unknown): { name: (typeof FIELDS)[number]; errors: string[] }[] {
  if (!isApiError(error) || !error.fields) return [];
  const out: { name: (typeof FIELDS)[number]; errors: string[] }[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const name = FIELDS.find((field) => path === field || path.endsWith(`.${field}`));
    if (name) out.push({ name, errors: [message] });
  }
  return out;
}

/**
 * Weight, volume and pieces, validated field by field with CargoMeasureSchema's messages. Prefilled
 * values (from the search) are checked at once, so a bad value in the address bar shows its message.
 */
export function CargoForm({
  initial,
  serverError,
  onSubmit,
}: {
  initial: CargoDraft;
  serverError: unknown;
  onSubmit: (cargo: CargoMeasureInput, draft: CargoDraft) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CargoDraft>();
  const weightRules = useFieldRules(CargoMeasureSchema.shape.weightKg);
  const volumeRules = useFieldRules(CargoMeasureSchema.shape.volumeCbm);
  const piecesRules = useFieldRules(CargoMeasureSchema.shape.pieces);

  const { weightKg, volumeCbm, pieces } = initial;
  useEffect(() => {
    form.setFieldsValue({ weightKg, volumeCbm, pieces });
    const typed = [weightKg, volumeCbm, pieces].filter((v) => v !== undefined && v !== '');
    if (typed.length > 0) void form.validateFields().catch(() => undefined);
  }, [form, weightKg, volumeCbm, pieces]);

  useEffect(() => {
    const fields = cargoFieldErrors(serverError);
    if (fields.length > 0) form.setFields(fields);
  }, [form, serverError]);

  const finish = (values: CargoDraft) => {
    const cargo = parseCargo(values);
    if (cargo) onSubmit(cargo, values);
  };

  const number = (value: string | number | null | undefined) =>
    value === null || value === undefined ? undefined : String(value);

  return (
    <Card title={t('quote:cargo.title')}>
      <Form<CargoDraft>
        form={form}
        layout="vertical"
        onFinish={finish}
        data-testid="cargo-form"
        requiredMark={false}
        initialValues={initial}
      >
        <Form.Item name="weightKg" label={t('quote:cargo.weight')} rules={weightRules} normalize={number}>
          <InputNumber<string> data-testid="cargo-weightKg" stringMode controls={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="volumeCbm" label={t('quote:cargo.volume')} rules={volumeRules} normalize={number}>
          <InputNumber<string> data-testid="cargo-volumeCbm" stringMode controls={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="pieces" label={t('quote:cargo.pieces')} rules={piecesRules} normalize={number}>
          <InputNumber<string> data-testid="cargo-pieces" stringMode controls={false} style={{ width: '100%' }} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('quote:cargo.hint')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" block data-testid="cargo-submit">
          {t('quote:cargo.submit')}
        </Button>
      </Form>
    </Card>
  );
}
