import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage, i18n, initI18n } from '@inventor-portal/shared/i18n';
import { App } from './app/app';
import { HOST_NAMESPACE } from './i18n';

/** The first screen renders in its language at once: the shell's catalog is in before React starts. */
async function start(container: HTMLElement): Promise<void> {
  await initI18n(detectLanguage());
  await i18n.loadNamespaces(HOST_NAMESPACE);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
