import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './styles/reset.css';
import { Providers } from './app/providers.tsx';
import { loadPagesWhenIdle, routes } from './app/router.tsx';
import { loadErrorMessagesWhenIdle, startI18n } from './i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Made here, not beside the route table: importing the table (tests, a build-time render) starts no router.
const router = createBrowserRouter(routes);

// The router has already started loading the page's code; the visitor's language loads beside it.
await startI18n();

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
loadErrorMessagesWhenIdle();
loadPagesWhenIdle();
