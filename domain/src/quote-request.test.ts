import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CargoMeasureSchema, FclSearchSchema, QuoteSearchSchema } from './quote-request.ts';
import * as rates from './rates.ts';

/** The domain modules `file` imports for their values (type-only imports build nothing). */
function valueImports(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*? from '(\.\/[\w.-]+|zod)';/gm)].map((match) => match[1] ?? '');
}

describe('the quote search requests', () => {
  it('build no schema but their own: every module they import is free of zod (decision 064)', () => {
    const seen = new Set<string>();
    const queue = valueImports('./quote-request.ts').filter((name) => name !== 'zod');
    while (queue.length > 0) {
      const next = queue.shift() ?? '';
      if (seen.has(next)) continue;
      seen.add(next);
      const imports = valueImports(next);
      expect(imports, `${next} imports zod`).not.toContain('zod');
      queue.push(...imports);
    }
    expect([...seen].sort()).toEqual(['./catalog-search.ts', './china-time.ts', './quote-rules.ts']);
  });

  it('are the ones the rates contract names', () => {
    expect(rates.QuoteSearchSchema).toBe(QuoteSearchSchema);
    expect(rates.FclSearchSchema).toBe(FclSearchSchema);
    expect(rates.CargoMeasureSchema).toBe(CargoMeasureSchema);
  });

  it('take a search of the address as before: defaults filled, codes upper-cased, the cargo checked', () => {
    expect(QuoteSearchSchema.parse({ pol: 'cnsha', pod: 'USLAX' })).toEqual({
      kind: 'export',
      pol: 'CNSHA',
      pod: 'USLAX',
      sort: 'price',
      order: 'asc',
      carriers: [],
      routing: 'all',
      page: 1,
      pageSize: 20,
    });
    const heavy = QuoteSearchSchema.safeParse({
      pol: 'CNSHA',
      pod: 'USLAX',
      cargo: { weightKg: 0, volumeCbm: 1, pieces: 1 },
    });
    expect(heavy.success ? null : heavy.error.issues[0]?.message).toBe('CARGO_WEIGHT_INVALID');
    const fcl = FclSearchSchema.safeParse({ pol: '', pod: 'USLAX' });
    expect(fcl.success ? null : fcl.error.issues[0]?.message).toBe('POL_REQUIRED');
  });
});
