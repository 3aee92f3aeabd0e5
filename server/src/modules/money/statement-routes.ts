import { FILE_MIME } from '@seabook/domain/files';
import { opsStatementsCalls } from '@seabook/domain/ops-statements.calls';
import { statementsCalls } from '@seabook/domain/statements.calls';
import type { App, Notifier } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { getStatement, listStatements } from './statement-customer.ts';
import { closeMonth, listContracts, setContract } from './statement-desk.ts';
import { statementWorkbook } from './statement-excel.ts';

/** Monthly statements' calls (decision 041), registered by money.routes.ts and money.ops-routes.ts. */

export async function statementRoutes(app: App, db: Db): Promise<void> {
  await route(app, statementsCalls.list, ({ actor, query }) => listStatements(db, actor, query));
  await route(app, statementsCalls.detail, ({ actor, query }) => getStatement(db, actor, query.id));
  await route(app, statementsCalls.excel, async ({ actor, query, request, reply }) => {
    const detail = await getStatement(db, actor, query.id);
    const bytes = await statementWorkbook(detail, request.locale);
    return reply
      .header('content-type', FILE_MIME.xlsx)
      .header('content-length', bytes.length)
      .header('content-disposition', attachmentHeader(`Seabook-${detail.statementNo}-${detail.period}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}

export async function opsStatementRoutes(app: App, db: Db, notifier: Notifier): Promise<void> {
  await route(app, opsStatementsCalls.contracts, ({ query }) => listContracts(db, query));
  await route(app, opsStatementsCalls.setContract, ({ actor, body }) => setContract(db, actor, body));
  await route(app, opsStatementsCalls.close, ({ actor, body }) => closeMonth(db, notifier, actor, body));
}
