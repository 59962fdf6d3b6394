import { z } from 'zod';

/** Where 'Sign Up' on the login page leads when the deployment does not say otherwise. */
export const DEFAULT_SIGN_UP_URL = 'https://forms.office.com/';

const hostConfigSchema = z.object({ signUpUrl: z.url().optional() });

/**
 * Host settings a deployment can change without a rebuild, read from the same page global
 * as the shared package's (`window.__INVENTOR_PORTAL_CONFIG__`, set before the bundles load).
 */
export function getHostConfig(): { signUpUrl: string } {
  const raw: unknown = typeof window === 'undefined' ? undefined : window.__INVENTOR_PORTAL_CONFIG__;
  const parsed = hostConfigSchema.safeParse(raw ?? {});
  return { signUpUrl: (parsed.success && parsed.data.signUpUrl) || DEFAULT_SIGN_UP_URL };
}
