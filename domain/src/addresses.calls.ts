import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = () => import('./addresses.ts');

/** The address book (spec §7 `/v2/member/address/…`): list, add, edit, delete and set the default. */
export const addressesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/member/address/getaddresslist',
    operationId: 'listAddresses',
    summary: 'Address book entries: one kind or all, keyword search; defaults first, then newest',
    tags,
    who: { kind: 'account', permission: 'address', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.AddressListQuerySchema, answer: m.AddressListSchema };
    },
  }),
  add: defineCall({
    method: 'POST',
    path: '/v2/member/address/addaddress',
    operationId: 'addAddress',
    summary: 'Add an entry to the tenant’s address book',
    tags,
    who: { kind: 'account', permission: 'address', action: 'add' },
    errors: ['ADDRESS_BOOK_FULL', 'REGION_UNKNOWN'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.AddressInputSchema, answer: m.AddressSchema };
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/v2/member/address/editaddress',
    operationId: 'editAddress',
    summary: 'Replace an entry’s fields (the default flag stays unless isDefault is sent)',
    tags,
    who: { kind: 'account', permission: 'address', action: 'edit' },
    errors: ['NOT_FOUND', 'REGION_UNKNOWN'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.AddressEditSchema, answer: m.AddressSchema };
    },
  }),
  delete: defineCall({
    method: 'POST',
    path: '/v2/member/address/deladdress',
    operationId: 'deleteAddress',
    summary: 'Delete an entry',
    tags,
    who: { kind: 'account', permission: 'address', action: 'delete' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({
      body: (await schemas()).AddressRefSchema,
      answer: (await import('./envelope.ts')).OkSchema,
    }),
  }),
  setDefault: defineCall({
    method: 'POST',
    path: '/v2/member/address/setdefault',
    operationId: 'setDefaultAddress',
    summary: 'Make an entry the default of its kind (the previous default is cleared)',
    tags,
    who: { kind: 'account', permission: 'address', action: 'edit' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.AddressRefSchema, answer: m.AddressSchema };
    },
  }),
};
