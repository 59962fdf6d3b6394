import type { NotificationEvent } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import {
  recipientOfRow,
  toRecipient,
  type EventRecipientAccount,
  type RecipientAccount,
} from './recipient.mapper';

export type { EventRecipientAccount, RecipientAccount } from './recipient.mapper';

/**
 * The accounts of these inventors (by `users.inventor_id`) and these accounts (by id), in one
 * query. Inventors without an account are absent.
 */
export async function recipientAccounts(
  db: Db,
  inventorIds: number[],
  userIds: number[],
): Promise<RecipientAccount[]> {
  const inventors = [...new Set(inventorIds)];
  const users = [...new Set(userIds)];
  if (inventors.length === 0 && users.length === 0) return [];
  const rows = await accountsQuery(db, inventors, users).execute();
  return rows.map(toRecipient);
}

/**
 * `recipientAccounts` with each account's channels for `event`, in the same statement (the
 * stored choice joined by its primary key, user and event): a notice reads its recipients once.
 */
export async function recipientsOfEvent(
  db: Db,
  inventorIds: number[],
  userIds: number[],
  event: NotificationEvent,
): Promise<EventRecipientAccount[]> {
  const inventors = [...new Set(inventorIds)];
  const users = [...new Set(userIds)];
  if (inventors.length === 0 && users.length === 0) return [];
  const rows = await accountsQuery(db, inventors, users)
    .leftJoin('notification_settings as ns', (join) =>
      join.onRef('ns.user_id', '=', 'u.id').on('ns.event', '=', event),
    )
    .select(['ns.in_app', 'ns.email as email_on'])
    .execute();
  return rows.map((row) => recipientOfRow(row, event));
}

/** An inventor as messages name it. */
export interface InventorNameRow {
  id: number;
  preferred_name: string | null;
  full_name: string | null;
  email: string | null;
}

/**
 * The inventors `ids` (those that exist) with, in the same statement, their accounts and each
 * account's channels for `event` (as `recipientsOfEvent` reads them for these inventors):
 * a write that checks and names its inventors reads its notices' recipients with them.
 */
export async function inventorsWithRecipients(
  db: Db,
  ids: number[],
  event: NotificationEvent,
): Promise<{ inventors: InventorNameRow[]; accounts: EventRecipientAccount[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { inventors: [], accounts: [] };
  const rows = await db
    .selectFrom('inventors as i')
    .leftJoin('users as u', 'u.inventor_id', 'i.id')
    .leftJoin('notification_settings as ns', (join) =>
      join.onRef('ns.user_id', '=', 'u.id').on('ns.event', '=', event),
    )
    .select([
      'i.id as inventor',
      'i.preferred_name',
      'i.full_name',
      'i.email as inventor_email',
      'u.id',
      'u.email',
      'u.language',
      'u.is_active',
      'u.name',
      'ns.in_app',
      'ns.email as email_on',
    ])
    .where('i.id', 'in', unique)
    .execute();
  const inventors = rows.map((row) => ({
    id: row.inventor,
    preferred_name: row.preferred_name,
    full_name: row.full_name,
    email: row.inventor_email,
  }));
  const accounts = rows
    .flatMap((row) =>
      row.id === null || row.email === null || row.language === null || row.is_active === null
        ? []
        : [
            recipientOfRow(
              {
                id: row.id,
                email: row.email,
                language: row.language,
                inventor_id: row.inventor,
                is_active: row.is_active,
                name: row.name,
                preferred_name: row.preferred_name,
                full_name: row.full_name,
                in_app: row.in_app,
                email_on: row.email_on,
              },
              event,
            ),
          ],
    )
    .sort((a, b) => a.id - b.id);
  return { inventors, accounts };
}

function accountsQuery(db: Db, inventors: number[], users: number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('inventors as i', 'i.id', 'u.inventor_id')
    .select([
      'u.id',
      'u.email',
      'u.language',
      'u.inventor_id',
      'u.is_active',
      'u.name',
      'i.preferred_name',
      'i.full_name',
    ])
    .where((eb) =>
      eb.or([
        ...(inventors.length ? [eb('u.inventor_id', 'in', inventors)] : []),
        ...(users.length ? [eb('u.id', 'in', users)] : []),
      ]),
    )
    .orderBy('u.id');
}
