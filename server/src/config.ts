import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start. */
export type Config = {
  port: number;
  host: string;
  /** A real PostgreSQL server; unset means the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  smsProvider: 'dev';
  wxProvider: 'dev';
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Where the built web app is; served when it exists. */
  webDist: string;
  isTest: boolean;
};

const repoRoot = path.resolve(import.meta.dirname, '../..');

function providerName(value: string | undefined, name: string): 'dev' {
  const chosen = value ?? 'dev';
  if (chosen !== 'dev') {
    // Production adapters need credentials for gateways this environment cannot reach; see README.
    throw new Error(`${name}=${chosen} is not available in this build; only "dev" is.`);
  }
  return chosen;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smsProvider: providerName(env.SMS_PROVIDER, 'SMS_PROVIDER'),
    wxProvider: providerName(env.WX_PROVIDER, 'WX_PROVIDER'),
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    webDist: path.join(repoRoot, 'web', 'dist'),
    isTest: env.NODE_ENV === 'test',
  };
}
