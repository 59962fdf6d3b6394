import fs from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';

/** What the portal needs of an identity provider's SAML metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService location for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Signing certificates, base64 DER as in the metadata. */
  certificates: string[];
}

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const elements = (parent: Element | Document, ns: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(ns, name));

/** Reads the first entity with an IdP role (a single entity, or an aggregate such as a federation's). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: { error: (m) => errors.push(m), fatalError: (m) => errors.push(m) },
  }).parseFromString(xml, 'text/xml');
  if (errors.length || !doc.documentElement) throw new Error('idp_metadata is not XML');
  const entity = elements(doc, MD, 'EntityDescriptor').find(
    (e) => elements(e, MD, 'IDPSSODescriptor').length > 0,
  );
  if (!entity) throw new Error('idp_metadata has no IDPSSODescriptor');
  const idp = elements(entity, MD, 'IDPSSODescriptor')[0];
  const sso = elements(idp, MD, 'SingleSignOnService').find(
    (e) => e.getAttribute('Binding') === REDIRECT,
  );
  const certificates = elements(idp, MD, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing' || !k.getAttribute('use'))
    .flatMap((k) => elements(k, DS, 'X509Certificate'))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  const entityId = entity.getAttribute('entityID') ?? '';
  const ssoUrl = sso?.getAttribute('Location') ?? '';
  if (!entityId) throw new Error('idp_metadata has no entityID');
  if (!ssoUrl) throw new Error('idp_metadata has no HTTP-Redirect SingleSignOnService');
  if (!certificates.length) throw new Error('idp_metadata has no signing certificate');
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

const loaded = new Map<string, { at: number; metadata: Promise<IdpMetadata> }>();
/** Metadata fetched from a URL is read again after this long (a key rollover at the IdP). */
const URL_METADATA_TTL_MS = 3600_000;

/** The metadata of `source` (a file path, or an http(s) URL), kept in memory. */
export function loadIdpMetadata(source: string): Promise<IdpMetadata> {
  const cached = loaded.get(source);
  const isUrl = /^https?:\/\//i.test(source);
  if (cached && (!isUrl || Date.now() - cached.at < URL_METADATA_TTL_MS)) return cached.metadata;
  const metadata = (async () => {
    const xml = isUrl
      ? await fetch(source, { signal: AbortSignal.timeout(10_000) }).then((res) => {
          if (!res.ok) throw new Error(`idp_metadata: ${source} answered ${res.status}`);
          return res.text();
        })
      : await fs.readFile(source, 'utf8');
    return parseIdpMetadata(xml);
  })();
  metadata.catch(() => loaded.delete(source));
  loaded.set(source, { at: Date.now(), metadata });
  return metadata;
}
