import type { FrenchPattern } from './pattern';

/**
 * The texts the server stores in notifications and the activity log (services/tickets.service.ts,
 * the demo feed), in English like every stored text: the bell and the activity list show them
 * in the page's language through translateMessage.
 */

const STATUS_CHANGES: Record<string, string> = {
  'is pending review again': 'est de nouveau en attente d’examen',
  'was approved': 'a été approuvée',
  'was refused': 'a été refusée',
  'was received and is pending review': 'a bien été reçue et est en attente d’examen',
  'needs more information': 'nécessite des informations complémentaires',
};

const STATUSES: Record<string, string> = {
  pending: 'En attente',
  needs_info: 'Informations demandées',
  approved: 'Approuvée',
  refused: 'Refusée',
};

const TICKET_ACTIONS: Record<string, string> = {
  Created: 'créée',
  Updated: 'modifiée',
  Deleted: 'supprimée',
};

/** `; meeting on 2026-03-14` → ` ; réunion le 14/03/2026`. */
function meeting(year: string, month: string, day: string): string {
  if (year === '') return '';
  return `\u202f; réunion le ${day}/${month}/${year}`;
}

export const FEED_PATTERNS: readonly FrenchPattern[] = [
  // The conversation (API.md Part 2): the bell's note of a new comment.
  [/^(.+) commented on '(.*)'$/s, (name, title) => `${name} a commenté «\u00a0${title}\u00a0»`],
  [
    /^Ticket '(.*)': public disclosure on (\d{4})-(\d{2})-(\d{2}), in (\d+) days?$/s,
    (title, year, month, day, days) =>
      `Déclaration «\u00a0${title}\u00a0»\u00a0: divulgation publique le ${day}/${month}/${year}, dans ${days}\u00a0jour${days === '1' ? '' : 's'}`,
  ],
  // Attestation (API.md Part 2): a changed ticket to confirm again, a declined confirmation.
  [
    /^Ticket '(.*)' was changed: please confirm it again$/s,
    (title) =>
      `La déclaration «\u00a0${title}\u00a0» a été modifiée\u00a0: veuillez la confirmer à nouveau`,
  ],
  [
    /^(.+) declined to confirm '(.*)'$/s,
    (name, title) => `${name} a refusé de confirmer «\u00a0${title}\u00a0»`,
  ],
  [
    /^(.+) added you as co-inventor on '(.*)'$/s,
    (name, title) => `${name} vous compte parmi les co-inventeurs de «\u00a0${title}\u00a0»`,
  ],
  [
    /^Your ticket '(.*)' (is pending review again|was approved|was refused|was received and is pending review|needs more information)(?:; meeting on (\d{4})-(\d{2})-(\d{2}))?$/s,
    (title, change, year, month, day) =>
      `Votre déclaration «\u00a0${title}\u00a0» ${STATUS_CHANGES[change]}${meeting(year, month, day)}`,
  ],
  [
    /^(Created|Updated|Deleted) ticket '(.*)'$/s,
    (action, title) => `Déclaration «\u00a0${title}\u00a0» ${TICKET_ACTIONS[action]}`,
  ],
  [
    /^Ticket '(.*)' set to (\w+)$/s,
    (title, status) => {
      const french = STATUSES[status];
      if (!french) return undefined;
      return `Déclaration «\u00a0${title}\u00a0» passée au statut «\u00a0${french}\u00a0»`;
    },
  ],
  [
    /^Added as co-inventor on '(.*)'$/s,
    (title) => `Ajout parmi les co-inventeurs de «\u00a0${title}\u00a0»`,
  ],
  [
    /^Updated patent record '(.*)'$/s,
    (title) => `Fiche du brevet «\u00a0${title}\u00a0» mise à jour`,
  ],
  // The office workspace: what the office is told, and the audit log's summaries.
  [
    /^Ticket '(.*)' was edited and is pending review again$/s,
    (title) =>
      `La déclaration «\u00a0${title}\u00a0» a été modifiée et est de nouveau en attente d’examen`,
  ],
  [
    /^Ticket '(.*)' assigned to (.+)$/s,
    (title, name) => `Déclaration «\u00a0${title}\u00a0» confiée à ${name}`,
  ],
  [/^Ticket '(.*)' unassigned$/s, (title) => `Déclaration «\u00a0${title}\u00a0» sans responsable`],
  [
    /^(Created|Updated) inventor '(.*)'( with an account)?$/s,
    (action, name, account) =>
      `Inventeur «\u00a0${name}\u00a0» ${action === 'Created' ? 'créé' : 'modifié'}${account ? ' avec un compte' : ''}`,
  ],
  [
    /^(Deactivated|Reactivated) the account of '(.*)'$/s,
    (action, name) =>
      `Compte de «\u00a0${name}\u00a0» ${action === 'Deactivated' ? 'désactivé' : 'réactivé'}`,
  ],
  [
    /^(Created|Updated) patent '(.*)'$/s,
    (action, title) => `Brevet «\u00a0${title}\u00a0» ${action === 'Created' ? 'créé' : 'modifié'}`,
  ],
  [
    /^Uploaded the (deposit|research report|delivery) document of patent '(.*)'$/s,
    (kind, title) => {
      const documents: Record<string, string> = {
        deposit: 'de dépôt',
        'research report': 'du rapport de recherche',
        delivery: 'de délivrance',
      };
      return `Document ${documents[kind]} du brevet «\u00a0${title}\u00a0» envoyé`;
    },
  ],
  [
    /^Created office account '(.*)'$/s,
    (email) => `Compte du bureau de transfert «\u00a0${email}\u00a0» créé`,
  ],
];
