#!/usr/bin/env node
/**
 * `npm run dev`: the API server on :3000 (restarts on change) and the webpack dev servers of
 * the host (:8080, proxies /api) and the four remotes (:3001-:3004).
 */
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'server', command: 'npm run dev -w server', env: { PORT: '3000' } },
    { name: 'host', command: 'npm run dev -w host' },
    { name: 'tickets', command: 'npm run dev -w remote-tickets' },
    { name: 'patents', command: 'npm run dev -w remote-patents' },
    { name: 'account', command: 'npm run dev -w remote-account' },
    { name: 'office', command: 'npm run dev -w remote-office' },
    { name: 'review', command: 'npm run dev -w remote-review' },
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);
result.catch(() => process.exit(1));
