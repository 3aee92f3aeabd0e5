/**
 * The import rules of the project, in one place: the test in imports.test.ts holds every import of
 * domain/, server/ and web/ to them, and docs/architecture.md shows them as drawn by `picture()` below
 * (the test checks the two agree). Change a rule here, in the open, with a decision record.
 *
 * Each zone lists the zones it may import, besides itself. A zone written with `*` is one of many of
 * the same kind (a web feature, a server module): one of them never imports another, except a server
 * module through the other module's public face (`FACE`), and a module's table file another module's
 * table file for a foreign key (`TABLES`, decision 023).
 */
export const RULES = {
  domain: [],
  'web/app': ['web/features/*', 'web/components', 'web/lib', 'web/i18n', 'web/styles', 'domain'],
  'web/features/*': ['web/components', 'web/lib', 'web/i18n', 'domain'],
  'web/components': ['web/lib', 'web/i18n', 'domain'],
  'web/lib': ['web/i18n', 'domain'],
  'web/i18n': ['web/lib:settings', 'domain'],
  'web/styles': [],
  'server/main': [
    'server/modules/*:face',
    'server/modules/*:routes',
    'server/demo',
    'server/config',
    'server/jobs',
    'server/http',
    'server/db',
    'server/providers',
    'server/lib',
    'domain',
  ],
  'server/demo': [
    'server/modules/*:face',
    'server/config',
    'server/http',
    'server/db',
    'server/providers',
    'server/lib',
    'domain',
  ],
  'server/modules/*': [
    'server/modules/*:face',
    'server/modules/*:tables',
    'server/config',
    'server/http',
    'server/db',
    'server/providers',
    'server/lib',
    'domain',
  ],
  'server/config': ['server/http', 'server/db', 'server/providers', 'server/lib', 'domain'],
  'server/jobs': ['server/providers', 'server/http', 'server/db', 'server/lib', 'domain'],
  'server/providers': ['server/http', 'server/db', 'server/lib', 'domain'],
  'server/http': ['server/db', 'server/lib', 'domain'],
  'server/db': ['server/lib', 'domain'],
  'server/lib': ['domain'],
  'server/scripts': ['domain'],
} as const satisfies Record<string, readonly string[]>;

export type Zone = keyof typeof RULES;

/**
 * A server module's public face: `<module>.service.ts`. Other modules, the demo data and the app call
 * a module only through it; its tables, routes and inner files are its own. The app (`server/main`)
 * also registers each module's route files (`*.routes.ts`, `*.ops-routes.ts`, `*.dev-routes.ts`).
 * `server/config` is the configuration and the types of the app and its dependencies (`config.ts`,
 * `app-types.ts`), which every route file needs.
 */
export const FACE = (module: string) => `${module}.service.ts`;
export const ROUTE_FILE = /\.(ops-|dev-)?routes\.ts$/;

/**
 * Table files (`*.tables.ts`) hold only Drizzle table definitions. One may import another module's table
 * file, and only to declare a foreign key (a letter names its file, its draft and its order): the
 * database holds that link whatever the code says, and Drizzle needs the column to write it. Reading or
 * writing another module's table still goes through its face.
 */
export const TABLES = /\.tables\.ts$/;

/**
 * The browser's settings store (`web/lib:settings`): `lib/storage.ts` keeps the remembered settings. It
 * may import nothing of ours but domain, so the translator (`web/i18n`), which stands below the rest of
 * `lib/`, may remember the chosen language in it (decision 024).
 */
export const SETTINGS_FILE = 'web/src/lib/storage.ts';

/**
 * Test code (a `*.test.ts(x)` file, `*.fixtures.ts`, `*test-utils*`, and the harness folders
 * `server/src/test/`, `web/src/test/`) keeps its zone's rules, and may also import the test harness,
 * any fixtures file, the app (`server/main`) and the demo data: a test builds its world through them.
 */
export const TEST_SUPPORT: readonly Zone[] = ['server/main', 'server/demo'];

/** Which zone a file is in, and which feature or module when the zone has a `*`. */
export function zoneOf(file: string): { zone: Zone; unit?: string } | { zone: 'test-harness' } | null {
  if (file.startsWith('domain/src/')) return { zone: 'domain' };
  if (file.startsWith('server/scripts/')) return { zone: 'server/scripts' };
  if (file === 'server/src/test' || file.startsWith('server/src/test/')) return { zone: 'test-harness' };
  if (file.startsWith('web/src/test/')) return { zone: 'test-harness' };
  const feature = file.match(/^web\/src\/features\/([^/]+)\//);
  if (feature) return { zone: 'web/features/*', unit: feature[1] as string };
  const module = file.match(/^server\/src\/modules\/([^/]+)\//);
  if (module) return { zone: 'server/modules/*', unit: module[1] as string };
  const web = file.match(/^web\/src\/(app|components|lib|i18n|styles)\//);
  if (web) return { zone: `web/${web[1]}` as Zone };
  if (/^web\/src\/[^/]+$/.test(file)) return { zone: 'web/app' };
  const server = file.match(/^server\/src\/(http|db|providers|lib|demo|jobs)\//);
  if (server) return { zone: `server/${server[1]}` as Zone };
  if (file === 'server/src/config.ts' || file === 'server/src/app-types.ts') return { zone: 'server/config' };
  if (/^server\/src\/[^/]+$/.test(file)) return { zone: 'server/main' };
  return null;
}

export function isTestCode(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    /\.fixtures\.tsx?$/.test(file) ||
    /test-utils\.tsx?$/.test(file) ||
    file.startsWith('server/src/test/') ||
    file.startsWith('web/src/test/')
  );
}

/**
 * Imports that break a rule today and are being removed. The test fails on any import that breaks a
 * rule and is not listed here, and on a listed one that no longer exists, so the list only shrinks.
 * Each entry is `from -> to`.
 */
export { ALLOWANCE } from './allowance.ts';

/** The rules as the text picture of docs/architecture.md. */
export function picture(): string {
  const width = Math.max(...Object.keys(RULES).map((zone) => zone.length));
  const lines = Object.entries(RULES).map(([zone, allowed]) => {
    const list = allowed.length === 0 ? '(nothing of ours)' : allowed.join(', ');
    return `${zone.padEnd(width)}  →  ${list}`;
  });
  return lines.join('\n');
}
