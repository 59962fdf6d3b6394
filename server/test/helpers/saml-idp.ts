import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML identity provider in the test itself: its key and certificate (openssl), its metadata
 * file, and responses built and signed as an IdP signs them (xml-crypto, RSA-SHA256, exclusive
 * c14n, the assertion signed). Tests change one thing at a time (audience, recipient, time,
 * signature...) to see the portal refuse it.
 */
export interface TestIdp {
  entityId: string;
  metadataFile: string;
  key: string;
  certificate: string;
}

const pemBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export function createTestIdp(dir: string, entityId = 'https://idp.test/saml2/idp'): TestIdp {
  const keyFile = path.join(dir, 'idp.key');
  const certFile = path.join(dir, 'idp.crt');
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=idp.test',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`openssl: ${run.stderr}`);
  const certificate = fs.readFileSync(certFile, 'utf8');
  const metadataFile = path.join(dir, 'idp-metadata.xml');
  fs.writeFileSync(
    metadataFile,
    `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${pemBody(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.test/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`,
  );
  return { entityId, metadataFile, key: fs.readFileSync(keyFile, 'utf8'), certificate };
}

/** The AuthnRequest id of a redirect to the IdP (SAMLRequest: deflated, base64). */
export function authnRequestId(location: string): string {
  const request = new URL(location).searchParams.get('SAMLRequest');
  if (!request) throw new Error(`no SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error(`no ID in ${xml}`);
  return id;
}

export interface ResponseOptions {
  inResponseTo: string;
  /** The portal's entity id (the audience) and ACS URL (the recipient). */
  audience: string;
  recipient: string;
  nameId: string;
  attributes?: Record<string, string | string[]>;
  issuer?: string;
  /** Minutes from now the assertion is valid until (negative: expired). */
  validMinutes?: number;
  assertionId?: string;
  /** Signs with this key instead of the IdP's (a forged response). */
  signingKey?: string;
}

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** A Response with one signed Assertion, base64 as the IdP's form posts it. */
export function samlResponse(idp: TestIdp, options: ResponseOptions): string {
  const now = new Date();
  const until = new Date(now.getTime() + (options.validMinutes ?? 5) * 60_000).toISOString();
  const notBefore = new Date(now.getTime() - 60_000).toISOString();
  const issuer = xmlEscape(options.issuer ?? idp.entityId);
  const assertionId = options.assertionId ?? `_a${randomBytes(16).toString('hex')}`;
  const attributes = Object.entries(options.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${xmlEscape(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${[
          value,
        ]
          .flat()
          .map(
            (v) =>
              `<saml:AttributeValue xsi:type="xs:string">${xmlEscape(v)}</saml:AttributeValue>`,
          )
          .join('')}</saml:Attribute>`,
    )
    .join('');
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${xmlEscape(options.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${xmlEscape(options.recipient)}" InResponseTo="${xmlEscape(options.inResponseTo)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${xmlEscape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
  const signer = new SignedXml({
    privateKey: options.signingKey ?? idp.key,
    publicCert: idp.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signer.computeSignature(assertion, {
    location: { reference: "//*[local-name(.)='Issuer']", action: 'after' },
  });
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${xmlEscape(options.recipient)}" InResponseTo="${xmlEscape(options.inResponseTo)}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${signer.getSignedXml()}</samlp:Response>`;
  return Buffer.from(response).toString('base64');
}

/** A fresh RSA key that is not the IdP's (openssl), for forged signatures. */
export function otherKey(dir: string): string {
  const file = path.join(dir, 'other.key');
  const run = spawnSync('openssl', ['genrsa', '-out', file, '2048'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl: ${run.stderr}`);
  return fs.readFileSync(file, 'utf8');
}
