import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from './api';
import { App } from './app/app';
import { applyLocale } from './i18n';
import { browserLocale, storedLocale } from './features/language/locale-preference';

// Start in the right language so the first paint is not in the fallback one.
void applyLocale(sessionStore.get()?.user.language ?? storedLocale() ?? browserLocale());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
