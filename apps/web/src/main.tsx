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
setTimeout(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
  });
});
