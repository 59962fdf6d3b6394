import { catalogT, EVENTS_NAMESPACE } from '@inventor-portal/shared/catalogs';
import type { Language, NotificationEvent, TicketStatus } from '@inventor-portal/shared/schemas';
import { eventMail, type Block, type EventMailContent } from './event-layout';
import { meetingIcs } from './ics';
import { greeting, mailT, quoted } from './mail-text';
import type { OutgoingMail } from './outbox';

/**
 * The mails of the conversation's events, in the recipient's account language: every text is a
 * key of the `mail` catalog (`shared/src/locales/mail/{en,fr}.json`), the status phrases those
 * of the `events` catalog the bell uses too.
 */

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

export function content(
  event: NotificationEvent,
  recipient: EventRecipient,
  ticket: TicketRef,
  text: { subject: string; blocks: Block[]; action?: string },
): EventMailContent {
  const t = mailT(recipient.language);
  return {
    subject: text.subject,
    greeting: greeting(t, recipient.name),
    blocks: text.blocks,
    action: { label: text.action ?? t('openTicket'), url: ticket.url },
    reason: t(`reason.${event}`),
    unsubscribe: { label: t('unsubscribe'), url: recipient.unsubscribeUrl },
    signature: t('signature'),
  };
}

/** `14 March 2026 at 10:00 UTC` / `14 mars 2026 à 10:00 UTC`. */
export function meetingText(language: Language, iso: string): string {
  const formatted = new Intl.DateTimeFormat(mailT(language)('dateLocale'), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}

/** `14 March 2026` / `14 mars 2026` for a `YYYY-MM-DD` date. */
function dateText(language: Language, date: string): string {
  return new Intl.DateTimeFormat(mailT(language)('dateLocale'), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** `was approved`, `a été approuvée`: the same phrase as the bell's (the `events` catalog). */
const statusChange = (language: Language, status: TicketStatus): string =>
  catalogT(language, EVENTS_NAMESPACE)(`status.change.${status}`);

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
  const t = mailT(language);
  const values = { title: quoted(t, ticket.title), change: statusChange(language, input.status) };
  const blocks: Block[] = [{ kind: 'p', text: t('statusChanged.body', values) }];
  if (input.message) {
    blocks.push({ kind: 'p', text: t('statusChanged.officeMessage') });
    blocks.push({ kind: 'quote', text: input.message });
  }
  if (input.meetingDate) {
    const when = meetingText(language, input.meetingDate);
    blocks.push({ kind: 'p', text: t('statusChanged.meeting', { when }) });
  }
  const subject = t('statusChanged.subject', values);
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
  const t = mailT(language);
  const title = quoted(t, ticket.title);
  return eventMail(
    { to: recipient.email, language },
    content('comment_added', recipient, ticket, {
      subject: t('commentAdded.subject', { title }),
      blocks: [
        { kind: 'p', text: t('commentAdded.body', { title, name: input.authorName }) },
        { kind: 'quote', text: input.body },
      ],
      action: t('commentAdded.action'),
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
  const t = mailT(language);
  const title = quoted(t, ticket.title);
  return eventMail(
    { to: recipient.email, language },
    content(
      'added_as_inventor',
      recipient,
      { ...ticket, url: confirmUrl(ticket.url) },
      {
        subject: t('addedAsInventor.subject', { title }),
        blocks: [
          { kind: 'p', text: t('addedAsInventor.body', { title, name: input.submitterName }) },
          { kind: 'p', text: t('addedAsInventor.ask') },
        ],
        action: t('reviewAndConfirm'),
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
  const t = mailT(language);
  const title = quoted(t, ticket.title);
  const days = t('disclosureDeadline.days', { count: input.days });
  const date = dateText(language, input.date);
  return eventMail(
    { to: recipient.email, language },
    content('disclosure_deadline', recipient, ticket, {
      subject: t('disclosureDeadline.subject', { title, days }),
      blocks: [{ kind: 'p', text: t('disclosureDeadline.body', { title, days, date }) }],
    }),
  );
}
