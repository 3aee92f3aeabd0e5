import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One import statement of the project's own code: the importing file, the imported file, its line. */
export type Edge = { from: string; to: string; line: number; spec: string };

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['domain/src', 'server/src', 'server/scripts', 'web/src'];
const EXTENSIONS = ['.ts', '.tsx', '.mts'];
const IMPORT_RE =
  /(?:^|[\s;{}()])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]|import\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) out.push(full);
  }
}

/** Every source file of the project, relative to the repository root. */
export function sourceFiles(): string[] {
  const out: string[] = [];
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir), out);
  return out.map((file) => path.relative(ROOT, file)).sort();
}

function resolve(from: string, spec: string): string | null {
  if (spec.startsWith('@seabook/domain/')) return `domain/src/${spec.slice('@seabook/domain/'.length)}.ts`;
  if (spec.startsWith('@seabook/')) return spec;
  if (!spec.startsWith('.')) return null;
  const joined = path.normalize(path.join(path.dirname(from), spec));
  return joined;
}

/** Strips comments so that an import written in a comment is not counted. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
}

/** The project-internal imports of every source file. */
export function projectEdges(files = sourceFiles()): Edge[] {
  const edges: Edge[] = [];
  for (const from of files) {
    const text = withoutComments(readFileSync(path.join(ROOT, from), 'utf8'));
    for (const match of text.matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2];
      if (!spec) continue;
      const to = resolve(from, spec);
      if (to === null) continue;
      const line = text.slice(0, match.index).split('\n').length;
      edges.push({ from, to, line, spec });
    }
  }
  return edges;
}
