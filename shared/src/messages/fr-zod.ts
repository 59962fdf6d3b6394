import { counted, type FrenchPattern } from './pattern';

/**
 * zod's own English messages (its `en` locale), for the checks a schema leaves without a
 * message of its own (`.max(100)`, a number where text is expected, an unknown option).
 */

const TYPES: Record<string, string> = {
  string: 'du texte',
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un grand nombre entier',
  boolean: 'un booléen',
  object: 'un objet',
  array: 'une liste',
  date: 'une date',
  file: 'un fichier',
  null: 'null',
  NaN: 'NaN',
  nan: 'NaN',
  Infinity: 'Infinity',
  '-Infinity': '-Infinity',
  map: 'une table',
  set: 'un ensemble',
  record: 'un objet',
  symbol: 'un symbole',
  function: 'une fonction',
  promise: 'une promesse',
};
const typeName = (type: string): string => TYPES[type] ?? type;

const UNITS: Record<string, [string, string]> = {
  characters: ['caractère', 'caractères'],
  items: ['élément', 'éléments'],
  bytes: ['octet', 'octets'],
  entries: ['entrée', 'entrées'],
};

const FORMATS: Record<string, string> = {
  'email address': 'Adresse e-mail invalide',
  URL: 'URL invalide',
  'ISO datetime': 'Date et heure ISO invalides',
  'ISO date': 'Date ISO invalide',
  'ISO time': 'Heure ISO invalide',
  'ISO duration': 'Durée ISO invalide',
  UUID: 'UUID invalide',
  'IPv4 address': 'Adresse IPv4 invalide',
  'IPv6 address': 'Adresse IPv6 invalide',
  'base64-encoded string': 'Texte base64 invalide',
  'base64url-encoded string': 'Texte base64url invalide',
  'JSON string': 'Texte JSON invalide',
  'E.164 number': 'Numéro E.164 invalide',
  emoji: 'Emoji invalide',
};

/** A size limit of text, a list or a file: `<=`, `<` or `exactly `. */
function sizeLimit(bound: string, n: string, unit: string, atMost: boolean): string | undefined {
  const units = UNITS[unit];
  if (!units) return undefined;
  const amount = counted(n, ...units);
  if (bound === 'exactly ') return `Exactement ${amount} attendus`;
  if (bound === '<=') return `${amount} au maximum`;
  if (bound === '>=') return `Au moins ${amount}`;
  if (atMost) return `Moins de ${amount} attendus`;
  return `Plus de ${amount} attendus`;
}

/** A bound on a number or a date: `<=`, `<`, `>=`, `>` or `exactly `. */
function valueLimit(bound: string, n: string): string {
  const relation: Record<string, string> = {
    '<=': 'inférieure ou égale à',
    '<': 'inférieure à',
    '>=': 'supérieure ou égale à',
    '>': 'supérieure à',
    'exactly ': 'égale à',
  };
  return `La valeur doit être ${relation[bound]} ${n}`;
}

export const ZOD_PATTERNS: readonly FrenchPattern[] = [
  [
    /^Invalid input: expected (\S+), received (\S+)$/,
    (expected, received) => {
      if (received === 'undefined') return 'Ce champ est obligatoire';
      return `Saisie invalide\u00a0: ${typeName(expected)} est attendu (reçu\u00a0: ${typeName(received)})`;
    },
  ],
  [/^Invalid input: expected (.+)$/, (value) => `Saisie invalide\u00a0: ${value} est attendu`],
  [
    /^Invalid option: expected one of (.+)$/,
    (values) => `Option invalide\u00a0: choisissez parmi ${values}`,
  ],
  [
    /^Too big: expected (\S+) to have (<=|<|exactly )(\d+) (\w+)$/,
    (_origin, bound, n, unit) => sizeLimit(bound, n, unit, true),
  ],
  [
    /^Too big: expected (\S+) to be (<=|<|exactly )(.+)$/,
    (_origin, bound, n) => valueLimit(bound, n),
  ],
  [
    /^Too small: expected (\S+) to have (>=|>|exactly )(\d+) (\w+)$/,
    (_origin, bound, n, unit) => sizeLimit(bound, n, unit, false),
  ],
  [
    /^Too small: expected (\S+) to be (>=|>|exactly )(.+)$/,
    (_origin, bound, n) => valueLimit(bound, n),
  ],
  [/^Invalid (.+)$/, (format) => FORMATS[format]],
  [
    /^Invalid string: must match pattern (.+)$/s,
    (pattern) => `Texte invalide\u00a0: il doit respecter le motif ${pattern}`,
  ],
  [
    /^Invalid string: must start with "(.*)"$/s,
    (text) => `Texte invalide\u00a0: il doit commencer par «\u00a0${text}\u00a0»`,
  ],
  [
    /^Invalid string: must end with "(.*)"$/s,
    (text) => `Texte invalide\u00a0: il doit finir par «\u00a0${text}\u00a0»`,
  ],
  [
    /^Invalid string: must include "(.*)"$/s,
    (text) => `Texte invalide\u00a0: il doit contenir «\u00a0${text}\u00a0»`,
  ],
  [
    /^Invalid number: must be a multiple of (.+)$/,
    (n) => `Nombre invalide\u00a0: il doit être un multiple de ${n}`,
  ],
  [/^Unrecognized key: (.+)$/s, (key) => `Champ non reconnu\u00a0: ${key}`],
  [/^Unrecognized keys: (.+)$/s, (keys) => `Champs non reconnus\u00a0: ${keys}`],
  [/^Invalid key in (\w+)$/, () => 'Clé invalide'],
  [/^Invalid value in (\w+)$/, () => 'Valeur invalide dans la liste'],
  [
    /^Invalid discriminator value\. Expected (.+)$/,
    (values) => `Valeur de discriminant invalide. Valeurs attendues\u00a0: ${values}`,
  ],
];
