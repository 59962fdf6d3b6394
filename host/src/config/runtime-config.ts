/** Where 'Sign Up' on the login page leads when the deployment does not say otherwise. */
export const DEFAULT_SIGN_UP_URL = 'https://forms.office.com/';

/** An absolute http(s) URL: a `javascript:` or relative value is never put behind a link. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Host settings a deployment can change without a rebuild, read from the same page global
 * as the shared package's (`window.__INVENTOR_PORTAL_CONFIG__`, set before the bundles load).
 * Checked by hand rather than with zod, which /login does not download (issue 9).
 */
export function getHostConfig(): { signUpUrl: string } {
  const raw: unknown =
    typeof window === 'undefined' ? undefined : window.__INVENTOR_PORTAL_CONFIG__;
  const signUpUrl =
    typeof raw === 'object' && raw !== null && 'signUpUrl' in raw ? raw.signUpUrl : undefined;
  return { signUpUrl: isWebUrl(signUpUrl) ? signUpUrl : DEFAULT_SIGN_UP_URL };
}
