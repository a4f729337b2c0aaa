import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './lib/i18n.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error(i18n.t('errors:noRootElement'));

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
