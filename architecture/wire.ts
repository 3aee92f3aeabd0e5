import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Web source files (tests aside) that write an API path (`/v2/…`) themselves. */
export function wireStrings(files: string[]): string[] {
  return files.filter(
    (file) =>
      file.startsWith('web/src/') &&
      !/\.test\.tsx?$/.test(file) &&
      /['"`]\/v2\//.test(readFileSync(path.join(ROOT, file), 'utf8')),
  );
}
