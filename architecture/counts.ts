/**
 * Import counts for issue 15's closing note: feature→feature and module→module imports (and their pairs),
 * rule violations, import circles, and `/v2/` strings in the web. Reads the same scan as the architecture
 * test (architecture/imports.ts) plus a grep of web/src for quoted `/v2/` paths.
 * Run: `node architecture/counts.ts` (Node 24 runs TypeScript as is).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brokenRule, circles } from './check.ts';
import { type Edge, projectEdges, sourceFiles } from './imports.ts';
import { FACE, isTestCode } from './rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const files = sourceFiles();
const edges = projectEdges(files);

function across(pattern: RegExp, list: Edge[] = edges): { imports: number; pairs: number } {
  const pairs = new Set<string>();
  let imports = 0;
  for (const edge of list) {
    const from = pattern.exec(edge.from)?.[1];
    const to = pattern.exec(edge.to)?.[1];
    if (!from || !to || from === to) continue;
    imports += 1;
    pairs.add(`${from}->${to}`);
  }
  return { imports, pairs: pairs.size };
}

const FEATURE = /^web\/src\/features\/([^/]+)\//;
const MODULE = /^server\/src\/modules\/([^/]+)\//;
const product = edges.filter((edge) => !isTestCode(edge.from));
const features = across(FEATURE);
const featuresProduct = across(FEATURE, product);
const modules = across(MODULE);
const modulesProduct = across(MODULE, product);
/** Module→module imports of product code that do not go through the other module's face. */
const pastFace = across(
  MODULE,
  product.filter((edge) => {
    const to = MODULE.exec(edge.to)?.[1];
    return to !== undefined && !edge.to.endsWith(`/${FACE(to)}`);
  }),
);
const violations = edges.filter((edge) => brokenRule(edge) !== null).length;
const wire = files
  .filter((file) => file.startsWith('web/src/'))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
const strings = (list: typeof wire) =>
  list.reduce((sum, { text }) => sum + (text.match(/['"`]\/v2\//g)?.length ?? 0), 0);
const nonTest = wire.filter(({ file }) => !/\.test\.tsx?$/.test(file));

const show = (c: { imports: number; pairs: number }) => `${c.imports} in ${c.pairs} pairs`;
console.log(`feature→feature imports: ${show(features)} (product code: ${show(featuresProduct)}; the rest are tests)`);
console.log(
  `module→module imports:   ${show(modules)} (product code: ${show(modulesProduct)}, of which past a face: ${show(pastFace)})`,
);
console.log(`rule violations:         ${violations}`);
console.log(`import circles:          ${circles(edges).length}`);
console.log(`'/v2/' strings in web/src: ${strings(wire)} (outside tests: ${strings(nonTest)})`);
