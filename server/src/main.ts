import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { loadDemoData } from './demo/demo-data.ts';
import { loadDemoRates } from './demo/demo-rates.ts';
import { ensureReferenceData } from './modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from './modules/members/members.service.ts';

/** Start: configuration, database, migrations, reference and demo data, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pglite') });
  await migrate(database);
  await ensureBuiltinRoles(database.db);
  await ensureReferenceData(database.db);
  const app = await buildApp(config, database.db);
  if (config.seedDemo) {
    const loaded = await loadDemoData(database.db);
    if (loaded) app.log.info('demo data loaded into an empty database');
    if (await loadDemoRates(database.db)) app.log.info('demo rates loaded into an empty rate sheet');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Seabook is running at http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
