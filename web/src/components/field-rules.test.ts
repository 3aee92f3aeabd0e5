import { FindPassSchema, MobileSchema, RegisterSchema } from '@seabook/domain/auth';
import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { fieldRules, formFieldRules, isRequired } from './field-rules.ts';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

function validatorOf(rule: unknown): Validator {
  return (rule as { validator: Validator }).validator;
}

describe('form rules from domain schemas', () => {
  it('rejects with the catalogue message in the given language and accepts valid input', async () => {
    const [zh] = fieldRules(MobileSchema, 'zh-CN');
    const [en] = fieldRules(MobileSchema, 'en');
    await expect(validatorOf(zh)({}, '12345')).rejects.toThrow('请输入正确的手机号码');
    await expect(validatorOf(en)({}, '12345')).rejects.toThrow('Please enter a valid mobile number.');
    await expect(validatorOf(zh)({}, '13812345678')).resolves.toBeUndefined();
  });

  it('marks fields that reject an empty value as required', () => {
    expect(isRequired(MobileSchema)).toBe(true);
    expect(isRequired(RegisterSchema.shape.password)).toBe(true);
    expect(isRequired(RegisterSchema.shape.weixinqrcode)).toBe(false);
  });

  it('checks a cross-field rule against the whole form', async () => {
    const values = { mobile: '13812345678', code: '123456', password: 'abc12345', password2: 'abc12346' };
    const form = { getFieldsValue: () => values } as unknown as FormInstance;
    const [render] = formFieldRules(FindPassSchema, 'password2', 'zh-TW');
    const rule = (render as (f: FormInstance) => unknown)(form);
    await expect(validatorOf(rule)({}, values.password2)).rejects.toThrow('兩次輸入的密碼不一致');
    values.password2 = 'abc12345';
    await expect(validatorOf(rule)({}, values.password2)).resolves.toBeUndefined();
  });
});
