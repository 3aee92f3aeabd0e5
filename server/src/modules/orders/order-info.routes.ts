import { orderCalls } from '@seabook/domain/orders.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { cancelOrder, customerMove, getLoading, getOrderInfo, todoDone, userDefine } from './order-actions.ts';
import { addOrderFile, listOrderFiles } from './order-files.ts';

/**
 * One order after the booking (spec §7 `/v2/oe_order/…`, decision 020): the customer reads it, its
 * files and loading information, cancels it, makes its other moves, files documents, sets its own
 * references and marks to-dos done. Every change answers the order as it now is (addfile: its files).
 */
export async function orderInfoRoutes(app: App, { db, notifier }: AppDeps): Promise<void> {
  await route(app, orderCalls.info, async ({ actor, query }) => getOrderInfo(db, actor, query.id));
  await route(app, orderCalls.loading, async ({ actor, query }) => getLoading(db, actor, query.id));
  await route(app, orderCalls.files, async ({ actor, query }) => listOrderFiles(db, actor, query.id));
  await route(app, orderCalls.addFile, async ({ actor, body }) => addOrderFile(db, actor, body));
  await route(app, orderCalls.cancel, async ({ actor, body }) => cancelOrder(db, notifier, actor, body));
  await route(app, orderCalls.move, async ({ actor, body }) => customerMove(db, notifier, actor, body));
  await route(app, orderCalls.userDefine, async ({ actor, body }) => userDefine(db, actor, body));
  await route(app, orderCalls.todoDone, async ({ actor, body }) => todoDone(db, actor, body));
}
