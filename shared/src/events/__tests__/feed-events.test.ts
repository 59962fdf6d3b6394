/**
 * Every event of the bell and the activity timeline has its text in both catalogs: rendered in
 * English and French with nothing falling back and no key missing, the English the spec's
 * sentences exactly, the French written for the same readers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCatalogs } from '../../catalogs';
import { EVENTS_NAMESPACE } from '../../i18n/namespaces';
import {
  FEED_EVENT_EXAMPLES,
  FEED_EVENT_NAMES,
  feedEvent,
  parseFeedEvent,
  type FeedEvent,
} from '../feed-events';
import { feedText, storedFeedText } from '../feed-text';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const q = (text: string) => `«${NBSP}${text}${NBSP}»`;
const LANGUAGES = ['en', 'fr'] as const;

const missing: string[] = [];
const catalogs = createCatalogs({
  onMissing: (language, namespace, key) => missing.push(`${language} ${namespace}:${key}`),
});
const textIn = (language: string, item: FeedEvent) =>
  feedText(catalogs.getFixedT(language, EVENTS_NAMESPACE), item);

type Catalog = { [key: string]: string | Catalog };
const readCatalog = (language: string): Catalog =>
  JSON.parse(
    fs.readFileSync(
      path.join(__dirname, '..', '..', 'locales', 'events', `${language}.json`),
      'utf8',
    ),
  ) as Catalog;

/** 'a.b.c' for every leaf under `prefix`. */
function keys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [full] : keys(value, full);
  });
}

beforeEach(() => {
  missing.length = 0;
});

describe('the feed events in the catalogs', () => {
  it('has an example of every event', () => {
    expect(new Set(FEED_EVENT_EXAMPLES.map((item) => item.event))).toEqual(
      new Set(FEED_EVENT_NAMES),
    );
  });

  it.each(LANGUAGES)(
    'renders every event in %s with no key missing and nothing left over',
    (language) => {
      const faulty = FEED_EVENT_EXAMPLES.map((item) => [item.event, textIn(language, item)]).filter(
        ([, text]) => text === '' || /{{|}}|\$t\(|^feed\./.test(text),
      );
      expect(faulty).toEqual([]);
      expect(missing).toEqual([]);
    },
  );

  it('writes French typography and the formal « vous »', () => {
    const faults = FEED_EVENT_EXAMPLES.map((item) => textIn('fr', item)).filter(
      (text) =>
        / [:?!;»]|« /.test(text) ||
        /«(?!\u00a0)|(?<!\u00a0)»/.test(text) ||
        /\b(tu|toi|ton|ta|tes)\b/i.test(text),
    );
    expect(faults).toEqual([]);
  });

  it('notices a missing key (the check above is not blind)', () => {
    catalogs.getFixedT('fr', EVENTS_NAMESPACE)('feed.ticket.no_such_event');
    expect(missing).toEqual(['fr events:feed.ticket.no_such_event']);
  });

  it('holds the same keys in English and French, and a text for exactly the events there are', () => {
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    const base = (language: string) =>
      new Set(keys(readCatalog(language)).map((key) => key.replace(PLURAL, '')));
    expect(base('fr')).toEqual(base('en'));
    const feedKeys = [...base('en')]
      .filter((key) => key.startsWith('feed.'))
      .map((key) => key.slice('feed.'.length));
    // A key is an event's, or one of its forms (`ticket.status_changed_meeting`).
    const eventOf = (key: string) =>
      FEED_EVENT_NAMES.filter((event) => key === event || key.startsWith(`${event}_`));
    expect(feedKeys.filter((key) => eventOf(key).length !== 1)).toEqual([]);
    expect(new Set(feedKeys.flatMap(eventOf))).toEqual(new Set(FEED_EVENT_NAMES));
  });

  it('reads in English exactly as the spec’s sentences', () => {
    expect(FEED_EVENT_EXAMPLES.map((item) => textIn('en', item))).toEqual([
      "Your ticket 'Solar roof' was received and is pending review",
      "Ada Lovelace added you as co-inventor on 'Solar roof'",
      "Your ticket 'Solar roof' is pending review again",
      "Your ticket 'Solar roof' is pending review again; meeting on 2026-03-14",
      "Ticket 'Solar roof' set to pending",
      "Your ticket 'Solar roof' needs more information",
      "Your ticket 'Solar roof' needs more information; meeting on 2026-03-14",
      "Ticket 'Solar roof' set to needs_info",
      "Your ticket 'Solar roof' was approved",
      "Your ticket 'Solar roof' was approved; meeting on 2026-03-14",
      "Ticket 'Solar roof' set to approved",
      "Your ticket 'Solar roof' was refused",
      "Your ticket 'Solar roof' was refused; meeting on 2026-03-14",
      "Ticket 'Solar roof' set to refused",
      "Ticket 'Solar roof' was edited and is pending review again",
      "Ticket 'Solar roof' was changed: please confirm it again",
      "Omar declined to confirm 'Solar roof'",
      "Ticket 'Solar roof': public disclosure on 2026-09-30, in 1 day",
      "Ticket 'Solar roof': public disclosure on 2026-09-30, in 7 days",
      "Omar commented on 'Solar roof'",
      "Created ticket 'Solar roof'",
      "Updated ticket 'Solar roof'",
      "Deleted ticket 'Solar roof'",
      "Added as co-inventor on 'Solar roof'",
      "Updated patent record 'Solar roof'",
      'Your Inventor Portal account was created',
      'An account was opened for the inventor Ada Lovelace (ada@example.org) with the shared password',
      "You were asked to review 'Solar roof' by 2026-09-30",
      "Your review of 'Solar roof' is due on 2026-09-30, in 2 days",
      "Your review of 'Solar roof' is due today (2026-09-30)",
      "Omar declared a conflict of interest on 'Solar roof'",
      "Omar submitted a review of 'Solar roof'",
      'Something the office wrote',
    ]);
  });

  it('reads in French with French typography and the status labels of the shared catalog', () => {
    const title = q('Solar roof');
    expect(FEED_EVENT_EXAMPLES.map((item) => textIn('fr', item))).toEqual([
      `Votre déclaration ${title} a bien été reçue et est en attente d’examen`,
      `Ada Lovelace vous compte parmi les co-inventeurs de ${title}`,
      `Votre déclaration ${title} est de nouveau en attente d’examen`,
      `Votre déclaration ${title} est de nouveau en attente d’examen${NNBSP}; réunion le 14/03/2026`,
      `Déclaration ${title} passée au statut ${q('En attente')}`,
      `Votre déclaration ${title} nécessite des informations complémentaires`,
      `Votre déclaration ${title} nécessite des informations complémentaires${NNBSP}; réunion le 14/03/2026`,
      `Déclaration ${title} passée au statut ${q('Informations demandées')}`,
      `Votre déclaration ${title} a été approuvée`,
      `Votre déclaration ${title} a été approuvée${NNBSP}; réunion le 14/03/2026`,
      `Déclaration ${title} passée au statut ${q('Approuvée')}`,
      `Votre déclaration ${title} a été refusée`,
      `Votre déclaration ${title} a été refusée${NNBSP}; réunion le 14/03/2026`,
      `Déclaration ${title} passée au statut ${q('Refusée')}`,
      `La déclaration ${title} a été modifiée et est de nouveau en attente d’examen`,
      `La déclaration ${title} a été modifiée${NBSP}: veuillez la confirmer à nouveau`,
      `Omar a refusé de confirmer ${title}`,
      `Déclaration ${title}${NBSP}: divulgation publique le 30/09/2026, dans 1${NBSP}jour`,
      `Déclaration ${title}${NBSP}: divulgation publique le 30/09/2026, dans 7${NBSP}jours`,
      `Omar a commenté ${title}`,
      `Déclaration ${title} créée`,
      `Déclaration ${title} modifiée`,
      `Déclaration ${title} supprimée`,
      `Ajout parmi les co-inventeurs de ${title}`,
      `Fiche du brevet ${title} mise à jour`,
      'Votre compte Inventor Portal a été créé',
      'Un compte a été ouvert pour l’inventeur Ada Lovelace (ada@example.org) avec le mot de passe partagé',
      `On vous demande d’évaluer ${title} d’ici le 30/09/2026`,
      `Votre évaluation de ${title} est attendue le 30/09/2026, dans 2${NBSP}jours`,
      `Votre évaluation de ${title} est attendue aujourd’hui (30/09/2026)`,
      `Omar a déclaré un conflit d’intérêts sur ${title}`,
      `Omar a remis son évaluation de ${title}`,
      'Something the office wrote',
    ]);
  });

  it('puts names and titles in as they are, never reading them as markup', () => {
    const item = feedEvent('comment.added', { name: '{{title}}', title: "$t(feed.text) 'x' <b>" });
    expect(textIn('en', item)).toBe("{{title}} commented on '$t(feed.text) 'x' <b>'");
  });

  it('knows a stored event only when its parameters fit it', () => {
    const t = catalogs.getFixedT('en', EVENTS_NAMESPACE);
    expect(parseFeedEvent('ticket.created', { title: 'A' })).toEqual({
      event: 'ticket.created',
      params: { title: 'A' },
    });
    expect(parseFeedEvent('ticket.created', { name: 'A' })).toBeNull();
    expect(parseFeedEvent('ticket.exploded', { title: 'A' })).toBeNull();
    expect(parseFeedEvent('toString', {})).toBeNull();
    expect(storedFeedText(t, 'ticket.exploded', { title: 'A' })).toBeUndefined();
    expect(storedFeedText(t, 'ticket.deleted', { title: 'A' })).toBe("Deleted ticket 'A'");
  });
});
