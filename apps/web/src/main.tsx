import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { applyThemeChoice } from './browser/themePreference.ts';
import { routes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
applyThemeChoice();
const root = createRoot(container);
// In a task after the modules' evaluation, and as a transition: making the router and the first
// render hand the main thread back to the browser every few milliseconds instead of holding it
// from the scripts' arrival until the whole shell is built (no long task at start).
// The router is made in a task of its own before that one: matching the address against every route
// and starting its loaders does not yield, and on a phone's CPU it alone came near 50 ms.
setTimeout(() => {
  const router = createBrowserRouter(routes);
  setTimeout(() => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  });
});
