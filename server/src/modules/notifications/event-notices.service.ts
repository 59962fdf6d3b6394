import type { Transaction } from 'kysely';
import type { FeedEvent } from '@inventor-portal/shared/events';
import type { NotificationEvent } from '@inventor-portal/shared/schemas';
import type { AppConfig } from '@server/config';
import type { DB } from '@server/db/database';
import { storedEvent } from '@server/lib/feed-events';
import { asLanguage } from '@server/lib/language';
import { nowIso } from '@server/lib/time';
import { unsubscribeUrl } from '@server/lib/unsubscribe-token';
import type { LiveEvent } from '@server/live/events';
import type { EventRecipient, TicketRef } from '@server/mail/event-mails';
import { coalesceKey, enqueueEventMails, type HeldMail } from '@server/mail/coalesce';
import type { OutgoingMail } from '@server/mail/outbox';
import {
  insertNotificationsReturning,
  toNotification,
  type NewNotification,
} from './notification.repository';
import {
  inventorsWithRecipients,
  recipientsOfEvent,
  type EventRecipientAccount,
} from './recipient.repository';

export { inventorsWithRecipients };

/** What the event mails need from the configuration: the links and the unsubscribe signature. */
export type MailContext = Pick<AppConfig, 'publicUrl' | 'secretKey'> &
  Partial<Pick<AppConfig, 'mailCoalesceMs'>>;

/** Who is told: inventors (through their accounts' settings) and accounts (office staff). */
export interface NoticeTargets {
  inventorIds?: number[];
  userIds?: number[];
  /** The account that caused the event (a comment's author), and its inventor: never told. */
  except?: { userId: number; inventorId: number | null };
  /**
   * The accounts of (at least) `inventorIds`, and of `userIds` when it says so, with their
   * channels for `event`, read by the write before: used instead of reading them again when
   * the notice is for that event and they hold every account it targets.
   */
  known?: KnownRecipients;
}

/**
 * Accounts read by the write before, with their channels for one event: those of (at least)
 * the notice's inventors (`inventorsWithRecipients`), and with `userIds` those accounts (each
 * in `accounts`, or not one the notice can reach).
 */
export interface KnownRecipients {
  event: NotificationEvent;
  accounts: EventRecipientAccount[];
  userIds?: readonly number[];
}

/** Whether `known` holds every account the notice targets, read for its event. */
function knownCovers(
  known: KnownRecipients | undefined,
  event: NotificationEvent,
  userIds: readonly number[],
): known is KnownRecipients {
  if (!known || known.event !== event) return false;
  const read = new Set(known.userIds ?? []);
  return userIds.every((id) => read.has(id));
}

export interface EventNotice {
  /** Which of the account's notification settings decide (API.md "notification-settings"). */
  event: NotificationEvent;
  ticket: { id: number; title: string };
  /** What the bell stores: an event and its parameters, rendered in each reader's language. */
  feed: FeedEvent;
  /** The mail to one recipient; null: this notice sends no mail. */
  mail: ((recipient: EventRecipient, ticket: TicketRef) => OutgoingMail) | null;
  /** Which channels this notice uses (default both; each still subject to the settings). */
  channels?: { inApp: boolean; email: boolean };
}

/** `PUBLIC_URL/tickets/{id}`. */
export const ticketUrl = (publicUrl: string, ticketId: number) =>
  `${publicUrl}/tickets/${ticketId}`;

const ownerOf =
  (byInventor: Map<number, EventRecipientAccount>) =>
  (row: { inventor_id: number | null; user_id: number | null }): number | undefined =>
    row.user_id ?? (row.inventor_id === null ? undefined : byInventor.get(row.inventor_id)?.id);

/**
 * Tells the targets about an event, in the transaction of the change (a notice exists exactly
 * when its change does): a bell notification where the account's `in_app` is on (an inventor
 * without an account gets one too: the defaults are on), and a mail through the outbox where
 * its `email` is on and the account is active. Answers the live events to publish once the
 * transaction has committed (live/publish.ts).
 */
export async function sendEventNotice(
  trx: Transaction<DB>,
  mailContext: MailContext,
  targets: NoticeTargets,
  notice: EventNotice,
): Promise<LiveEvent[]> {
  return (await sendEventNoticeReading(trx, mailContext, targets, notice)).live;
}

/**
 * `sendEventNotice`, answering also the accounts it read (the targets' but the one excepted,
 * by id): what a caller needs of them (a live event's audience) is not read again.
 */
export async function sendEventNoticeReading(
  trx: Transaction<DB>,
  mailContext: MailContext,
  targets: NoticeTargets,
  notice: EventNotice,
): Promise<{ live: LiveEvent[]; accounts: EventRecipientAccount[] }> {
  const { except } = targets;
  const inventorIds = [...new Set(targets.inventorIds ?? [])].filter(
    (id) => id !== except?.inventorId,
  );
  const userIds = [...new Set(targets.userIds ?? [])].filter((id) => id !== except?.userId);
  // The accounts and their channels for the event in one statement, unless already read.
  const { known } = targets;
  const targeted = new Set(inventorIds);
  const users = new Set(userIds);
  const read = knownCovers(known, notice.event, userIds)
    ? known.accounts.filter(
        (a) => (a.inventorId !== null && targeted.has(a.inventorId)) || users.has(a.id),
      )
    : await recipientsOfEvent(trx, inventorIds, userIds, notice.event);
  const accounts = read.filter((a) => a.id !== except?.userId);
  const byInventor = new Map(
    accounts.flatMap((a) => (a.inventorId === null ? [] : [[a.inventorId, a] as const])),
  );
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const channels = notice.channels ?? { inApp: true, email: true };
  const inApp = (account: EventRecipientAccount | undefined) =>
    channels.inApp && (!account || account.channels.in_app);

  const created_at = nowIso();
  const stored = storedEvent(notice.feed);
  const rows: NewNotification[] = [];
  const told = new Set<number>();
  for (const inventorId of inventorIds) {
    const account = byInventor.get(inventorId);
    if (account) told.add(account.id);
    if (!inApp(account)) continue;
    rows.push({ inventor_id: inventorId, ...stored, is_read: 0, created_at });
  }
  for (const userId of userIds) {
    const account = byId.get(userId);
    if (!account || told.has(account.id)) continue;
    told.add(account.id);
    if (!inApp(account)) continue;
    rows.push({ user_id: userId, ...stored, is_read: 0, created_at });
  }
  const inserted = await insertNotificationsReturning(trx, rows);
  const owner = ownerOf(byInventor);
  // Each live notification is the list's notification of its one reader, in their language.
  const live: LiveEvent[] = inserted.flatMap((row) => {
    const userId = owner(row);
    if (userId === undefined) return [];
    const language = asLanguage(byId.get(userId)?.language ?? 'en');
    return [
      {
        userIds: [userId],
        name: 'notification' as const,
        data: toNotification(row, language),
      },
    ];
  });

  if (notice.mail && channels.email) {
    const ticket: TicketRef = {
      id: notice.ticket.id,
      title: notice.ticket.title,
      url: ticketUrl(mailContext.publicUrl, notice.ticket.id),
    };
    const held: HeldMail[] = [];
    for (const account of accounts) {
      if (!told.has(account.id) || !account.isActive) continue;
      if (!account.channels.email) continue;
      const recipient: EventRecipient = {
        email: account.email,
        language: asLanguage(account.language),
        name: account.name,
        unsubscribeUrl: unsubscribeUrl(
          mailContext.publicUrl,
          mailContext.secretKey,
          account.id,
          notice.event,
        ),
      };
      // Held for the recipient's and ticket's coalescing window: one mail per burst of events.
      held.push({
        mail: notice.mail(recipient, ticket),
        coalescing: {
          key: coalesceKey(account.email, notice.ticket.id),
          language: recipient.language,
          ticketTitle: notice.ticket.title,
          windowMs: mailContext.mailCoalesceMs ?? 0,
        },
      });
    }
    // Every recipient's mail in a few statements, not a few per recipient.
    await enqueueEventMails(trx, held);
  }
  return { live, accounts };
}
