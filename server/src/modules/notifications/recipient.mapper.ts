import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type EventChannels,
  type NotificationEvent,
} from '@inventor-portal/shared/schemas';
import { accountDisplayName } from '../accounts/users.service';

/*
 * Accounts as the event notices read them (no I/O): their rows, the JSON fields a write of
 * another module reads them with in its own statement, and their channels for an event.
 */

/** An account as the event notices need it: where and in which language to write, and to whom. */
export interface RecipientAccount {
  id: number;
  email: string;
  language: string;
  inventorId: number | null;
  isActive: boolean;
  /** What the mail's greeting calls the person. */
  name: string;
}

/** A recipient of one event: the account and its channels for that event. */
export interface EventRecipientAccount extends RecipientAccount {
  /** The account's stored choice for the event, or the event's default (all on). */
  channels: EventChannels;
}

const channelsOf = (
  row: { in_app: number | null; email_on: number | null },
  event: NotificationEvent,
): EventChannels =>
  row.in_app === null || row.email_on === null
    ? { ...DEFAULT_NOTIFICATION_SETTINGS[event] }
    : { in_app: row.in_app === 1, email: row.email_on === 1 };

interface AccountRow {
  id: number;
  email: string;
  language: string;
  inventor_id: number | null;
  is_active: number;
  name: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

export const toRecipient = (row: AccountRow): RecipientAccount => ({
  id: row.id,
  email: row.email,
  language: row.language,
  inventorId: row.inventor_id,
  isActive: row.is_active === 1,
  name: accountDisplayName(row),
});

/** An account's row with its stored channels for one event (null: none stored). */
export interface RecipientRow extends AccountRow {
  in_app: number | null;
  email_on: number | null;
}

/**
 * A RecipientRow as the fields of a JSON object (db/json-rows.ts `jsonObject`): `users` under
 * `user`, its inventor (left joined) under `inventor`, its `notification_settings` row for the
 * event (left joined) under `settings`.
 */
export const recipientJsonFields = (
  user: string,
  inventor: string,
  settings: string,
): Record<keyof RecipientRow, string> => ({
  id: `${user}.id`,
  email: `${user}.email`,
  language: `${user}.language`,
  inventor_id: `${user}.inventor_id`,
  is_active: `${user}.is_active`,
  name: `${user}.name`,
  preferred_name: `${inventor}.preferred_name`,
  full_name: `${inventor}.full_name`,
  in_app: `${settings}.in_app`,
  email_on: `${settings}.email`,
});

/** The recipient of `event` a RecipientRow describes. */
export const recipientOfRow = (
  row: RecipientRow,
  event: NotificationEvent,
): EventRecipientAccount => ({
  ...toRecipient(row),
  channels: channelsOf(row, event),
});
