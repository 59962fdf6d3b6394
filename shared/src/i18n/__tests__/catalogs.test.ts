/**
 * The catalogs of every front-end package, and the shared package's `events` (notifications and
 * activities) and `mail` (the server's mails) catalogs: the same keys in English and French,
 * every plural in the forms French needs, and every key the code asks for present. The e2e
 * French walk fails on a key missing at run time; this finds it before any build.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..', '..');
/** Namespace → package folder, as each package registers it (registerCatalog). */
const PACKAGES: Record<string, string> = {
  shared: 'shared',
  host: 'host',
  tickets: 'remote-tickets',
  patents: 'remote-patents',
  account: 'remote-account',
  office: 'remote-office',
  review: 'remote-review',
};

/**
 * The shared package's other namespaces: their catalog folder, and the code that asks for their
 * keys with a literal (the events' keys are built from the event names: their own test,
 * shared/src/events/__tests__, renders every event).
 */
const MORE: Record<string, { catalog: string; code: string[] }> = {
  events: { catalog: 'shared/src/locales/events', code: [] },
  mail: { catalog: 'shared/src/locales/mail', code: ['server/src/mail'] },
};

const catalogFolder = (namespace: string) =>
  MORE[namespace]?.catalog ?? path.join(PACKAGES[namespace], 'src', 'locales');
const codeFolders = (namespace: string) =>
  MORE[namespace]?.code ?? [path.join(PACKAGES[namespace], 'src')];
const NAMESPACES = [...Object.keys(PACKAGES), ...Object.keys(MORE)];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalog = { [key: string]: string | Catalog };

function readCatalog(namespace: string, language: string): Catalog {
  return JSON.parse(
    fs.readFileSync(path.join(ROOT, catalogFolder(namespace), `${language}.json`), 'utf8'),
  ) as Catalog;
}

/** 'a.b.c' → text for every leaf. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(full, value);
    else for (const [k, v] of flatten(value, full)) leaves.set(k, v);
  }
  return leaves;
}

const baseKeys = (leaves: Map<string, string>) =>
  new Set([...leaves.keys()].map((key) => key.replace(PLURAL, '')));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `ns:key` / `key` literals given to t(...) or <Trans i18nKey="...">. */
function keysAskedFor(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const asked = [...text.matchAll(/\bt\(\s*'([^'$`]+)'/g), ...text.matchAll(/i18nKey="([^"]+)"/g)];
  return asked.map((match) => match[1]);
}

const catalogs = Object.fromEntries(
  NAMESPACES.map((namespace) => [
    namespace,
    { en: flatten(readCatalog(namespace, 'en')), fr: flatten(readCatalog(namespace, 'fr')) },
  ]),
);

describe.each(NAMESPACES)('the %s catalog', (namespace) => {
  const { en, fr } = catalogs[namespace];

  it('has the same keys in English and French', () => {
    const english = baseKeys(en);
    const french = baseKeys(fr);
    expect([...english].filter((key) => !french.has(key))).toEqual([]);
    expect([...french].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = (leaves: Map<string, string>) =>
      [...leaves].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty(en)).toEqual([]);
    expect(empty(fr)).toEqual([]);
  });

  it("gives every plural English's one/other and French's one/many/other", () => {
    const missing = (leaves: Map<string, string>, forms: string[]) =>
      [
        ...new Set(
          [...leaves.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
        ),
      ]
        .flatMap((base) => forms.map((form) => `${base}_${form}`))
        .filter((key) => !leaves.has(key));
    expect(missing(en, ['one', 'other'])).toEqual([]);
    expect(missing(fr, ['one', 'many', 'other'])).toEqual([]);
  });

  it('holds every key its code asks for', () => {
    const files = codeFolders(namespace).flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    const absent = files.flatMap((file) =>
      keysAskedFor(file)
        .map((asked) => {
          const [ns, key] = asked.includes(':') ? asked.split(':', 2) : [namespace, asked];
          const known = catalogs[ns] ? baseKeys(catalogs[ns].en) : new Set<string>();
          return known.has(key) ? null : `${path.relative(ROOT, file)}: ${asked}`;
        })
        .filter((entry): entry is string => entry !== null),
    );
    expect(absent).toEqual([]);
  });
});
