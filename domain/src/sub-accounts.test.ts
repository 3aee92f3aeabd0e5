import { describe, expect, it } from 'vitest';
import { BUILTIN_ROLES, can } from './permissions.ts';
import { DEFAULT_SUB_GRANTS, JoinApplySchema, SubAccountCreateSchema, SubUsernameSchema } from './sub-accounts.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const valid = {
  username: 'ship_clerk',
  password: 'Secret#123',
  password2: 'Secret#123',
  name: 'Clerk',
  email: 'clerk@example.com',
  phone: '0755-12345678',
  permissions: DEFAULT_SUB_GRANTS,
};

describe('sub-account rules', () => {
  it('takes letters and underscores only as a username', () => {
    expect(SubUsernameSchema.safeParse('Ship_Clerk').success).toBe(true);
    expect(firstMessage(SubUsernameSchema.safeParse('clerk1'))).toBe('SUB_USERNAME_INVALID');
    expect(firstMessage(SubUsernameSchema.safeParse('张三'))).toBe('SUB_USERNAME_INVALID');
    expect(firstMessage(SubUsernameSchema.safeParse(''))).toBe('SUB_USERNAME_REQUIRED');
  });

  it('wants two kinds of character in the password, typed twice alike, and a contact phone', () => {
    expect(SubAccountCreateSchema.safeParse(valid).success).toBe(true);
    expect(
      firstMessage(SubAccountCreateSchema.safeParse({ ...valid, password: 'abcdefgh', password2: 'abcdefgh' })),
    ).toBe('PASSWORD_WEAK');
    expect(firstMessage(SubAccountCreateSchema.safeParse({ ...valid, password2: 'Secret#124' }))).toBe(
      'PASSWORDS_DIFFER',
    );
    expect(firstMessage(SubAccountCreateSchema.safeParse({ ...valid, phone: '' }))).toBe('CONTACT_REQUIRED');
    expect(
      SubAccountCreateSchema.safeParse({ ...valid, permissions: [{ permissionId: 'ops.orders', actionEntitySet: [] }] })
        .success,
    ).toBe(false);
  });

  it('offers a new sub-account only what a company main account holds, without managing others', () => {
    for (const grant of DEFAULT_SUB_GRANTS)
      for (const { action } of grant.actionEntitySet)
        expect(can(BUILTIN_ROLES.customerMain.permissions, grant.permissionId, action)).toBe(true);
    expect(DEFAULT_SUB_GRANTS.some((g) => g.permissionId === 'childAccount')).toBe(false);
  });

  it('reads a company code in lower case', () => {
    expect(JoinApplySchema.parse({ companyCode: ' SeabookDemo ', username: 'joiner' }).companyCode).toBe('seabookdemo');
  });
});
