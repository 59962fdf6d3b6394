import type { Language } from '@inventor-portal/shared/schemas';
import { greeting, mailT, quoted } from '@server/mail/mail-text';
import type { OutgoingMail } from '@server/mail/outbox';

/**
 * The reviewer's mails (API.md Part 3 "Committee review"), in the account's language: the
 * texts are keys of the `mail` catalog (`reviewAssigned`, `reviewDue`).
 */

export interface ReviewMailRecipient {
  email: string;
  language: Language;
  name: string | null;
}

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

function reviewMail(recipient: ReviewMailRecipient, subject: string, body: string): OutgoingMail {
  const t = mailT(recipient.language);
  const text = [greeting(t, recipient.name), '', body, '', t('signature')];
  return { to: recipient.email, subject, text: text.join('\n') };
}

export function reviewAssignedMail(
  recipient: ReviewMailRecipient,
  input: { title: string; dueDate: string; url: string },
): OutgoingMail {
  const t = mailT(recipient.language);
  const values = {
    title: quoted(t, input.title),
    date: dateText(recipient.language, input.dueDate),
    url: input.url,
  };
  return reviewMail(
    recipient,
    t('reviewAssigned.subject', values),
    t('reviewAssigned.body', values),
  );
}

/** `days`: 2 (two days before), or 0 (on the due date). */
export function reviewDueMail(
  recipient: ReviewMailRecipient,
  input: { title: string; dueDate: string; days: number; url: string },
): OutgoingMail {
  const t = mailT(recipient.language);
  const values = {
    title: quoted(t, input.title),
    date: dateText(recipient.language, input.dueDate),
    url: input.url,
  };
  const body =
    input.days <= 0
      ? t('reviewDue.body', { ...values, context: 'today' })
      : t('reviewDue.body', { ...values, count: input.days });
  return reviewMail(recipient, t('reviewDue.subject', values), body);
}
