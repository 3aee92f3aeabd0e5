import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { systemCalls } from '@seabook/domain/system.calls';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App, AppDeps } from './app-types.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerRequestContext } from './http/context.ts';
import { errorBody } from './http/envelope.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerHealth } from './http/health.ts';
import { guardDevelopmentPaths } from './http/local-only.ts';
import { loggerOptions, registerRequestLog, requestId } from './http/logging.ts';
import { type PoolStats, registerMetrics, registerNoMetrics } from './http/metrics.ts';
import { openApiDocument } from './http/openapi.ts';
import { refuseControlCharacters } from './http/plain-text.ts';
import { prerenderedPages } from './http/prerendered-pages.ts';
import { openApiRefusals, route } from './http/route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerGracefulClose } from './http/shutdown.ts';
import { siteFileRoutes } from './http/site-files.ts';
import { createOutbox, OUTBOX_QUEUE } from './jobs/outbox.ts';
import { createJobRunner, type JobRunnerOptions } from './jobs/runner.ts';
import { authDevRoutes } from './modules/auth/auth.dev-routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resolveSession } from './modules/auth/auth.service.ts';
import { wxCallbackRoutes } from './modules/auth/wx-callback.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { draftsRoutes } from './modules/drafts/drafts.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { opsInquiriesRoutes } from './modules/inquiries/inquiries.ops-routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { opsLettersRoutes } from './modules/letters/letters.ops-routes.ts';
import { lettersRoutes } from './modules/letters/letters.routes.ts';
import { accountCentreRoutes } from './modules/members/account-centre.routes.ts';
import { addressesRoutes } from './modules/members/addresses.routes.ts';
import { favouritesRoutes } from './modules/members/favourites.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { opsVerificationRoutes } from './modules/members/ops-verification.ops-routes.ts';
import { subAccountsRoutes } from './modules/members/sub-accounts.routes.ts';
import { outboxRoutes } from './modules/messages/messages.dev-routes.ts';
import { opsNoticesRoutes } from './modules/messages/messages.ops-routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { moneyDevRoutes } from './modules/money/money.dev-routes.ts';
import { opsMoneyRoutes } from './modules/money/money.ops-routes.ts';
import { moneyRoutes } from './modules/money/money.routes.ts';
import { opsRoutes } from './modules/ops/ops.ops-routes.ts';
import { opsBillOfLadingRoutes } from './modules/orders/bill-of-lading.ops-routes.ts';
import { billOfLadingRoutes } from './modules/orders/bill-of-lading.routes.ts';
import { orderInfoRoutes } from './modules/orders/order-info.routes.ts';
import { opsOrdersRoutes } from './modules/orders/orders.ops-routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { opsRatesRoutes } from './modules/rates/rates.ops-routes.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { registerPeriodicJobs } from './periodic-jobs.ts';
import { createPayments } from './providers/payment-config.ts';
import { createProviders, type Providers } from './providers/provider-config.ts';

const BODY_LIMIT = 1024 * 1024;

/** Builds the app: plugins, the wire contract, then the explicit list of modules. */
export async function buildApp(
  config: Config,
  db: Db,
  options: Partial<Providers> & {
    poolStats?: PoolStats;
    logStream?: { write(line: string): void };
    /** The job runner's timings (tests shorten them). */
    jobs?: Partial<JobRunnerOptions>;
  } = {},
): Promise<App> {
  const { poolStats, logStream, jobs: jobOptions, ...overrides } = options;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // One line per request, written once it is answered (http/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestId,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const providers = { ...createProviders(config.providers, app.log), ...overrides };
  const metrics = config.metrics.enabled
    ? registerMetrics(app, { token: config.metrics.token, poolStats })
    : registerNoMetrics(app);
  app.decorate('metrics', metrics);
  // Notices go through the outbox, delivered by the job runner after their transaction commits
  // (decision 030); verification codes are sent at once by `sms`.
  const runner = createJobRunner(db, app.log, jobOptions);
  const outbox = createOutbox(db, runner, { sms: providers.sms, email: providers.email }, app.log);
  registerPeriodicJobs(runner, { db, config, log: app.log });
  // The outbox's depth is its own count (messages waiting for a first or a further attempt), not
  // pg-boss's, which it refreshes only once a minute.
  metrics.setJobQueueDepth(async () => ({
    ...(await runner.depth()),
    [OUTBOX_QUEUE]: (await outbox.counts()).waiting,
  }));
  metrics.setFailedMessages(async () => (await outbox.counts()).failed);
  // Started here rather than in an onReady hook: pg-boss installs or checks its schema first, which on a
  // busy machine can take longer than Fastify gives a hook.
  await runner.start();
  app.addHook('onClose', () => runner.stop(config.shutdownTimeoutMs));
  // A request that queued messages has committed them once it is answered: send them now.
  app.addHook('onResponse', (_request, _reply, done) => {
    outbox.kick();
    done();
  });
  const settleOutbox = (timeoutMs?: number) => outbox.settle(timeoutMs);
  const stopRunner = (timeoutMs = config.shutdownTimeoutMs) => runner.stop(timeoutMs);
  app.decorate('jobs', { notifier: outbox.notifier, settleOutbox, stopRunner });
  // The development gateway posts its notifications to our notify URL through the app's own HTTP layer.
  const payments = createPayments(config.providers.pay, db, app.log, async (notifyUrl, fields) => {
    await app.inject({
      method: 'POST',
      url: notifyUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  });
  app.decorate('payments', payments);
  const deps: AppDeps = {
    db,
    config,
    sms: providers.sms,
    email: providers.email,
    wx: providers.wx,
    notifier: outbox.notifier,
    payments,
    metrics,
    settleOutbox,
  };

  registerSecurityHeaders(app, { frameOrigin: deps.wx.frameOrigin });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Seabook API',
        version: '2.0.6',
        description: 'Online sea-freight booking. Conventions: docs/api.md.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { accesstoken: { type: 'apiKey', in: 'header', name: 'accesstoken' } } },
      security: [{ accesstoken: [] }],
    },
    // The error answers of each declared call join its success answer (http/route.ts).
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const refusals = openApiRefusals(String(input.route.method), input.url);
      if (Object.keys(refusals).length === 0) return transformed;
      const schema = transformed.schema as { response?: Record<string, Record<string, unknown>> };
      // A refusal the call documents itself (its data) keeps its schema and takes the codes' description.
      const response = { ...schema.response };
      for (const [status, refusal] of Object.entries(refusals)) {
        const own = status === '200' ? undefined : response[status];
        response[status] = own ? { ...own, description: refusal.description } : refusal;
      }
      return { ...transformed, schema: { ...schema, response } };
    },
    transformObject: openApiDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs', staticCSP: true });

  registerRequestContext(app, (token) => resolveSession(db, token));
  registerRequestLog(app, { slowRequestMs: config.slowRequestMs });
  registerErrorHandler(app);
  refuseControlCharacters(app);
  registerHealth(app, db);
  registerGracefulClose(app);
  // The development stand-ins' pages and calls: this machine only, never in production (decision 025).
  const devSmsOrEmail = deps.sms.name === 'dev' || deps.email.name === 'dev';
  const devWx = deps.wx.name === 'dev';
  const devPay = payments.providers.dev !== undefined;
  guardDevelopmentPaths(app, { enabled: !config.production && (devSmsOrEmail || devWx || devPay) });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/v2/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await route(app, systemCalls.health, async () => {
    await db.execute('select 1');
    return { status: 'ok' as const };
  });
  // The benchmark's reference ("hello world"): the full request path and envelope, no database.
  await route(app, systemCalls.ping, async () => ({ pong: true as const }));

  // The modules, in one explicit list.
  await app.register(async (scope) => authRoutes(scope, deps));
  await app.register(async (scope) => membersRoutes(scope, deps));
  await app.register(async (scope) => favouritesRoutes(scope, deps));
  await app.register(async (scope) => addressesRoutes(scope, deps));
  await app.register(async (scope) => ratesRoutes(scope, deps));
  await app.register(async (scope) => catalogRoutes(scope, deps));
  await app.register(async (scope) => filesRoutes(scope, deps));
  await app.register(async (scope) => ordersRoutes(scope, deps));
  await app.register(async (scope) => orderInfoRoutes(scope, deps));
  await app.register(async (scope) => billOfLadingRoutes(scope, deps));
  await app.register(async (scope) => opsBillOfLadingRoutes(scope, deps));
  await app.register(async (scope) => opsRoutes(scope, deps));
  await app.register(async (scope) => opsRatesRoutes(scope, deps));
  await app.register(async (scope) => opsOrdersRoutes(scope, deps));
  await app.register(async (scope) => inquiriesRoutes(scope, deps));
  await app.register(async (scope) => opsInquiriesRoutes(scope, deps));
  await app.register(async (scope) => draftsRoutes(scope, deps));
  await app.register(async (scope) => lettersRoutes(scope, deps));
  await app.register(async (scope) => opsLettersRoutes(scope, deps));
  await app.register(async (scope) => trackingRoutes(scope, deps));
  await app.register(async (scope) => messagesRoutes(scope, deps));
  await app.register(async (scope) => accountCentreRoutes(scope, deps));
  await app.register(async (scope) => subAccountsRoutes(scope, deps));
  await app.register(async (scope) => opsVerificationRoutes(scope, deps));
  await app.register(async (scope) => opsNoticesRoutes(scope, deps));
  await app.register(async (scope) => moneyRoutes(scope, deps));
  await app.register(async (scope) => opsMoneyRoutes(scope, deps));
  if (deps.wx.identify) await app.register(async (scope) => wxCallbackRoutes(scope, deps));
  if (!config.production && devSmsOrEmail) await app.register(async (scope) => outboxRoutes(scope, deps));
  if (!config.production && devWx) await app.register(async (scope) => authDevRoutes(scope, deps));
  if (!config.production && devPay) await app.register(async (scope) => moneyDevRoutes(scope, deps));

  registerWebApp(app, config);
  return app;
}

function isApiPath(url: string): boolean {
  return url.startsWith('/v2/') || url.startsWith('/user/') || url === '/v2';
}

/** Serves the built SPA: its files, and index.html for every other page path. */
function registerWebApp(app: App, config: Config): void {
  siteFileRoutes(app);
  const index = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(index);
  const pages = prerenderedPages(config.webDist);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      allowedPath: (pathName) => !pages.isPageFile(pathName),
      index: false,
      maxAge: '1h',
      immutable: false,
      // The build writes a brotli and a gzip copy of every text file (web/build/precompress.ts); the one
      // the browser accepts is sent, with `Vary: Accept-Encoding`. Nothing is compressed per request.
      preCompressed: true,
      // Build output under /assets/ is named by its content hash: it never changes, so browsers keep it.
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(path.join(config.webDist, 'assets') + path.sep))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing build file (a page still open from an older release asking for its chunks) is a 404,
    // never the SPA's HTML: the browser then reports a failed import and the error page offers a reload.
    const missingAsset = request.url.startsWith('/assets/');
    if (!hasWeb || missingAsset || isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', request.locale ?? 'zh-CN'));
    }
    // The page must be asked for again each time, or a new release would wait for the cache to expire.
    reply.header('cache-control', 'no-cache');
    // Home and the price searches come rendered, in the language the app last named (decision 060).
    const rendered = pages.fileFor(request.url, request.headers.cookie);
    if (rendered) return reply.header('vary', 'Cookie').sendFile(rendered, { cacheControl: false });
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
