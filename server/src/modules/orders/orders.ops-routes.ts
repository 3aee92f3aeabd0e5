import { isErrorKey } from '@seabook/domain/errors';
import { OpsOrderUploadFieldsSchema } from '@seabook/domain/ops-orders';
import { opsOrderCalls } from '@seabook/domain/ops-orders.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { acceptUploads, fieldBeforeFile, withFilePart } from '../../http/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { openStorage } from '../files/files.service.ts';
import { opsOpenOrderFile, opsUploadOrderFile } from './ops-order-files.ts';
import { opsQuoteOrder } from './ops-order-quote.ts';
import {
  opsBulkMove,
  opsGetOrder,
  opsListOrders,
  opsLoading,
  opsMilestone,
  opsMoveOrder,
  opsOrderCounts,
  opsTodo,
} from './ops-orders.service.ts';

/**
 * The upload's `id` and `category` fields, which must come before the file (the bytes go where the
 * order's tenant keeps its files): 422 ORDER_UPLOAD_FIELDS_FIRST naming the missing ones, or the
 * schema's refusal on its field.
 */
function uploadFields(fields: Record<string, unknown>) {
  const raw = { id: fieldBeforeFile(fields, 'id'), category: fieldBeforeFile(fields, 'category') };
  const missing = Object.entries(raw).filter(([, value]) => value === undefined);
  if (missing.length > 0)
    throw new AppError('ORDER_UPLOAD_FIELDS_FIRST', {
      fields: Object.fromEntries(missing.map(([name]) => [name, 'ORDER_UPLOAD_FIELDS_FIRST'])),
    });
  const parsed = OpsOrderUploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const keyOf = (message: string) => (isErrorKey(message) ? message : 'VALIDATION');
  const [first] = parsed.error.issues;
  throw new AppError(keyOf(first?.message ?? ''), {
    fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), keyOf(issue.message)])),
  });
}

/**
 * The operators' order calls under `/v2/ops/order/…` (decision 020, issue 6): the list of every
 * tenant's orders and their counts per status, one order and its files, and the moves (one or many),
 * quote, business nodes, to-dos, loading information and documents the operator sets. Reads need
 * `ops.orders` query/get, changes `ops.orders` edit. Every change answers the order with its owner as
 * it now is (bulkmove: what moved and what was refused).
 */
export async function opsOrdersRoutes(root: App, { db, notifier, config }: AppDeps): Promise<void> {
  const storage = await openStorage(config.storage);
  await acceptUploads(root);
  await route(root, opsOrderCalls.list, async ({ query }) => opsListOrders(db, query, config.orderCountCap));
  await route(root, opsOrderCalls.counts, async () => opsOrderCounts(db, config.orderCountCap));
  await route(root, opsOrderCalls.get, async ({ query }) => opsGetOrder(db, query.id));
  await route(root, opsOrderCalls.move, async ({ actor, body }) => opsMoveOrder(db, notifier, actor, body));
  await route(root, opsOrderCalls.bulkMove, async ({ actor, body, request }) =>
    opsBulkMove(db, notifier, actor, body, request.locale),
  );
  await route(root, opsOrderCalls.quote, async ({ actor, body }) => opsQuoteOrder(db, notifier, actor, body));
  await route(root, opsOrderCalls.milestone, async ({ actor, body }) => opsMilestone(db, notifier, actor, body));
  await route(root, opsOrderCalls.todo, async ({ actor, body }) => opsTodo(db, notifier, actor, body));
  await route(root, opsOrderCalls.loading, async ({ actor, body }) => opsLoading(db, actor, body));
  await route(root, opsOrderCalls.upload, async ({ actor, request }) =>
    withFilePart(request, (part) =>
      opsUploadOrderFile(db, storage, notifier, actor, uploadFields(part.fields), {
        name: part.filename,
        content: part.file,
      }),
    ),
  );
  await route(root, opsOrderCalls.file, async ({ query, reply }) => {
    const { file, content } = await opsOpenOrderFile(db, storage, query);
    return sendAttachment(reply, file, content);
  });
}
