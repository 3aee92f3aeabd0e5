import type { Plugin } from 'vite';

/** The app's own sources (web and domain), as opposed to packages. */
const APP_SOURCE = /[\\/](web|domain)[\\/]src[\\/]/;

/**
 * The app's own modules that the first visit's pages import, found once the module graph is known: the
 * build puts them in one chunk (vite.config.ts), instead of the ~30 files of 0.2–2 kB the automatic
 * split made of them, each shared by a different set of pages. A page then asks for a handful of
 * files, and the loader inserts a handful of `<link rel=modulepreload>`, where each of ~36 cost the
 * entry's first task ~9 ms at 4× CPU throttling (issue 20: the first page's blocking time).
 */
export function firstVisitModules(pages: RegExp): { plugin: Plugin; has(id: string): boolean } {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: 'seabook-first-visit-modules',
    apply: 'build',
    buildEnd() {
      found.clear();
      const stack = [...this.getModuleIds()].filter((id) => pages.test(id));
      // A page renamed or moved would leave its modules split in small files again, silently.
      if (stack.length === 0) throw new Error(`first-visit pages: no module matches ${pages}`);
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (found.has(id)) continue;
        found.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) if (APP_SOURCE.test(dep)) stack.push(dep);
      }
    },
  };
  return { plugin, has: (id) => found.has(id) };
}
