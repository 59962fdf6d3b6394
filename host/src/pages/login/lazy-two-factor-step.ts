import { lazy } from 'react';

/**
 * The code step (two-factor-step.tsx) is not on /login's first load (issue 9: <= 230 KB gzip):
 * the form fetches it with the login schema as soon as the user types, so it is there by the
 * time the server asks for a code.
 */
export const loadTwoFactorStep = () =>
  import(/* webpackChunkName: "two-factor-step" */ './two-factor-step');

export const TwoFactorStep = lazy(() =>
  loadTwoFactorStep().then((step) => ({ default: step.TwoFactorStep })),
);
