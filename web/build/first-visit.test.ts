import { describe, expect, it } from 'vitest';
import { firstVisitModules } from './first-visit.ts';

/** The plugin's buildEnd over a module graph given as `id → imported ids`. */
function run(pages: RegExp, graph: Record<string, string[]>) {
  const firstVisit = firstVisitModules(pages);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
  };
  (firstVisit.plugin.buildEnd as (this: typeof context) => void).call(context);
  return firstVisit;
}

const src = (file: string) => `/repo/web/src/${file}`;
const domain = (file: string) => `/repo/domain/src/${file}`;
const pkg = (file: string) => `/repo/node_modules/${file}`;

describe('firstVisitModules', () => {
  it("gathers the app's own modules the first visit's pages import, however deep, and no package", () => {
    const firstVisit = run(/features\/rates\/lcl-export-page\.tsx$/, {
      [src('features/rates/lcl-export-page.tsx')]: [src('features/rates/quote-search-form.tsx'), pkg('react/index.js')],
      [src('features/rates/quote-search-form.tsx')]: [src('components/port-select.tsx'), domain('catalog.ts')],
      [src('components/port-select.tsx')]: [domain('catalog.ts'), pkg('@ant-design/icons-svg/es/asn/Search.js')],
      [domain('catalog.ts')]: [],
      [src('features/orders/order-list-page.tsx')]: [src('components/order-parts.tsx')],
      [src('components/order-parts.tsx')]: [],
      [pkg('react/index.js')]: [],
      [pkg('@ant-design/icons-svg/es/asn/Search.js')]: [],
    });
    for (const id of [
      src('features/rates/lcl-export-page.tsx'),
      src('features/rates/quote-search-form.tsx'),
      src('components/port-select.tsx'),
      domain('catalog.ts'),
    ])
      expect(firstVisit.has(id), id).toBe(true);
    // A later page's modules, and packages (split on their own rules), stay out.
    for (const id of [
      src('features/orders/order-list-page.tsx'),
      src('components/order-parts.tsx'),
      pkg('react/index.js'),
      pkg('@ant-design/icons-svg/es/asn/Search.js'),
    ])
      expect(firstVisit.has(id), id).toBe(false);
  });

  it('stops the build when no page matches (a page renamed or moved)', () => {
    expect(() => run(/features\/rates\/gone-page\.tsx$/, { [src('features/rates/lcl-export-page.tsx')]: [] })).toThrow(
      /no module matches/,
    );
  });

  it('starts afresh on each build (a watch rebuild after a page stopped importing a module)', () => {
    const pages = /home\.tsx$/;
    const firstVisit = firstVisitModules(pages);
    const buildEnd = firstVisit.plugin.buildEnd as (this: unknown) => void;
    const graphs = [{ [src('home.tsx')]: [src('old.ts')], [src('old.ts')]: [] }, { [src('home.tsx')]: [] }];
    for (const graph of graphs)
      buildEnd.call({
        getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
        getModuleInfo: (id: string) => ({ importedIds: graph[id as keyof typeof graph] ?? [] }),
      });
    expect(firstVisit.has(src('home.tsx'))).toBe(true);
    expect(firstVisit.has(src('old.ts'))).toBe(false);
  });
});
