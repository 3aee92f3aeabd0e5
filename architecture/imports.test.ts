import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenPackage, brokenRule, circles } from './check.ts';
import { projectEdges, sourceFiles } from './imports.ts';
import { ALLOWANCE, picture } from './rules.ts';
import { WIRE_ALLOWANCE, wireStrings } from './wire.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const files = sourceFiles();
const edges = projectEdges(files);

describe('import rules (architecture/rules.ts)', () => {
  it('finds the project’s imports (the scanner is alive)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(edges.some((edge) => edge.from === 'server/src/main.ts' && edge.to === 'server/src/app.ts')).toBe(true);
  });

  it('every import keeps the rules, or is listed in the shrinking allowance', () => {
    const allowed = new Set(ALLOWANCE);
    const broken = edges
      .map((edge) => ({ edge, why: brokenRule(edge) }))
      .filter(({ edge, why }) => why !== null && !allowed.has(`${edge.from} -> ${edge.to}`))
      .map(({ edge, why }) => `${edge.from}:${edge.line}: ${why}`);
    expect(broken).toEqual([]);
  });

  it('the allowance lists only imports that still break a rule', () => {
    const stillBroken = new Set(
      edges.filter((edge) => brokenRule(edge) !== null).map((edge) => `${edge.from} -> ${edge.to}`),
    );
    expect(ALLOWANCE.filter((entry) => !stillBroken.has(entry))).toEqual([]);
  });

  it('domain uses no package but zod', () => {
    const broken = edges.flatMap((edge) => {
      const why = brokenPackage(edge.from, edge.spec);
      return why ? [`${edge.from}:${edge.line}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('no import circle among the project’s own files', () => {
    expect(circles(edges)).toEqual(CIRCLES_LEFT);
  });

  it('docs/architecture.md shows the rules as they are', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(doc).toContain(picture());
  });
});

describe('one call table', () => {
  it('the web names no /v2/ path outside the call table', () => {
    const found = wireStrings(files);
    const extra = found.filter((file) => !WIRE_ALLOWANCE.includes(file));
    expect(extra).toEqual([]);
    expect(WIRE_ALLOWANCE.filter((file) => !found.includes(file))).toEqual([]);
  });
});

/** Circles being removed; the list only shrinks. */
const CIRCLES_LEFT: string[][] = [['web/src/features/ops-rates/api.ts', 'web/src/features/ops-rates/rate-values.ts']];
