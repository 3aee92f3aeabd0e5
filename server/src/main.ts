import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, migrate, openDatabase } from './db/client.ts';
import { loadDemoData } from './demo/demo-data.ts';
import { loadDemoRates } from './demo/demo-rates.ts';
import { startMemoryTrim } from './lib/memory-trim.ts';
import { ensureReferenceData } from './modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from './modules/members/members.service.ts';
import { anyOperator, ensureFirstOperator } from './modules/ops/ops.service.ts';

/** The configuration, or the process ends with a message naming each wrong or missing variable. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Seabook cannot start:\n${(error as Error).message}`);
    process.exit(1);
  }
}

/** What a person reading the terminal needs: where the site is, and how to log in to the demo. */
function readyLines(config: Config, database: Database): string[] {
  const site = `http://localhost:${config.port}`;
  const where =
    database.kind === 'pglite' ? `embedded database in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL';
  const lines = [`Seabook is ready at ${site} (${where})`];
  if (config.seedDemo) {
    // Phone numbers are masked in every log line, so the customer logins are named by the README.
    lines.push(`Demo logins: README.md, "Demo accounts"; operators at ${site}/ops/login (admin / Admin@2026)`);
  }
  if (config.providers.sms.kind === 'dev') lines.push(`SMS and e-mail codes: ${site}/dev/outbox (this machine only)`);
  return lines;
}

const mib = (bytes: number) => Math.round(bytes / 1048576);

/** Start: configuration, database, migrations, reference and demo data, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = configOrExit();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax })
    : await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pglite') });
  await migrate(database);
  await ensureBuiltinRoles(database.db);
  await ensureReferenceData(database.db);
  const app = await buildApp(config, database.db, { poolStats: database.poolStats });
  if (config.seedDemo) {
    if (await loadDemoData(database.db)) app.log.info('demo data loaded into an empty database');
    if (await loadDemoRates(database.db)) app.log.info('demo rates loaded into an empty rate sheet');
  }
  // Without demo data, the first operator comes from the environment (README, "Going live").
  if (config.firstOperator && (await ensureFirstOperator(database.db, config.firstOperator))) {
    app.log.info(`first operator "${config.firstOperator.username}" created: an administrator, sign in at /ops/login`);
  } else if (!(await anyOperator(database.db))) {
    app.log.warn('No operator exists yet: set OPS_ADMIN_USERNAME and OPS_ADMIN_PASSWORD and start again (README).');
  }

  // SIGTERM: stop accepting connections, answer new requests on open ones with 503, finish the
  // requests in flight, close the database, exit. A request that never ends cannot hold the exit
  // beyond SHUTDOWN_TIMEOUT_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error(`requests still running after ${config.shutdownTimeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  for (const line of readyLines(config, database)) app.log.info(line);
  // Memory grown by the start or by a burst is given back once nobody is asking (decision 051).
  // Its timer does not hold the process open, and the process ends with the server (shutdown above).
  const trim = startMemoryTrim(app.server, {
    quietMs: 60_000,
    growthBytes: 16 * 1024 * 1024,
    minIntervalMs: 60_000,
    onTrim: ({ beforeBytes, afterBytes, ms }) =>
      app.log.debug({ beforeMiB: mib(beforeBytes), afterMiB: mib(afterBytes), ms: Math.round(ms) }, 'memory trimmed'),
  });
  // What the start itself grew (migrations, modules, reference data), before anyone asks.
  trim.now();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
