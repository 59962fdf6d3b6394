/**
 * Messages with a number, a name or a list in them: the English pattern and its French. A
 * function answers undefined when it has no French for what it matched (an unknown field), and
 * the next pattern is tried. Validation and server refusals only: notifications and activities
 * are events rendered through the `events` catalog (`@inventor-portal/shared/events`).
 */
import { ZOD_PATTERNS } from './fr-zod';
import { counted, type FrenchPattern } from './pattern';

/** The fields of the length messages, with the French verb agreeing with them. */
const FIELDS: Record<string, { name: string; plural: boolean }> = {
  Title: { name: 'Le titre', plural: false },
  Summary: { name: 'Le résumé', plural: false },
  Context: { name: 'Le contexte', plural: false },
  'Problem identification': { name: 'L’identification du problème', plural: false },
  'Preferred name': { name: 'Le nom d’usage', plural: false },
  'Full name': { name: 'Le nom complet', plural: false },
  Name: { name: 'Le nom', plural: false },
  Email: { name: 'L’e-mail', plural: false },
  Password: { name: 'Le mot de passe', plural: false },
  'Search text': { name: 'Le texte recherché', plural: false },
  'Name variants': { name: 'Les variantes du nom', plural: true },
  'Co-applications': { name: 'Les codéposants', plural: true },
  Comment: { name: 'Le commentaire', plural: false },
  Reason: { name: 'Le motif', plural: false },
  Funding: { name: 'Le financement', plural: false },
};

const FILES: Record<string, string> = {
  'The image': 'L’image',
  Drawing: 'Le dessin',
  'The document': 'Le document',
};

const COUNTED_LISTS: Record<string, [string, string]> = {
  'name variants': ['variante du nom', 'variantes du nom'],
  inventors: ['inventeur', 'inventeurs'],
  'co-applications': ['codéposant', 'codéposants'],
};

/** The limit and length messages of the forms (spec §5) and of the uploads. */
const LIMIT_PATTERNS: FrenchPattern[] = [
  [/^Max (\d+) characters$/, (n) => `${counted(n, 'caractère', 'caractères')} au maximum`],
  [/^Max (\d+) digits$/, (n) => `${counted(n, 'chiffre', 'chiffres')} au maximum`],
  [
    /^(.+?) must be at most (\d+) characters(\.?)$/,
    (field, n, stop) => {
      const known = FIELDS[field];
      if (!known) return undefined;
      const verb = known.plural ? 'ne doivent pas dépasser' : 'ne doit pas dépasser';
      return `${known.name} ${verb} ${counted(n, 'caractère', 'caractères')}${stop}`;
    },
  ],
  [
    /^(.+?) must be at least (\d+) characters(\.?)$/,
    (field, n, stop) => {
      const known = FIELDS[field];
      if (!known) return undefined;
      const verb = known.plural ? 'doivent contenir' : 'doit contenir';
      return `${known.name} ${verb} au moins ${counted(n, 'caractère', 'caractères')}${stop}`;
    },
  ],
  [
    /^(The image|Drawing|The document) must be at most (\d+) MB\.$/,
    (file, n) => `${FILES[file]} ne doit pas dépasser ${n} Mo.`,
  ],
  [
    /^Enter at least (\d+) characters\.$/,
    (n) => `Saisissez au moins ${counted(n, 'caractère', 'caractères')}.`,
  ],
  [
    /^At most (\d+) (name variants|inventors|co-applications)$/,
    (n, list) => `${counted(n, ...COUNTED_LISTS[list])} au maximum`,
  ],
];

/** Refusals of the server with a variable part. */
const SERVER_PATTERNS: FrenchPattern[] = [
  [
    /^Too many attempts\. Try again in (\d+) seconds\.$/,
    (n) => `Trop de tentatives. Réessayez dans ${counted(n, 'seconde', 'secondes')}.`,
  ],
  [
    /^Unknown inventor id\(s\): (.+)$/,
    (ids) => {
      if (ids.includes(',')) return `Identifiants d’inventeurs inconnus\u00a0: ${ids}`;
      return `Identifiant d’inventeur inconnu\u00a0: ${ids}`;
    },
  ],
  [
    /^Ordering must be one of: (.+) \(prefix '-' for descending\)$/,
    (fields) =>
      `Le tri doit porter sur l’un de ces champs\u00a0: ${fields} (préfixe «\u00a0-\u00a0» pour l’ordre décroissant)`,
  ],
  [
    /^CSRF Failed: (.+?) checking failed - (.*) does not match any trusted origins\.$/s,
    (header, origin) =>
      `Échec de la vérification CSRF\u00a0: l’en-tête ${header} (${origin}) ne correspond à aucune origine de confiance.`,
  ],
  [
    /^Unsupported Media Type:? ?(.*)$/,
    (type) => {
      if (type === '') return 'Type de contenu non pris en charge';
      return `Type de contenu non pris en charge\u00a0: ${type}`;
    },
  ],
];

/** In the order they are tried: the specific messages before zod's generic ones. */
export const FRENCH_PATTERNS: readonly FrenchPattern[] = [
  ...LIMIT_PATTERNS,
  ...SERVER_PATTERNS,
  ...ZOD_PATTERNS,
];
