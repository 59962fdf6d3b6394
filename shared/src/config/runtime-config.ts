/** Settings the deployed page can override without a rebuild (set before the bundles load). */
export interface RuntimeConfig {
  /** Origin (and optional path prefix) of the API; '' = same origin. */
  apiBaseUrl: string;
}

declare global {
  interface Window {
    __INVENTOR_PORTAL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  const fromWindow = typeof window === 'undefined' ? undefined : window.__INVENTOR_PORTAL_CONFIG__;
  return { apiBaseUrl: fromWindow?.apiBaseUrl ?? '' };
}
