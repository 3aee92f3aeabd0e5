type Pages = typeof import('./page-loaders.ts').pages;

const loaded = new Map<keyof Pages, unknown>();

/**
 * The loader of a page the first visit does not need, through page-loaders.ts (decision 039). A module
 * loaded once (a page visited, or preloaded by the login page) is handed over within the same task: a
 * dynamic import, even of a module already evaluated, settles only in a later task of the browser, and
 * after a login each one waited behind the renders the new session causes (the header, the user's data):
 * the route's loader, and so the list's request, started 300–400 ms after `navigate` at 4× CPU
 * throttling (two imports: page-loaders.ts's and the page's).
 */
export function later<K extends keyof Pages>(name: K): Pages[K] {
  return (async () => {
    const ready = loaded.get(name);
    if (ready) return ready;
    const module = await (await import('./page-loaders.ts')).pages[name]();
    loaded.set(name, module);
    return module;
  }) as Pages[K];
}
