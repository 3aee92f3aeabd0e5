import { addressesCalls } from '@seabook/domain/addresses.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './addresses.service.ts';

/** The address book (domain/src/addresses.calls.ts): list, add, edit, delete and set the default. */
export async function addressesRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, addressesCalls.list, async ({ actor, query }) => listAddresses(db, actor, query));
  await route(app, addressesCalls.add, async ({ actor, body }) => addAddress(db, actor, body));
  await route(app, addressesCalls.edit, async ({ actor, body }) => editAddress(db, actor, body));
  await route(app, addressesCalls.delete, async ({ actor, body }) => {
    await deleteAddress(db, actor, body);
    return { ok: true as const };
  });
  await route(app, addressesCalls.setDefault, async ({ actor, body }) => setDefaultAddress(db, actor, body));
}
