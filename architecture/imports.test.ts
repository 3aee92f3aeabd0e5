import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenPackage, brokenRule, circles } from './check.ts';
import { projectEdges, sourceFiles } from './imports.ts';
import { ALLOWANCE, picture } from './rules.ts';
import { wireStrings } from './wire.ts';

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

describe('the web’s rules, by example', () => {
  const edge = (from: string, to: string) => ({ from, to, line: 1, spec: '' });

  it('lets i18n remember the language in the settings store, and use nothing else of lib', () => {
    expect(brokenRule(edge('web/src/i18n/i18n.ts', 'web/src/lib/storage.ts'))).toBeNull();
    expect(brokenRule(edge('web/src/i18n/i18n.ts', 'web/src/lib/api.ts'))).toBe('web/i18n may not import web/lib');
    expect(brokenRule(edge('web/src/lib/storage.ts', 'web/src/lib/cookies.ts'))).toMatch(/settings store/);
  });

  it('keeps features apart, a desk inside its feature', () => {
    expect(
      brokenRule(edge('web/src/features/orders/desk/order-drawer.tsx', 'web/src/features/orders/order-log.tsx')),
    ).toBeNull();
    expect(brokenRule(edge('web/src/features/drafts/draft-table.tsx', 'web/src/features/orders/order-log.tsx'))).toBe(
      'feature drafts imports feature orders',
    );
    expect(brokenRule(edge('web/src/components/price-summary.tsx', 'web/src/features/orders/paths.ts'))).toBe(
      'web/components may not import web/features/*',
    );
  });
});

describe('one call table', () => {
  it('the web names no /v2/ path outside the call table', () => {
    expect(wireStrings(files)).toEqual([]);
  });
});

/** Circles being removed; the list only shrinks. */
const CIRCLES_LEFT: string[][] = [];
