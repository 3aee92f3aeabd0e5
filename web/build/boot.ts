/**
 * The one script a page rendered at build time asks for in its HTML (decision 061). The page is on screen
 * from the HTML and the stylesheets; this starts its code only once it has been painted, and keeps what the
 * visitor does in the meantime:
 *
 * - once the first paint is on screen it asks for every script at once (modulepreload) and runs them one by
 *   one, each in its own task, dependencies first: the browser paints, scrolls and answers taps in between;
 * - until the app says it is alive (`aliveEvent`, from the root layout's first effect), a press on a button
 *   is held (a form is not sent the browser's way, which would reload the page) and the last one is pressed
 *   again once the page can act on it; what was typed into a field is handed to the page as if typed then,
 *   since React keeps a field's text on hydration without knowing it.
 *
 * It runs in the browser as a classic deferred script: the build writes this function's source into its own
 * file, with `document.currentScript`'s `data-scripts` naming the scripts in the order they run.
 */
export function boot(doc: Document, win: Window, aliveEvent: string): void {
  const me = doc.currentScript;
  const scripts = (me?.dataset.scripts ?? '').split(' ').filter(Boolean);
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  let pressed: HTMLButtonElement | null = null;

  const onType = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
    else if (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
      typed.set(field, field.value);
  };
  const onPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    // Neither the browser nor the page acts on it now (React may already be listening while it hydrates):
    // the press is made once, when the page is alive.
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
  };
  doc.addEventListener('input', onType, true);
  doc.addEventListener('change', onType, true);
  doc.addEventListener('click', onPress, true);

  doc.addEventListener(
    aliveEvent,
    () => {
      doc.removeEventListener('input', onType, true);
      doc.removeEventListener('change', onType, true);
      doc.removeEventListener('click', onPress, true);
      for (const [field, text] of typed) {
        if (!field.isConnected) continue;
        // The page learns of the focus it missed, then of the text: set through the page's own setter (which
        // records a blank), then through the element's, so that the input event reads as a change.
        if (doc.activeElement === field) field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        field.value = '';
        const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
        own?.set?.call(field, text);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
      typed.clear();
      const button = pressed as HTMLButtonElement | null;
      pressed = null;
      if (button?.isConnected) button.click();
    },
    { once: true },
  );

  const run = (index: number) => {
    const src = scripts[index];
    if (src === undefined) return;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    // The next one in a task of its own, after this one has run (or failed: the page's own imports retry).
    script.onload = script.onerror = () => win.setTimeout(() => run(index + 1));
    doc.head.append(script);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = src;
      doc.head.append(link);
    }
    run(0);
  };
  // Once the first paint is on screen (a frame's callback would be too early: the frame is drawn after it),
  // or after two seconds if the browser says nothing of its paints (or has not painted: a tab in background).
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  }
  win.setTimeout(start, 2000);
}

/** The file's text: the function above called at once, with the event's name. */
export function bootSource(aliveEvent: string): string {
  return `(${boot.toString()})(document, window, ${JSON.stringify(aliveEvent)});\n`;
}
