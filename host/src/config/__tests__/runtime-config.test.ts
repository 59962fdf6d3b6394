import { DEFAULT_SIGN_UP_URL, getHostConfig } from '../runtime-config';

const withConfig = (config: unknown) => {
  (window as { __INVENTOR_PORTAL_CONFIG__?: unknown }).__INVENTOR_PORTAL_CONFIG__ = config;
};

describe('getHostConfig', () => {
  afterEach(() => withConfig(undefined));

  it('uses the deployment sign-up URL when it is an absolute web address', () => {
    withConfig({ signUpUrl: 'https://office.example.org/join' });
    expect(getHostConfig().signUpUrl).toBe('https://office.example.org/join');
  });

  it.each([
    undefined,
    null,
    'text',
    {},
    { signUpUrl: 42 },
    { signUpUrl: 'javascript:alert(1)' },
    { signUpUrl: '/join' },
  ])('falls back to the default for %p', (config) => {
    withConfig(config);
    expect(getHostConfig().signUpUrl).toBe(DEFAULT_SIGN_UP_URL);
  });
});
