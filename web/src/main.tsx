import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './styles/reset.css';
import { Providers } from './app/providers.tsx';
import { loadPagesWhenIdle, routes } from './app/router.tsx';
import { getLocale, loadErrorMessagesWhenIdle, startI18n } from './i18n/i18n.ts';
import { startHydration } from './lib/hydration.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Made here, not beside the route table: importing the table (tests, a build-time render) starts no router.
const router = createBrowserRouter(routes);

// The router has already started loading the page's code; the visitor's language loads beside it.
await startI18n();

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/** Resolves once the router has loaded the page's code (and run its loaders): the page can then render. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The first pages come as HTML rendered at build time in one language (build/prerender.ts, decision 060).
// A visitor in that language gets it hydrated; anyone else gets the page rendered afresh in place of it.
// Not awaited here: the page's chunk imports this entry's modules, so it cannot load while this module waits.
if (root.dataset.locale === getLocale() && root.firstElementChild) {
  void routerReady().then(() =>
    // As a transition, React hydrates in slices and lets the browser in between: the page is on screen
    // already, and one long task would hold back a tap on it.
    startTransition(() => {
      startHydration();
      hydrateRoot(root, app, {
        // A mismatch is a bug (React then renders that part afresh): the journeys fail on this line.
        onRecoverableError: (error) => console.error('[hydration]', error),
      });
    }),
  );
} else {
  createRoot(root).render(app);
}
loadErrorMessagesWhenIdle();
loadPagesWhenIdle();
