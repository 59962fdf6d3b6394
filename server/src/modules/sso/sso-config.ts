import fs from 'node:fs';
import { z } from 'zod';

/**
 * `SSO_PROVIDERS` (API.md Part 3 "Campus sign-in"): inline JSON, or the path of a JSON file, read
 * once at start. A malformed entry stops the server with a message naming the entry and the field.
 */
const label = z.object(
  {
    en: z.string().trim().min(1, 'needs an English label'),
    fr: z.string().trim().min(1, 'needs a French label'),
  },
  { message: 'label must be {"en": "...", "fr": "..."}' },
);

const common = {
  id: z
    .string({ message: 'id is required' })
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'id must be 1-40 lower-case letters, digits, - or _'),
  label,
  allowed_domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(
          /^[a-z0-9.-]+\.[a-z]{2,}$/,
          'allowed_domains holds email domains such as example.edu',
        ),
    )
    .optional(),
  create_accounts: z.boolean().default(true),
  office_when: z
    .object({
      attribute: z.string().trim().min(1),
      equals: z.string().min(1),
    })
    .optional(),
};

const httpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, message: `${name} must be an http(s) URL` });

const oidcProvider = z.strictObject({
  ...common,
  type: z.literal('oidc'),
  issuer: httpUrl('issuer'),
  client_id: z.string({ message: 'client_id is required' }).min(1, 'client_id is required'),
  client_secret: z
    .string({ message: 'client_secret is required' })
    .min(1, 'client_secret is required'),
  scopes: z.string().trim().min(1).default('openid email profile'),
  name_claim: z.string().trim().min(1).default('name'),
});

/** One attribute name, or several tried in order. */
const attributeNames = z
  .union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
    message: 'an attribute name or a list of names',
  })
  .transform((v) => (typeof v === 'string' ? [v] : v));

const samlProvider = z.strictObject({
  ...common,
  type: z.literal('saml'),
  idp_metadata: z
    .string({ message: 'idp_metadata is required (a file path or an http(s) URL)' })
    .min(1, 'idp_metadata is required (a file path or an http(s) URL)'),
  email_attribute: attributeNames.optional(),
  name_attribute: attributeNames.optional(),
});

const provider = z.discriminatedUnion('type', [oidcProvider, samlProvider], {
  message: 'type must be "oidc" or "saml"',
});

export type OidcProviderConfig = z.infer<typeof oidcProvider>;
export type SamlProviderConfig = z.infer<typeof samlProvider> & {
  email_attribute: string[];
  name_attribute: string[];
};
export type SsoProviderConfig = OidcProviderConfig | SamlProviderConfig;

/** SAML attribute names read when the entry names none (eduPerson OIDs, then the LDAP names). */
export const DEFAULT_EMAIL_ATTRIBUTES = ['urn:oid:0.9.2342.19200300.100.1.3', 'mail'];
export const DEFAULT_NAME_ATTRIBUTES = ['urn:oid:2.16.840.1.113730.3.1.241', 'displayName'];

/** Thrown with every problem of the setting, one per line (config.ts turns it into ConfigError). */
export class SsoConfigError extends Error {}

const isUrl = (value: string) => /^https?:\/\//i.test(value);

function readSetting(value: string): unknown {
  const text = value.trim();
  const source = text.startsWith('[') ? text : readFile(text);
  try {
    return JSON.parse(source);
  } catch (err) {
    throw new SsoConfigError(
      `SSO_PROVIDERS: not valid JSON (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

function readFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new SsoConfigError(`SSO_PROVIDERS: ${file} is neither a JSON list nor a readable file`);
  }
}

/**
 * The providers of `SSO_PROVIDERS` (none when unset). Every entry is checked: its fields, a
 * unique id, and a SAML `idp_metadata` file that exists (a URL is fetched at the first sign-in).
 */
export function parseSsoProviders(value: string | undefined): SsoProviderConfig[] {
  if (!value || !value.trim()) return [];
  const data = readSetting(value);
  const parsed = z
    .array(z.unknown(), { message: 'must be a JSON list of providers' })
    .safeParse(data);
  if (!parsed.success) throw new SsoConfigError('SSO_PROVIDERS: must be a JSON list of providers');
  const problems: string[] = [];
  const providers: SsoProviderConfig[] = [];
  parsed.data.forEach((entry, index) => {
    const result = provider.safeParse(entry);
    const name =
      typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string'
        ? `SSO_PROVIDERS[${index}] (${entry.id})`
        : `SSO_PROVIDERS[${index}]`;
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.join('.');
        problems.push(`${name}: ${field ? `${field}: ` : ''}${issue.message}`);
      }
      return;
    }
    const p = result.data;
    if (providers.some((other) => other.id === p.id)) {
      problems.push(`${name}: id "${p.id}" is used twice`);
      return;
    }
    if (p.type === 'saml') {
      if (!isUrl(p.idp_metadata) && !fs.existsSync(p.idp_metadata)) {
        problems.push(`${name}: idp_metadata: ${p.idp_metadata} does not exist`);
        return;
      }
      providers.push({
        ...p,
        email_attribute: p.email_attribute ?? DEFAULT_EMAIL_ATTRIBUTES,
        name_attribute: p.name_attribute ?? DEFAULT_NAME_ATTRIBUTES,
      });
    } else providers.push(p);
  });
  if (problems.length) throw new SsoConfigError(problems.join('\n'));
  return providers;
}
