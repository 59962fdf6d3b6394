import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

/** SSO_PROVIDERS (API.md Part 3): inline JSON or a file; a malformed entry stops the server. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-sso-config-'));
const metadata = path.join(dir, 'idp.xml');
fs.writeFileSync(metadata, '<md:EntityDescriptor/>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BASE = { NODE_ENV: 'test', DATA_DIR: dir, MANAGER_SHARED_PASSWORD: 'manager-secret' };
const oidc = {
  id: 'campus',
  type: 'oidc',
  label: { en: 'Campus', fr: 'Campus' },
  issuer: 'https://login.example.edu/',
  client_id: 'portal',
  client_secret: 'secret',
};
const saml = {
  id: 'uni',
  type: 'saml',
  label: { en: 'University', fr: 'Université' },
  idp_metadata: metadata,
};
const load = (value: unknown) =>
  loadConfig({ ...BASE, SSO_PROVIDERS: typeof value === 'string' ? value : JSON.stringify(value) });
const refusal = (value: unknown): string => {
  try {
    load(value);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('accepted');
};

describe('SSO_PROVIDERS', () => {
  it('is empty when unset', () => {
    expect(loadConfig(BASE).ssoProviders).toEqual([]);
  });

  it('reads inline JSON with the defaults filled in', () => {
    expect(load([oidc, saml]).ssoProviders).toEqual([
      { ...oidc, scopes: 'openid email profile', name_claim: 'name', create_accounts: true },
      {
        ...saml,
        create_accounts: true,
        email_attribute: ['urn:oid:0.9.2342.19200300.100.1.3', 'mail'],
        name_attribute: ['urn:oid:2.16.840.1.113730.3.1.241', 'displayName'],
      },
    ]);
  });

  it('reads a file path, and takes one attribute name or several', () => {
    const file = path.join(dir, 'providers.json');
    fs.writeFileSync(
      file,
      JSON.stringify([
        {
          ...saml,
          email_attribute: 'mail',
          name_attribute: ['cn', 'displayName'],
          allowed_domains: ['Uni.Example.EDU'],
          create_accounts: false,
          office_when: { attribute: 'eduPersonEntitlement', equals: 'urn:mace:portal:office' },
        },
      ]),
    );
    expect(load(file).ssoProviders).toEqual([
      {
        ...saml,
        email_attribute: ['mail'],
        name_attribute: ['cn', 'displayName'],
        allowed_domains: ['uni.example.edu'],
        create_accounts: false,
        office_when: { attribute: 'eduPersonEntitlement', equals: 'urn:mace:portal:office' },
      },
    ]);
  });

  it.each([
    ['not JSON', '[{', 'SSO_PROVIDERS: not valid JSON'],
    ['a missing file', '/nowhere/providers.json', 'is neither a JSON list nor a readable file'],
    ['not a list', '{"id": "x"}', 'is neither a JSON list nor a readable file'],
    [
      'an unknown type',
      [{ ...oidc, type: 'cas' }],
      'SSO_PROVIDERS[0] (campus): type: type must be "oidc" or "saml"',
    ],
    [
      'no client_id',
      [{ ...oidc, client_id: undefined }],
      'SSO_PROVIDERS[0] (campus): client_id: client_id is required',
    ],
    [
      'an issuer that is not a URL',
      [{ ...oidc, issuer: 'login.example.edu' }],
      'issuer: issuer must be an http(s) URL',
    ],
    [
      'a label without French',
      [{ ...oidc, label: { en: 'Campus' } }],
      'SSO_PROVIDERS[0] (campus): label.fr',
    ],
    ['a bad id', [{ ...oidc, id: 'Campus Login' }], 'id must be 1-40 lower-case letters'],
    [
      'the same id twice',
      [oidc, { ...oidc }],
      'SSO_PROVIDERS[1] (campus): id "campus" is used twice',
    ],
    ['an unknown field', [{ ...oidc, clientid: 'x' }], 'SSO_PROVIDERS[0] (campus)'],
    [
      'a missing metadata file',
      [{ ...saml, idp_metadata: '/nowhere/idp.xml' }],
      'idp_metadata: /nowhere/idp.xml does not exist',
    ],
    [
      'a bad domain',
      [{ ...oidc, allowed_domains: ['not a domain'] }],
      'allowed_domains holds email domains',
    ],
  ])('refuses %s with a message naming the entry and the field', (_name, value, message) => {
    const text = refusal(value);
    expect(text).toMatch(/^Invalid configuration:\n {2}SSO_PROVIDERS/);
    expect(text).toContain(message);
  });

  it('stops the server at start with that message, before listening', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '..', '..', 'src', 'server.ts')],
      {
        cwd: path.join(__dirname, '..', '..'),
        env: {
          ...process.env,
          ...BASE,
          PORT: '0',
          SSO_PROVIDERS: '[{"id": "campus", "type": "oidc"}]',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SSO_PROVIDERS[0] (campus): label');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 90_000);
});
