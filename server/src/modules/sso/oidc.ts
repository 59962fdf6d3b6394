import * as oidc from 'openid-client';
import type { OidcProviderConfig } from './sso-config';

/**
 * OpenID Connect with openid-client: discovery, the authorization code flow with PKCE, `state`
 * and `nonce`, and the ID token checked (signature against the provider's keys, issuer,
 * audience, expiry, nonce).
 */

/** The discovered configuration of each provider, fetched once (and again after a failure). */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.id}\u0000${provider.issuer}\u0000${provider.client_id}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = provider.issuer.startsWith('http://');
    found = oidc
      .discovery(
        new URL(provider.issuer),
        provider.client_id,
        provider.client_secret,
        undefined,
        // A plain-http issuer is only ever a provider on this machine (the test IdP).
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .then((config) => {
        oidc.enableNonRepudiationChecks(config);
        return config;
      });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

export interface OidcStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Where to send the browser: the authorization endpoint with PKCE (S256), state and nonce. */
export async function oidcAuthorizationUrl(
  provider: OidcProviderConfig,
  redirectUri: string,
): Promise<OidcStart> {
  const config = await configurationOf(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: provider.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  claims: Record<string, unknown>;
}

/**
 * Redeems the code of the callback URL (`callbackUrl`: the redirect URI with the callback's
 * query) and checks the ID token. Throws on any failure (a provider error, a state or nonce
 * mismatch, a bad signature, a wrong issuer or audience, an expired token).
 */
export async function oidcIdentity(
  provider: OidcProviderConfig,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  const config = await configurationOf(provider);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  // Providers that keep email and name out of the ID token answer them at userinfo.
  if ((!('email' in claims) || !(provider.name_claim in claims)) && tokens.access_token) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    claims = { ...info, ...claims };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : null;
  const name = claims[provider.name_claim];
  return {
    subject: idClaims.sub,
    email: email || null,
    emailVerified: claims.email_verified === true,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
    claims,
  };
}
