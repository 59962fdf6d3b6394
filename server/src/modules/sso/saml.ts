import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import { loadIdpMetadata } from './saml-metadata';
import type { SamlProviderConfig } from './sso-config';

/**
 * SAML 2.0 service provider with @node-saml/node-saml: SP-initiated, AuthnRequest over
 * HTTP-Redirect, Response over HTTP-POST. node-saml checks the signature (response or
 * assertion, against the IdP's certificates), the audience, the time window and that
 * `InResponseTo` names a request the portal made; this module adds the issuer and the recipient.
 */

/** How long a started sign-in waits for its answer, and the clock skew allowed to the IdP. */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
const CLOCK_SKEW_MS = 60_000;
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';

export interface SpUrls {
  entityId: string;
  acsUrl: string;
}

async function samlFor(
  provider: SamlProviderConfig,
  sp: SpUrls,
  cacheProvider: CacheProvider,
): Promise<{ saml: SAML; idpEntityId: string }> {
  const idp = await loadIdpMetadata(provider.idp_metadata);
  const saml = new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificates,
    idpIssuer: idp.entityId,
    identifierFormat: PERSISTENT,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    cacheProvider,
    disableRequestedAuthnContext: true,
  });
  return { saml, idpEntityId: idp.entityId };
}

/** The URL of the IdP with the deflated, encoded AuthnRequest; `relayState` travels with it. */
export async function samlAuthorizationUrl(
  provider: SamlProviderConfig,
  sp: SpUrls,
  cacheProvider: CacheProvider,
  relayState: string,
): Promise<string> {
  const { saml } = await samlFor(provider, sp, cacheProvider);
  return saml.getAuthorizeUrlAsync(relayState, undefined, {});
}

export interface SamlIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  /** The request this response answers (its `InResponseTo`). */
  inResponseTo: string;
  assertionId: string;
  /** When the assertion stops being valid (ISO), the time its id is remembered until. */
  notOnOrAfter: string | null;
  attributes: Record<string, unknown>;
}

type XmlJs = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const children = (node: XmlJs | undefined, name: string): XmlJs[] => {
  const value = node?.[name];
  return Array.isArray(value) ? (value as XmlJs[]) : [];
};

const firstString = (value: unknown): string | null => {
  const list = Array.isArray(value) ? value : [value];
  const found = list.find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return found?.trim() ?? null;
};

/** Checks a posted `SAMLResponse`; throws on any problem. */
export async function samlIdentity(
  provider: SamlProviderConfig,
  sp: SpUrls,
  cacheProvider: CacheProvider,
  samlResponse: string,
): Promise<SamlIdentity> {
  const { saml, idpEntityId } = await samlFor(provider, sp, cacheProvider);
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Error('not a sign-in response');
  return identityOf(provider, sp, idpEntityId, profile);
}

function identityOf(
  provider: SamlProviderConfig,
  sp: SpUrls,
  idpEntityId: string,
  profile: Profile,
): SamlIdentity {
  if (profile.issuer !== idpEntityId) throw new Error(`unexpected issuer ${profile.issuer}`);
  const inResponseTo = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : '';
  if (!inResponseTo) throw new Error('unsolicited response');
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw new Error('assertion without ID');
  const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation').flatMap(
    (c) => children(c, 'SubjectConfirmationData'),
  );
  // The recipient is the portal's ACS URL: a response made for another service is refused.
  if (!confirmations.some((c) => c.$?.Recipient === sp.acsUrl))
    throw new Error('recipient is not this portal');
  const conditions = children(assertion, 'Conditions')[0];
  const notOnOrAfter =
    conditions?.$?.NotOnOrAfter ?? confirmations.find((c) => c.$?.NotOnOrAfter)?.$?.NotOnOrAfter;
  const attributes: Record<string, unknown> =
    typeof profile.attributes === 'object' && profile.attributes !== null
      ? { ...profile.attributes }
      : {};
  const pick = (names: string[]) =>
    names.map((n) => firstString(attributes[n])).find((v) => v !== null) ?? null;
  return {
    subject: profile.nameID,
    email: pick(provider.email_attribute),
    name: pick(provider.name_attribute),
    inResponseTo,
    assertionId,
    notOnOrAfter: notOnOrAfter ?? null,
    attributes,
  };
}

/** The portal's SP metadata for one provider: entity id and ACS URL (HTTP-POST). */
export function serviceProviderMetadata(sp: SpUrls): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: PERSISTENT,
    wantAssertionsSigned: true,
  });
}
