import path from 'node:path';
import { NewPasswordSchema } from '@seabook/domain/auth';
import { PASSWORD_MIN_LENGTH } from '@seabook/domain/auth-rules';
import { StaffUsernameSchema } from '@seabook/domain/ops-admin';
import { ORDER_COUNT_CAP } from '@seabook/domain/orders';
import { creditCodeProblem } from '@seabook/domain/verification';
import { type ProvidersConfig, providersConfig } from './providers/provider-config.ts';

/** Everything the server reads from its environment, parsed once at start. */
export type Config = {
  port: number;
  host: string;
  /** A real PostgreSQL server; unset means the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: most connections this instance opens to PostgreSQL (default 20). */
  databasePoolMax: number;
  /** ORDER_COUNT_CAP: where order totals stop counting (decision 045; default 1,000); tab badges stop at 99 or this, the lower (decision 050). */
  orderCountCap: number;
  dataDir: string;
  /** Where uploaded files are kept (decision 015). */
  storage: StorageConfig;
  /** NODE_ENV=production: real providers only, no development pages, no demo data (decision 025). */
  production: boolean;
  /** SMS, e-mail and WeChat login: development stand-ins or the real services. */
  providers: ProvidersConfig;
  seedDemo: boolean;
  /**
   * INVOICE_SELLER_NAME, INVOICE_SELLER_TAX_NO, INVOICE_SELLER_ADDRESS: the seller printed on an invoice PDF
   * the server makes (decision 040). Unset in production: finance uploads the tax system's PDF instead;
   * outside production a made-up demo seller.
   */
  invoiceSeller: InvoiceSeller | undefined;
  /** OPS_ADMIN_USERNAME and OPS_ADMIN_PASSWORD: the administrator created at start while no operator exists. */
  firstOperator: { username: string; password: string } | undefined;
  logLevel: string;
  /** `json` lines for a log collector; `pretty` one short line each for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  /** A request slower than this is logged as a warning. */
  slowRequestMs: number;
  /** Prometheus metrics at /metrics; with a token, only for `Authorization: Bearer <token>`. */
  metrics: { enabled: boolean; token: string | undefined };
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  trustProxy: boolean;
  /** Where the built web app is; served when it exists. */
  webDist: string;
  isTest: boolean;
};

export type InvoiceSeller = { name: string; taxNo: string; address: string };

const DEMO_SELLER: InvoiceSeller = {
  name: 'Seabook 海运订舱平台（演示 demo）',
  taxNo: '91310000MA1FL0000X',
  address: '上海 Shanghai',
};

function invoiceSellerConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): InvoiceSeller | undefined {
  const name = env.INVOICE_SELLER_NAME?.trim() ?? '';
  const taxNo = env.INVOICE_SELLER_TAX_NO?.trim().toUpperCase() ?? '';
  if (!name && !taxNo) return production ? undefined : DEMO_SELLER;
  if (!name || !taxNo) {
    problems.push('INVOICE_SELLER_NAME and INVOICE_SELLER_TAX_NO go together: set both, or neither.');
    return undefined;
  }
  if (creditCodeProblem(taxNo)) {
    problems.push('INVOICE_SELLER_TAX_NO must be an 18-character unified social credit code with its check character.');
    return undefined;
  }
  return { name, taxNo, address: env.INVOICE_SELLER_ADDRESS?.trim() ?? '' };
}

/** A folder on this machine, or an S3-compatible bucket reached with path-style URLs. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const repoRoot = path.resolve(import.meta.dirname, '../..');

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const chosen = env.STORAGE || 'local';
  if (chosen === 'local') return { kind: 'local', dir: path.join(dataDir, 'files') };
  if (chosen !== 's3') throw new Error(`STORAGE=${chosen} is not known; use "local" (the default) or "s3".`);
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}.`);
  const value = (name: (typeof names)[number]) => env[name] as string;
  if (!/^https?:\/\//.test(value('S3_ENDPOINT'))) {
    throw new Error('S3_ENDPOINT must be an http(s) URL, such as https://s3.eu-west-1.amazonaws.com.');
  }
  return {
    kind: 's3',
    endpoint: value('S3_ENDPOINT').replace(/\/+$/, ''),
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION'),
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
  };
}

const isOn = (value: string | undefined) => value === '1' || value === 'true' || value === 'on';

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds.`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number.`);
  return value;
}

/** What production mode refuses besides development providers: each is a sentence naming its variable. */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (isOn(env.SEED_DEMO)) {
    problems.push('SEED_DEMO=1 loads accounts with published passwords; it is refused when NODE_ENV=production.');
  }
  if (isOn(env.METRICS) && !env.METRICS_TOKEN) {
    problems.push('METRICS=1 needs METRICS_TOKEN when NODE_ENV=production, so that only your scraper reads /metrics.');
  }
  return problems;
}

/** The first operator of a database without demo data, checked like a password set on the staff desk. */
function firstOperatorConfig(env: NodeJS.ProcessEnv, problems: string[]): Config['firstOperator'] {
  const { OPS_ADMIN_USERNAME: username, OPS_ADMIN_PASSWORD: password } = env;
  if (!username && !password) return undefined;
  if (!username || !password) {
    problems.push('OPS_ADMIN_USERNAME and OPS_ADMIN_PASSWORD go together: set both, or neither.');
    return undefined;
  }
  const name = StaffUsernameSchema.safeParse(username);
  if (!name.success) problems.push('OPS_ADMIN_USERNAME must be 3 to 30 of a-z, 0-9, ".", "_" and "-".');
  if (!NewPasswordSchema.safeParse(password).success) {
    problems.push(
      `OPS_ADMIN_PASSWORD must have at least ${PASSWORD_MIN_LENGTH} characters, mix two kinds of character (upper case, lower case, digits, symbols), and not be a common one.`,
    );
  }
  return name.success ? { username: name.data, password } : undefined;
}

/** Reads and checks the environment; throws one error whose lines name each wrong or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const problems = production ? productionProblems(env) : [];
  const firstOperator = firstOperatorConfig(env, problems);
  const invoiceSeller = invoiceSellerConfig(env, production, problems);
  let providers: ProvidersConfig | undefined;
  try {
    providers = providersConfig(env, production);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || !providers) throw new Error(problems.join('\n'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: positiveInteger(env, 'DATABASE_POOL_MAX', 20),
    orderCountCap: positiveInteger(env, 'ORDER_COUNT_CAP', ORDER_COUNT_CAP),
    dataDir,
    storage: storageConfig(env, dataDir),
    production,
    providers,
    seedDemo: isOn(env.SEED_DEMO ?? (production ? '0' : '1')),
    firstOperator,
    invoiceSeller,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    logFormat:
      env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : production ? 'json' : 'pretty',
    slowRequestMs: positive(env, 'SLOW_REQUEST_MS', 1000),
    metrics: { enabled: isOn(env.METRICS), token: env.METRICS_TOKEN || undefined },
    shutdownTimeoutMs: positive(env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // The built web app; WEB_DIST points elsewhere (e.g. a second build for a parallel browser run).
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist')),
    isTest: env.NODE_ENV === 'test',
  };
}
