import type { UserInfo } from '@seabook/domain/members';
import type { PermissionGrant } from '@seabook/domain/permissions';

/**
 * GET /user/info as the server answers it, for a main account of a verified company holding
 * `permissions`: a stub must answer in full, since tests check every answer against its call's schema.
 */
export function userInfoAnswer(permissions: PermissionGrant[], overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'a-1',
    name: '测试用户',
    headpic: '',
    attestation: 1,
    verification: 'verified',
    minimenu: false,
    is_addprice_user: 0,
    is_union_user: 0,
    has_partner_msg: 0,
    vip_number: '',
    vip_end: null,
    vip_open: 0,
    vip_type_id: null,
    account_kind: 'main',
    username: '13800000000',
    mobile: '13800000000',
    email: '',
    company: { id: 't-1', name: '测试公司', short_name: '测试', kind: 'company' },
    role: { id: 'r', name: 'r', permissions },
    ...overrides,
  };
}
