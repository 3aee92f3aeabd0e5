import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot, bootSource } from './boot.ts';

const ALIVE = 'test:alive';

/** The first paint, as the browser reports it to a PerformanceObserver of paints. */
class PaintedObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: unknown, observer: PaintedObserver) => void) {}
  observe() {
    queueMicrotask(() => this.callback({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }, this));
  }
  disconnect() {}
}

/** Runs the boot script as the browser would, from a script element naming `scripts`. */
function start(scripts: string): void {
  const me = document.createElement('script');
  me.dataset.scripts = scripts;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
  boot(document, window, ALIVE);
}

function scriptsInHead(): string[] {
  return [...document.head.querySelectorAll('script[type="module"]')].map((node) => node.getAttribute('src') ?? '');
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<form><input id="weight" value=""><select id="kind"><option value="">-</option><option value="fcl">FCL</option></select><button id="go" type="submit">Go</button></form>';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.dispatchEvent(new Event(ALIVE));
});

describe('the boot script of a page rendered at build time (decision 061)', () => {
  it('asks for every script once the first paint is reported, then runs them one by one in order', async () => {
    vi.stubGlobal('PerformanceObserver', PaintedObserver);
    start('/assets/a.js /assets/b.js /assets/c.js');
    expect(document.head.querySelectorAll('link, script')).toHaveLength(0);
    await vi.waitFor(() => expect(scriptsInHead()).toEqual(['/assets/a.js']));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((node) =>
      node.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    // The next waits for the one before to have run, and a failed one does not stop the rest.
    document.head.querySelector('script[src="/assets/a.js"]')?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(scriptsInHead()).toEqual(['/assets/a.js', '/assets/b.js']));
    document.head.querySelector('script[src="/assets/b.js"]')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(scriptsInHead()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']));
  });

  it('starts anyway after two seconds when the browser reports no paint', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('PerformanceObserver', undefined);
      start('/assets/a.js');
      vi.advanceTimersByTime(1999);
      expect(scriptsInHead()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(scriptsInHead()).toEqual(['/assets/a.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a press until the page is alive, then presses once; neither the browser nor the page acts on it before', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    start('');
    const sent = vi.fn((event: Event) => event.preventDefault());
    const seen = vi.fn();
    document.querySelector('form')?.addEventListener('submit', sent);
    document.body.addEventListener('click', seen);
    const go = document.getElementById('go') as HTMLButtonElement;
    go.click();
    go.click();
    expect(sent).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(ALIVE));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledTimes(1);
    // Alive, the script steps aside: presses go through as they come.
    go.click();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('hands what was typed to the page as a change it can see, focus first', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    start('');
    const weight = document.getElementById('weight') as HTMLInputElement;
    const kind = document.getElementById('kind') as HTMLSelectElement;
    weight.focus();
    weight.value = '120';
    weight.dispatchEvent(new Event('input', { bubbles: true }));
    kind.value = 'fcl';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    // The page's own record of the field's text, as React keeps it: it sees a change only against it.
    const recorded: string[] = [];
    const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    Object.defineProperty(weight, 'value', {
      configurable: true,
      get: () => own?.get?.call(weight),
      set: (text: string) => {
        recorded.push(text);
        own?.set?.call(weight, text);
      },
    });
    const seen: string[] = [];
    document.addEventListener('focusin', (event) => seen.push(`focus ${(event.target as Element).id}`));
    document.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    document.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLSelectElement).value}`));
    document.dispatchEvent(new Event(ALIVE));
    expect(seen).toEqual(['focus weight', 'input 120', 'change fcl']);
    expect(recorded).toEqual(['']);
    expect(weight.value).toBe('120');
  });

  it('is written to its file as the function called at once with the event’s name', () => {
    const source = bootSource('seabook:alive');
    expect(source).toMatch(/^\(function boot\(/);
    expect(source.trimEnd()).toMatch(/\)\(document, window, "seabook:alive"\);$/);
    // A classic script on its own: nothing it refers to is left out of the file.
    expect(() => new Function(source)).not.toThrow();
  });
});
