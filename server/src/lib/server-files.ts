import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The server's own files (migrations, reference data, worker modules) live under server/src. The
 * server runs either from those sources (tests, `npm run dev`) or from the bundle that `npm start`
 * builds into server/dist (scripts/build-server.mjs, decision 047), where every module's
 * `import.meta.dirname` is server/dist. This is the one place that tells the two apart.
 */
const here = import.meta.dirname;
export const serverSrc = path.basename(here) === 'dist' ? path.resolve(here, '../src') : path.resolve(here, '..');

/** A file below server/src, e.g. `sourceFile('db/migrations')`. */
export const sourceFile = (relative: string): string => path.join(serverSrc, relative);

/** A worker module below server/src: always the .ts source, which Node's own type stripping runs. */
export const workerModule = (relative: string): URL => pathToFileURL(sourceFile(relative));
