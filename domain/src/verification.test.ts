import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AttestationInputSchema,
  applicableKinds,
  CREDIT_CODE_CHARS,
  creditCodeCheckChar,
  creditCodeProblem,
  idNumberProblem,
  maskIdNumber,
  residentIdCheckChar,
} from './verification.ts';

/** A resident ID with its right check character. */
const validResidentId = (first17 = '11010519491231002') => first17 + residentIdCheckChar(first17);

describe('PRC resident ID (GB 11643)', () => {
  it('accepts the standard example and refuses a wrong check character', () => {
    expect(idNumberProblem('resident', '11010519491231002X')).toBeNull();
    expect(idNumberProblem('resident', '110105194912310021')).toBe('ID_CHECK_DIGIT');
  });
  it('refuses impossible dates, wrong lengths and letters', () => {
    expect(idNumberProblem('resident', '110105194902300021')).toBe('ID_NUMBER_INVALID');
    expect(idNumberProblem('resident', '11010519491231002')).toBe('ID_NUMBER_INVALID');
    expect(idNumberProblem('resident', '11010519491231002A')).toBe('ID_NUMBER_INVALID');
    expect(idNumberProblem('resident', '01010519491231002X')).toBe('ID_NUMBER_INVALID');
  });
  it('finds every single-character change of the check character', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'0123456789X'), (last) => {
        const problem = idNumberProblem('resident', `11010519491231002${last}`);
        expect(problem === null).toBe(last === 'X');
      }),
    );
  });
  it('checks other documents by their form', () => {
    expect(idNumberProblem('passport', 'E12345678')).toBeNull();
    expect(idNumberProblem('passport', 'E1')).toBe('ID_NUMBER_INVALID');
    expect(idNumberProblem('hkmo', 'H12345678')).toBeNull();
    expect(idNumberProblem('hkmo', 'X12345678')).toBe('ID_NUMBER_INVALID');
    expect(idNumberProblem('taiwan', '12345678')).toBeNull();
    expect(idNumberProblem('foreigner', 'USA110079120800')).toBeNull();
    expect(idNumberProblem('foreigner', validResidentId('93303619850617001'))).toBeNull();
  });
  it('masks all but the first three and the last four characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('E12345678')).toBe('E****5678');
  });
});

describe('unified social credit code (GB 32100)', () => {
  it('accepts a real code and refuses a wrong check character', () => {
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('CREDIT_CODE_CHECK');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('CREDIT_CODE_INVALID');
    expect(creditCodeProblem('91350100M000100I43')).toBe('CREDIT_CODE_INVALID');
  });
  it('accepts exactly one check character for any body', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CREDIT_CODE_CHARS), { minLength: 9, maxLength: 9 }), (tail) => {
        const first17 = `91110000${tail.join('')}`;
        const good = [...CREDIT_CODE_CHARS].filter((c) => creditCodeProblem(first17 + c) === null);
        expect(good).toEqual([creditCodeCheckChar(first17)]);
      }),
    );
  });
});

describe('the application form', () => {
  const images = { idFrontFileId: crypto.randomUUID(), idBackFileId: crypto.randomUUID() };
  it('upper-cases the number and puts a wrong check digit on its field', () => {
    const ok = AttestationInputSchema.safeParse({
      kind: 'personal',
      realName: '张三',
      idNumber: '11010519491231002x',
      ...images,
    });
    expect(ok.success && ok.data.kind === 'personal' && ok.data.idNumber).toBe('11010519491231002X');
    const bad = AttestationInputSchema.safeParse({
      kind: 'personal',
      realName: '张三',
      idNumber: '110105194912310021',
      ...images,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['idNumber', 'ID_CHECK_DIGIT']]);
  });
  it('asks a company for its licence and a right credit code', () => {
    const bad = AttestationInputSchema.safeParse({
      kind: 'company',
      companyName: '某某公司',
      creditCode: '91350100M000100Y44',
      address: '上海',
      phone: '021-12345678',
    });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(['CREDIT_CODE_CHECK', 'LICENCE_REQUIRED']);
  });
  it('offers what fits the state', () => {
    expect(applicableKinds('unverified', 'personal', false)).toEqual(['personal', 'company']);
    expect(applicableKinds('rejected', 'personal', false)).toEqual(['personal', 'company']);
    expect(applicableKinds('verified', 'personal', false)).toEqual(['upgrade']);
    expect(applicableKinds('verified', 'company', false)).toEqual([]);
    expect(applicableKinds('pending', 'personal', true)).toEqual([]);
  });
});
