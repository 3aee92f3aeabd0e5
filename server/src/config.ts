import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start. */
export type Config = {
  port: number;
  host: string;
  /** A real PostgreSQL server; unset means the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded files are kept (decision 015). */
  storage: StorageConfig;
  smsProvider: 'dev';
  wxProvider: 'dev';
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Where the built web app is; served when it exists. */
  webDist: string;
  isTest: boolean;
};

/** A folder on this machine, or an S3-compatible bucket reached with path-style URLs. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const repoRoot = path.resolve(import.meta.dirname, '../..');

function providerName(value: string | undefined, name: string): 'dev' {
  const chosen = value ?? 'dev';
  if (chosen !== 'dev') {
    // Production adapters need credentials for gateways this environment cannot reach; see README.
    throw new Error(`${name}=${chosen} is not available in this build; only "dev" is.`);
  }
  return chosen;
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storage: storageConfig(env, dataDir),
    smsProvider: providerName(env.SMS_PROVIDER, 'SMS_PROVIDER'),
    wxProvider: providerName(env.WX_PROVIDER, 'WX_PROVIDER'),
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // The built web app; WEB_DIST points elsewhere (e.g. a second build for a parallel browser run).
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist')),
    isTest: env.NODE_ENV === 'test',
  };
}
