import {
  AddressEditSchema,
  AddressInputSchema,
  AddressListQuerySchema,
  AddressRefSchema,
  AddressSchema,
} from '@seabook/domain/addresses';
import { list, OkSchema } from '@seabook/domain/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './addresses.service.ts';

const tags = ['members'];

/** The login and the `address` permission for the action, checked before the body (a visitor hears 401 first). */
const addressAdd = account('address', 'add');
const addressDelete = account('address', 'delete');
const addressEdit = account('address', 'edit');
const addressQuery = account('address', 'query');

/** The address book (spec §7 `/v2/member/address/…`): list, add, edit, delete and set the default. */
export async function addressesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/member/address/getaddresslist',
    {
      schema: {
        tags,
        summary: 'Address book entries: one kind or all, keyword search; defaults first, then newest',
        querystring: AddressListQuerySchema,
        response: answers(list(AddressSchema)),
      },
      preValidation: addressQuery.preValidation,
    },
    async (request) => ok(await listAddresses(db, addressQuery.actor(request), request.query)),
  );
  app.post(
    '/v2/member/address/addaddress',
    {
      schema: {
        tags,
        summary: 'Add an entry to the tenant’s address book',
        body: AddressInputSchema,
        response: answers(AddressSchema),
      },
      preValidation: addressAdd.preValidation,
    },
    async (request) => ok(await addAddress(db, addressAdd.actor(request), request.body)),
  );
  app.post(
    '/v2/member/address/editaddress',
    {
      schema: {
        tags,
        summary: 'Replace an entry’s fields (the default flag stays unless isDefault is sent)',
        body: AddressEditSchema,
        response: answers(AddressSchema),
      },
      preValidation: addressEdit.preValidation,
    },
    async (request) => ok(await editAddress(db, addressEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/member/address/deladdress',
    {
      schema: { tags, summary: 'Delete an entry', body: AddressRefSchema, response: answers(OkSchema) },
      preValidation: addressDelete.preValidation,
    },
    async (request) => {
      await deleteAddress(db, addressDelete.actor(request), request.body);
      return ok({ ok: true as const });
    },
  );
  app.post(
    '/v2/member/address/setdefault',
    {
      schema: {
        tags,
        summary: 'Make an entry the default of its kind (the previous default is cleared)',
        body: AddressRefSchema,
        response: answers(AddressSchema),
      },
      preValidation: addressEdit.preValidation,
    },
    async (request) => ok(await setDefaultAddress(db, addressEdit.actor(request), request.body)),
  );
}
