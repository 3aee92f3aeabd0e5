import { LOCALES } from '@seabook/domain/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadErrorMessages, startI18n } from '../i18n/i18n.ts';
import { NAMESPACES } from '../i18n/resources.ts';

// antd's responsive helpers call matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// antd's tables, tabs, segmented controls and text areas measure themselves with ResizeObserver, which
// jsdom does not implement; a test that needs real sizes stubs its own.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// The app renders after its language has loaded (main.tsx); tests start the same way.
await startI18n(NAMESPACES);
// Tests read catalogue messages in every language.
await Promise.all(LOCALES.map(loadErrorMessages));

// The first test of a file loads antd and the lazy page parts cold through the transform; a second
// is not enough for that on a busy two-core machine, while later finds answer in milliseconds. Five
// were not enough once either: the ops order desk's first find waited 5 s while the machine also ran a
// type check. Only a failing find waits this long.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library's own cleanup never registers: every test unmounts what it
// rendered here, and React's scheduler gets one macrotask to finish the work that unmounting queued. Without
// it the last test of a file can leave antd's work queued past jsdom's teardown ("window is not defined").
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
