import type { Language, NotificationEvent } from '@inventor-portal/shared/schemas';

/**
 * The small page behind a mail's unsubscribe link. Opening the link changes nothing (mail
 * scanners and link previews fetch it): the page asks, and its button POSTs the one-click
 * form to the same address. Self-contained: no script (the CSP allows none inline), inline
 * styles only.
 */

const EVENT_LABELS: Record<NotificationEvent, Record<Language, string>> = {
  status_changed: {
    en: 'status changes of your tickets',
    fr: 'les changements de statut de vos déclarations',
  },
  comment_added: { en: 'new comments', fr: 'les nouveaux commentaires' },
  added_as_inventor: {
    en: 'being added as an inventor on a ticket',
    fr: 'votre ajout comme inventeur d’une déclaration',
  },
  disclosure_deadline: {
    en: 'public disclosure deadlines',
    fr: 'les échéances de divulgation publique',
  },
  review_assigned: {
    en: 'reviews you are asked to do',
    fr: 'les évaluations qui vous sont confiées',
  },
  review_due: { en: 'reviews coming due', fr: 'les évaluations arrivant à échéance' },
  review_declared_conflict: {
    en: 'reviewers declaring a conflict of interest',
    fr: 'les conflits d’intérêts déclarés par les évaluateurs',
  },
  review_submitted: { en: 'submitted reviews', fr: 'les évaluations rendues' },
};

const TEXT = {
  en: {
    title: 'Unsubscribe',
    question: 'Stop these emails?',
    explain: (label: string) =>
      `You will no longer get emails about ${label}. You can turn them back on in Settings at any time.`,
    button: 'Unsubscribe',
  },
  fr: {
    title: 'Se désabonner',
    question: 'Ne plus recevoir ces e-mails\u202f?',
    explain: (label: string) =>
      `Vous ne recevrez plus d’e-mails pour ${label}. Vous pourrez les réactiver à tout moment dans les Paramètres.`,
    button: 'Se désabonner',
  },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(language: Language, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Inventor Portal</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933;line-height:1.5">',
    body,
    '</body></html>',
  ].join('\n');
}

/** The question and its button (the form posts `List-Unsubscribe=One-Click` to this URL). */
export function confirmPage(language: Language, event: NotificationEvent): string {
  const text = TEXT[language];
  return page(
    language,
    text.title,
    [
      `<h1 style="font-size:1.5rem">${escapeHtml(text.question)}</h1>`,
      `<p>${escapeHtml(text.explain(EVENT_LABELS[event][language]))}</p>`,
      '<form method="post">',
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      `<button type="submit" style="font-size:1rem;padding:.6rem 1.2rem;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer">${escapeHtml(text.button)}</button>`,
      '</form>',
    ].join('\n'),
  );
}

/** A one-line answer (done, or the link is invalid), already in the page's language. */
export function messagePage(language: Language, message: string): string {
  return page(language, TEXT[language].title, `<p role="status">${escapeHtml(message)}</p>`);
}
