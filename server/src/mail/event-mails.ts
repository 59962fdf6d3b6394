import type { Language, NotificationEvent, TicketStatus } from '@inventor-portal/shared/schemas';
import { eventMail, type Block, type EventMailContent } from './event-layout';
import { meetingIcs } from './ics';
import type { OutgoingMail } from './outbox';

/**
 * The mails of the conversation's events, in English and French (the recipient's account
 * language). French follows the portal's typography: « guillemets » with no-break spaces, a
 * no-break space before « : ».
 */

const NBSP = '\u00a0';
const SIGNATURE = 'Inventor Portal';

/** Who gets the mail and the links every event mail carries. */
export interface EventRecipient {
  email: string;
  language: Language;
  name: string | null;
  /** The one-click unsubscribe link of this account and event. */
  unsubscribeUrl: string;
}

export interface TicketRef {
  id: number;
  title: string;
  /** `PUBLIC_URL/tickets/{id}`. */
  url: string;
}

const quoted = (language: Language, title: string) =>
  language === 'fr' ? `«${NBSP}${title}${NBSP}»` : `“${title}”`;

const greeting = (language: Language, name: string | null) =>
  language === 'fr' ? (name ? `Bonjour ${name},` : 'Bonjour,') : name ? `Hello ${name},` : 'Hello,';

const REASONS: Record<NotificationEvent, Record<Language, string>> = {
  status_changed: {
    en: 'You get this email because status-change emails are on in your notification settings.',
    fr: `Vous recevez cet e-mail car les e-mails de changement de statut sont activés dans vos paramètres de notification.`,
  },
  comment_added: {
    en: 'You get this email because comment emails are on in your notification settings.',
    fr: 'Vous recevez cet e-mail car les e-mails de commentaire sont activés dans vos paramètres de notification.',
  },
  added_as_inventor: {
    en: 'You get this email because “added as an inventor” emails are on in your notification settings.',
    fr: `Vous recevez cet e-mail car les e-mails «${NBSP}ajout comme inventeur${NBSP}» sont activés dans vos paramètres de notification.`,
  },
  disclosure_deadline: {
    en: 'You get this email because disclosure-deadline emails are on in your notification settings.',
    fr: 'Vous recevez cet e-mail car les e-mails d’échéance de divulgation sont activés dans vos paramètres de notification.',
  },
};

const UNSUBSCRIBE_LABEL: Record<Language, string> = {
  en: 'Stop these emails',
  fr: 'Ne plus recevoir ces e-mails',
};

const OPEN_TICKET: Record<Language, string> = {
  en: 'Open the ticket',
  fr: 'Ouvrir la déclaration',
};

export function content(
  event: NotificationEvent,
  recipient: EventRecipient,
  ticket: TicketRef,
  text: { subject: string; blocks: Block[]; action?: string },
): EventMailContent {
  const { language } = recipient;
  return {
    subject: text.subject,
    greeting: greeting(language, recipient.name),
    blocks: text.blocks,
    action: { label: text.action ?? OPEN_TICKET[language], url: ticket.url },
    reason: REASONS[event][language],
    unsubscribe: { label: UNSUBSCRIBE_LABEL[language], url: recipient.unsubscribeUrl },
    signature: SIGNATURE,
  };
}

/** `14 March 2026 at 10:00 UTC` / `14 mars 2026 à 10:00 UTC`. */
export function meetingText(language: Language, iso: string): string {
  const formatted = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}

/** `14 March 2026` / `14 mars 2026` for a `YYYY-MM-DD` date. */
function dateText(language: Language, date: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

const STATUS_TEXT: Record<TicketStatus, Record<Language, string>> = {
  pending: { en: 'is pending review again', fr: 'est de nouveau en attente d’examen' },
  needs_info: { en: 'needs more information', fr: 'nécessite des informations complémentaires' },
  approved: { en: 'was approved', fr: 'a été approuvée' },
  refused: { en: 'was refused', fr: 'a été refusée' },
};

export interface StatusMailInput {
  status: TicketStatus;
  message: string | null;
  /** Set when the change set a meeting: the mail says when and attaches `meeting.ics`. */
  meetingDate: string | null;
  /** PUBLIC_URL's host: the calendar event's UID domain. */
  domain: string;
}

export function statusChangedMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: StatusMailInput,
): OutgoingMail {
  const { language } = recipient;
  const fr = language === 'fr';
  const change = STATUS_TEXT[input.status][language];
  const sentence = fr
    ? `Votre déclaration ${quoted(language, ticket.title)} ${change}.`
    : `Your ticket ${quoted(language, ticket.title)} ${change}.`;
  const blocks: Block[] = [{ kind: 'p', text: sentence }];
  if (input.message) {
    blocks.push({
      kind: 'p',
      text: fr
        ? `Message du bureau de transfert de technologie${NBSP}:`
        : 'Message from the technology-transfer office:',
    });
    blocks.push({ kind: 'quote', text: input.message });
  }
  if (input.meetingDate) {
    const when = meetingText(language, input.meetingDate);
    blocks.push({
      kind: 'p',
      text: fr
        ? `Réunion${NBSP}: ${when}. L’invitation est jointe (meeting.ics).`
        : `Meeting: ${when}. The invitation is attached (meeting.ics).`,
    });
  }
  const subject = fr
    ? `Votre déclaration ${quoted(language, ticket.title)} ${change}`
    : `Your ticket ${quoted(language, ticket.title)} ${change}`;
  const attachments = input.meetingDate
    ? [
        {
          filename: 'meeting.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: meetingIcs({
            ticketId: ticket.id,
            title: ticket.title,
            start: input.meetingDate,
            url: ticket.url,
            domain: input.domain,
          }),
        },
      ]
    : undefined;
  return eventMail(
    { to: recipient.email, language, attachments },
    content('status_changed', recipient, ticket, { subject, blocks }),
  );
}

export function commentAddedMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: { authorName: string; body: string },
): OutgoingMail {
  const { language } = recipient;
  const fr = language === 'fr';
  const title = quoted(language, ticket.title);
  return eventMail(
    { to: recipient.email, language },
    content('comment_added', recipient, ticket, {
      subject: fr ? `Nouveau commentaire sur ${title}` : `New comment on ${title}`,
      blocks: [
        {
          kind: 'p',
          text: fr
            ? `${input.authorName} a commenté ${title}${NBSP}:`
            : `${input.authorName} commented on ${title}:`,
        },
        { kind: 'quote', text: input.body },
      ],
      action: fr ? 'Répondre dans le portail' : 'Reply in the portal',
    }),
  );
}

/**
 * The link that opens the ticket with its confirmation offered (`?confirm=1`): the recipient
 * signs in first if needed, so only they can confirm.
 */
export const confirmUrl = (ticketUrl: string) => `${ticketUrl}?confirm=1`;

/** To a co-inventor named on a submitted ticket: who named them, and the link to confirm. */
export function addedAsInventorMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: { submitterName: string },
): OutgoingMail {
  const { language } = recipient;
  const fr = language === 'fr';
  const title = quoted(language, ticket.title);
  return eventMail(
    { to: recipient.email, language },
    content(
      'added_as_inventor',
      recipient,
      { ...ticket, url: confirmUrl(ticket.url) },
      {
        subject: fr
          ? `Vous figurez parmi les inventeurs de ${title}`
          : `You were added as an inventor on ${title}`,
        blocks: [
          {
            kind: 'p',
            text: fr
              ? `${input.submitterName} vous compte parmi les inventeurs de la déclaration d’invention ${title}.`
              : `${input.submitterName} listed you as an inventor on the invention disclosure ${title}.`,
          },
          {
            kind: 'p',
            text: fr
              ? 'Relisez-la, puis confirmez que vous en êtes bien co-inventeur et votre part de contribution, ou refusez en indiquant pourquoi.'
              : 'Please read it, then confirm that you are a co-inventor and your share of the contribution, or decline and say why.',
          },
        ],
        action: fr ? 'Relire et confirmer' : 'Review and confirm',
      },
    ),
  );
}

export function disclosureDeadlineMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: { date: string; days: number },
): OutgoingMail {
  const { language } = recipient;
  const fr = language === 'fr';
  const title = quoted(language, ticket.title);
  const days = fr
    ? `${input.days}${NBSP}jour${input.days > 1 ? 's' : ''}`
    : `${input.days} day${input.days === 1 ? '' : 's'}`;
  const date = dateText(language, input.date);
  return eventMail(
    { to: recipient.email, language },
    content('disclosure_deadline', recipient, ticket, {
      subject: fr
        ? `${title}${NBSP}: divulgation publique dans ${days}`
        : `${title}: public disclosure in ${days}`,
      blocks: [
        {
          kind: 'p',
          text: fr
            ? `La date de divulgation publique de ${title} est le ${date}, dans ${days}. Assurez-vous que la déclaration est complète et confirmée par chaque inventeur d’ici là.`
            : `The public disclosure date of ${title} is ${date}, in ${days}. Make sure the disclosure is complete and confirmed by every inventor before then.`,
        },
      ],
    }),
  );
}
