import { eventMail } from '@server/mail/event-layout';
import { confirmUrl, content, type EventRecipient, type TicketRef } from '@server/mail/event-mails';
import { mailT, quoted } from '@server/mail/mail-text';
import type { OutgoingMail } from '@server/mail/outbox';

/**
 * The attestation mails (API.md Part 2), in the recipient's language like the other event mails
 * (the `mail` catalog): a changed ticket to confirm again, and a declined confirmation.
 */

/** To an inventor whose confirmation an edit reset to pending. */
export function confirmAgainMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: { editorName: string },
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
        subject: t('confirmAgain.subject', { title }),
        blocks: [{ kind: 'p', text: t('confirmAgain.body', { title, name: input.editorName }) }],
        action: t('reviewAndConfirm'),
      },
    ),
  );
}

/** To the submitter and the office when an inventor declines. */
export function confirmationDeclinedMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: { inventorName: string; reason: string },
): OutgoingMail {
  const { language } = recipient;
  const t = mailT(language);
  const values = { title: quoted(t, ticket.title), name: input.inventorName };
  return eventMail(
    { to: recipient.email, language },
    content('status_changed', recipient, ticket, {
      subject: t('confirmationDeclined.subject', values),
      blocks: [
        { kind: 'p', text: t('confirmationDeclined.body', values) },
        { kind: 'quote', text: input.reason },
      ],
    }),
  );
}
