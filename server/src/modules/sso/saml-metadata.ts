import fs from 'node:fs/promises';
import { parseStringPromise, processors } from 'xml2js';

/** What the portal needs of an identity provider's SAML metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService location for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Signing certificates, base64 DER as in the metadata. */
  certificates: string[];
}

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** An element as xml2js gives it (prefixes stripped, attributes under `$`, text under `_`). */
interface XmlNode {
  $?: Record<string, string>;
  _?: string;
  [child: string]: unknown;
}

const children = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value.filter((v): v is XmlNode => typeof v === 'object') : [];
};

/** Every element named `name` under `node`, at any depth (document order). */
function descendants(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === '$' || key === '_' || !Array.isArray(value)) continue;
    for (const child of value) {
      if (typeof child !== 'object' || child === null) continue;
      if (key === name) found.push(child as XmlNode);
      found.push(...descendants(child as XmlNode, name));
    }
  }
  return found;
}

/** Reads the first entity with an IdP role (a single entity, or an aggregate such as a federation's). */
export async function parseIdpMetadata(xml: string): Promise<IdpMetadata> {
  let doc: XmlNode;
  try {
    doc = (await parseStringPromise(xml, {
      explicitRoot: false,
      explicitArray: true,
      explicitCharkey: true,
      tagNameProcessors: [processors.stripPrefix],
    })) as XmlNode;
  } catch {
    throw new Error('idp_metadata is not XML');
  }
  const entities = doc.$?.entityID !== undefined ? [doc] : descendants(doc, 'EntityDescriptor');
  const entity = entities.find((e) => children(e, 'IDPSSODescriptor').length > 0);
  if (!entity) throw new Error('idp_metadata has no IDPSSODescriptor');
  const idp = children(entity, 'IDPSSODescriptor')[0];
  const sso = children(idp, 'SingleSignOnService').find((e) => e.$?.Binding === REDIRECT);
  const certificates = children(idp, 'KeyDescriptor')
    .filter((k) => (k.$?.use ?? 'signing') === 'signing')
    .flatMap((k) => descendants(k, 'X509Certificate'))
    .map((c) => (c._ ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  const entityId = entity.$?.entityID ?? '';
  const ssoUrl = sso?.$?.Location ?? '';
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
