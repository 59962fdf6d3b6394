import type { Language } from '@inventor-portal/shared/schemas';
import { content, type EventRecipient, type TicketRef } from '@server/mail/event-mails';
import { eventMail } from '@server/mail/event-layout';
import { mailT, quoted } from '@server/mail/mail-text';
import type { OutgoingMail } from '@server/mail/outbox';

/**
 * The reviewer's mails (API.md Part 3 "Committee review"), in the account's language, laid out
 * like every event mail (the reason, the one-click unsubscribe of its notification setting):
 * the texts are keys of the `mail` catalog (`reviewAssigned`, `reviewDue`). Their link opens
 * the review, not the ticket (the caller passes the review's page as `review.url`).
 */

/** `PUBLIC_URL/reviews/{rid}`: the reviewer's page of one assignment. */
export const reviewUrl = (publicUrl: string, reviewId: number) =>
  `${publicUrl}/reviews/${reviewId}`;

/** `30 September 2026` / `30 septembre 2026`. */
function dateText(language: Language, date: string): string {
  return new Intl.DateTimeFormat(mailT(language)('dateLocale'), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export function reviewAssignedMail(
  recipient: EventRecipient,
  review: TicketRef,
  input: { dueDate: string },
): OutgoingMail {
  const { language } = recipient;
  const t = mailT(language);
  const values = { title: quoted(t, review.title), date: dateText(language, input.dueDate) };
  return eventMail(
    { to: recipient.email, language },
    content('review_assigned', recipient, review, {
      subject: t('reviewAssigned.subject', values),
      blocks: [{ kind: 'p', text: t('reviewAssigned.body', values) }],
      action: t('reviewAssigned.action'),
    }),
  );
}

/** `days`: 2 (two days before), or 0 (on the due date). */
export function reviewDueMail(
  recipient: EventRecipient,
  review: TicketRef,
  input: { dueDate: string; days: number },
): OutgoingMail {
  const { language } = recipient;
  const t = mailT(language);
  const values = { title: quoted(t, review.title), date: dateText(language, input.dueDate) };
  const body =
    input.days <= 0
      ? t('reviewDue.body', { ...values, context: 'today' })
      : t('reviewDue.body', { ...values, count: input.days });
  return eventMail(
    { to: recipient.email, language },
    content('review_due', recipient, review, {
      subject: t('reviewDue.subject', values),
      blocks: [{ kind: 'p', text: body }],
      action: t('reviewAssigned.action'),
    }),
  );
}
