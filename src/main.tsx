// History-mode routing with base / (spec 1 §2): react-admin uses the router it is placed in;
// tests render <App> inside a MemoryRouter instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { preloadScreen } from './screens';

preloadScreen(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
