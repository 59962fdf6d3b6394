import type { Language } from '@inventor-portal/shared/schemas';
import { eventMail } from '@server/mail/event-layout';
import { confirmUrl, content, type EventRecipient, type TicketRef } from '@server/mail/event-mails';
import type { OutgoingMail } from '@server/mail/outbox';

/**
 * The attestation mails (API.md Part 2), in English and French like the other event mails:
 * a changed ticket to confirm again, and a declined confirmation.
 */

const NBSP = '\u00a0';

const quoted = (language: Language, title: string) =>
  language === 'fr' ? `«${NBSP}${title}${NBSP}»` : `“${title}”`;

/** To an inventor whose confirmation an edit reset to pending. */
export function confirmAgainMail(
  recipient: EventRecipient,
  ticket: TicketRef,
  input: { editorName: string },
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
        subject: fr ? `Confirmez à nouveau ${title}` : `Please confirm ${title} again`,
        blocks: [
          {
            kind: 'p',
            text: fr
              ? `${input.editorName} a modifié la déclaration d’invention ${title} (contenu, inventeurs ou contributions). Votre confirmation précédente ne vaut plus pour cette version${NBSP}: relisez-la, puis confirmez ou refusez.`
              : `${input.editorName} changed the invention disclosure ${title} (its content, inventors or contributions). Your earlier confirmation no longer covers this version: please read it again, then confirm or decline.`,
          },
        ],
        action: fr ? 'Relire et confirmer' : 'Review and confirm',
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
  const fr = language === 'fr';
  const title = quoted(language, ticket.title);
  return eventMail(
    { to: recipient.email, language },
    content('status_changed', recipient, ticket, {
      subject: fr
        ? `${input.inventorName} refuse de confirmer ${title}`
        : `${input.inventorName} declined to confirm ${title}`,
      blocks: [
        {
          kind: 'p',
          text: fr
            ? `${input.inventorName} refuse de confirmer la déclaration d’invention ${title}. Motif${NBSP}:`
            : `${input.inventorName} declined to confirm the invention disclosure ${title}. Reason:`,
        },
        { kind: 'quote', text: input.reason },
      ],
    }),
  );
}
