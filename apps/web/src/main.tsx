import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { applyThemeChoice } from './browser/themePreference.ts';
import { routes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
applyThemeChoice();
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
