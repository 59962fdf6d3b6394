import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Start fetching /remotes.json at once; a failure shows up later, per remote, with a retry.
ensureRemotesRegistered().catch((error: unknown) => console.error('Could not read /remotes.json', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
