import { devPaymentCalls as calls } from '@seabook/domain/dev-payment.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';

/** The development cashier's calls (decision 036): registered only with the development gateway, this machine only. */
export async function moneyDevRoutes(app: App, { payments }: AppDeps): Promise<void> {
  const gateway = payments.providers.dev;
  if (!gateway) return;
  await route(app, calls.trade, async ({ query }) => {
    const trade = await gateway.trade(query.trade);
    if (!trade) throw new AppError('NOT_FOUND');
    return trade;
  });
  await route(app, calls.decide, async ({ body }) => {
    const decided = await gateway.decide(body.trade, body.outcome);
    if (!decided) throw new AppError('NOT_FOUND');
    return decided;
  });
}
