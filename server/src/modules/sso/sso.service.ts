import type { Kysely } from 'kysely';
import type { CacheProvider } from '@node-saml/node-saml';
import type { Language, SsoProviderSummary } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { notFound } from '@server/lib/http-error';
import { isoIn, nowIso } from '@server/lib/time';
import { openProviderSession } from '../accounts/provider-sign-in.service';
import { oidcAuthorizationUrl, oidcIdentity } from './oidc';
import {
  SAML_REQUEST_TTL_MS,
  samlAuthorizationUrl,
  samlIdentity,
  serviceProviderMetadata,
  type SpUrls,
} from './saml';
import { accountForIdentity, SsoFailure, type ProviderIdentity } from './sso-accounts.service';
import {
  deleteExpiredRequests,
  findRequest,
  insertRequest,
  rememberAssertion,
  takeRequest,
} from './sso.repository';
import type { OidcProviderConfig, SamlProviderConfig, SsoProviderConfig } from './sso-config';

export { SsoFailure, type SsoErrorCode } from './sso-accounts.service';

/** Campus sign-in (API.md Part 3): the providers, starting a sign-in, and finishing it. */
export interface SsoDeps {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'publicUrl' | 'ssoProviders'>;
}

/** A started OIDC sign-in waits this long for its callback. */
const OIDC_REQUEST_TTL_MS = 10 * 60_000;
/** Where a sign-in lands without a `next`. */
export const DEFAULT_NEXT = '/dashboard';

export function listProviders(
  config: Pick<AppConfig, 'ssoProviders'>,
  language: Language,
): SsoProviderSummary[] {
  return config.ssoProviders.map((p) => ({ id: p.id, type: p.type, label: p.label[language] }));
}

function providerOf(config: Pick<AppConfig, 'ssoProviders'>, id: string): SsoProviderConfig {
  const found = config.ssoProviders.find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
}

const base = (config: Pick<AppConfig, 'publicUrl'>, id: string) =>
  `${config.publicUrl}/api/accounts/sso/${encodeURIComponent(id)}`;
export const redirectUri = (config: Pick<AppConfig, 'publicUrl'>, id: string) =>
  `${base(config, id)}/callback/`;
export const spUrls = (config: Pick<AppConfig, 'publicUrl'>, id: string): SpUrls => ({
  entityId: `${base(config, id)}/metadata/`,
  acsUrl: `${base(config, id)}/acs/`,
});

/**
 * `next` when it is a path of the portal (`/tickets/5`), else null: never another origin
 * (`//evil.example`, `https://...`, `/\evil`), never a control character.
 */
export function safeNext(config: Pick<AppConfig, 'publicUrl'>, next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/') || next.length > 1000) return null;
  const control = [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (next.startsWith('//') || next.includes('\\') || control) return null;
  try {
    const origin = new URL(config.publicUrl).origin;
    const url = new URL(next, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** node-saml's request-id cache in `sso_requests`, so every instance knows every request. */
function requestCache(db: Kysely<DB>, provider: string): CacheProvider {
  return {
    async saveAsync(key, value) {
      await insertRequest(db, {
        id: key,
        provider,
        nonce: null,
        code_verifier: null,
        next: null,
        created_at: nowIso(),
        expires_at: isoIn(SAML_REQUEST_TTL_MS),
      });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const row = await findRequest(db, provider, key);
      return row ? row.created_at : null;
    },
    // The request is taken once the whole response is accepted (finishSaml), atomically.
    async removeAsync(key) {
      return key;
    },
  };
}

export interface StartedRedirect {
  url: string;
  /** OIDC: the `state`, kept in a cookie too so the callback comes from the same browser. */
  state: string | null;
}

/** The provider's sign-in URL for this browser (404 for an unknown provider). */
export async function startSignIn(
  deps: SsoDeps,
  id: string,
  next: unknown,
): Promise<StartedRedirect> {
  const provider = providerOf(deps.config, id);
  const target = safeNext(deps.config, next);
  await deleteExpiredRequests(deps.db);
  if (provider.type === 'saml') {
    const url = await samlAuthorizationUrl(
      provider,
      spUrls(deps.config, id),
      requestCache(deps.db, provider.id),
      target ?? '',
    );
    return { url, state: null };
  }
  const started = await oidcAuthorizationUrl(provider, redirectUri(deps.config, id));
  await insertRequest(deps.db, {
    id: started.state,
    provider: provider.id,
    nonce: started.nonce,
    code_verifier: started.codeVerifier,
    next: target,
    created_at: nowIso(),
    expires_at: isoIn(OIDC_REQUEST_TTL_MS),
  });
  return { url: started.url, state: started.state };
}

export interface FinishedSignIn {
  sessionValue: string;
  next: string;
}

export interface FinishContext {
  previousSessionId: string | null;
  /** The new account's language when one is created. */
  language: Language;
}

const invalid = (why: string) => new SsoFailure('invalid_response', why);

async function signIn(
  deps: SsoDeps,
  provider: SsoProviderConfig,
  identity: ProviderIdentity,
  context: FinishContext,
  next: string | null,
): Promise<FinishedSignIn> {
  const account = await accountForIdentity(deps.db, provider, identity, context.language);
  const { sessionValue } = await openProviderSession(
    deps.db,
    account.id,
    provider.id,
    context.previousSessionId,
  );
  return { sessionValue, next: next ?? DEFAULT_NEXT };
}

/** The OIDC callback: `query` as received, `browserState` the state cookie of this browser. */
export async function finishOidc(
  deps: SsoDeps,
  id: string,
  query: Record<string, string>,
  browserState: string | undefined,
  context: FinishContext,
): Promise<FinishedSignIn> {
  const provider = providerOf(deps.config, id);
  if (provider.type !== 'oidc') throw notFound();
  const state = query.state;
  if (!state || state !== browserState) throw invalid('state does not match this browser');
  const started = await findRequest(deps.db, provider.id, state);
  if (!started || !started.nonce || !started.code_verifier) throw invalid('unknown state');
  if (!(await takeRequest(deps.db, provider.id, state))) throw invalid('state already used');
  const callbackUrl = new URL(redirectUri(deps.config, id));
  for (const [key, value] of Object.entries(query)) callbackUrl.searchParams.set(key, value);
  let identity: ProviderIdentity;
  try {
    const found = await oidcIdentity(provider as OidcProviderConfig, callbackUrl, {
      state,
      nonce: started.nonce,
      codeVerifier: started.code_verifier,
    });
    identity = { ...found, attributes: found.claims };
  } catch (err) {
    throw invalid(err instanceof Error ? err.message : String(err));
  }
  return signIn(deps, provider, identity, context, started.next);
}

/** The SAML ACS: a posted `SAMLResponse` and its `RelayState` (the `next` path). */
export async function finishSaml(
  deps: SsoDeps,
  id: string,
  body: { SAMLResponse?: unknown; RelayState?: unknown },
  context: FinishContext,
): Promise<FinishedSignIn> {
  const provider = providerOf(deps.config, id);
  if (provider.type !== 'saml') throw notFound();
  if (typeof body.SAMLResponse !== 'string' || !body.SAMLResponse) throw invalid('no SAMLResponse');
  let found: Awaited<ReturnType<typeof samlIdentity>>;
  try {
    found = await samlIdentity(
      provider as SamlProviderConfig,
      spUrls(deps.config, id),
      requestCache(deps.db, provider.id),
      body.SAMLResponse,
    );
  } catch (err) {
    throw invalid(err instanceof Error ? err.message : String(err));
  }
  // Each request is answered once, and each assertion is accepted once, on any instance.
  if (!(await takeRequest(deps.db, provider.id, found.inResponseTo)))
    throw invalid('the request was answered already');
  const until = found.notOnOrAfter ? Date.parse(found.notOnOrAfter) : NaN;
  const fresh = await rememberAssertion(deps.db, {
    provider: provider.id,
    assertionId: found.assertionId,
    expiresAt: new Date(
      Math.max(Number.isNaN(until) ? 0 : until, Date.now()) + 86_400_000,
    ).toISOString(),
  });
  if (!fresh) throw invalid('assertion seen before');
  return signIn(
    deps,
    provider,
    {
      subject: found.subject,
      email: found.email,
      emailVerified: true,
      name: found.name,
      attributes: found.attributes,
    },
    context,
    safeNext(deps.config, body.RelayState),
  );
}

/** The SP metadata XML of a SAML provider (404 for an unknown or OIDC provider). */
export function samlMetadata(
  config: Pick<AppConfig, 'publicUrl' | 'ssoProviders'>,
  id: string,
): string {
  const provider = providerOf(config, id);
  if (provider.type !== 'saml') throw notFound();
  return serviceProviderMetadata(spUrls(config, id));
}
