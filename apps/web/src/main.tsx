import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { applyColorScheme } from './browser/applyColorScheme.ts';
import { store } from './state/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
applyColorScheme();
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
