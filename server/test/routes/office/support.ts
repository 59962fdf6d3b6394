import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { hashPassword } from '@server/lib/passwords';
import { nowIso } from '@server/lib/time';
import { TestClient } from '../../helpers/client';
import { signIn } from '../inventors/support';

export { newUserClient, signIn, ticketFields, ticketVersion } from '../inventors/support';

let counter = 0;

export interface OfficeFixture {
  userId: number;
  email: string;
  name: string;
  password: string;
}

/**
 * An office account without an inventor record, ready to use the workspace: its password
 * already changed and two-factor sign-in marked enabled (the set-up gate is tested elsewhere).
 */
export async function createOfficeUser(
  db: Kysely<DB>,
  overrides: { name?: string; twoFactor?: boolean; mustChangePassword?: boolean } = {},
): Promise<OfficeFixture> {
  counter += 1;
  const email = `office${counter}-${Date.now()}@tto.example.org`;
  const name = overrides.name ?? `Officer ${counter}`;
  const password = 'office-correct-horse';
  const row = await db
    .insertInto('users')
    .values({
      email,
      name,
      password_hash: await hashPassword(password),
      inventor_id: null,
      role: 'office',
      must_change_password: overrides.mustChangePassword ? 1 : 0,
      two_factor_enabled_at: overrides.twoFactor === false ? null : nowIso(),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, email, name, password };
}

export async function newOfficeClient(
  app: FastifyInstance,
  overrides: Parameters<typeof createOfficeUser>[1] = {},
): Promise<{ office: OfficeFixture; client: TestClient }> {
  const office = await createOfficeUser(app.db, overrides);
  return { office, client: await signIn(app, office) };
}

/** A submitted (or draft) ticket straight from the inventor API. */
export async function submitTicket(
  client: TestClient,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; title: string }> {
  const res = await client.request('POST', '/api/inventors/ticket/create/', {
    json: {
      title: 'Self-cleaning solar panel',
      summary: 'A coating that sheds dust',
      context: 'Desert installations lose output',
      problem_identification: 'Dust cuts yield by 30%',
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`ticket not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * A status entry in a ticket's history at `at`, as the office's status change writes it (the
 * analytics read decisions and their dates from it); its id.
 */
export async function recordHistory(
  db: Kysely<DB>,
  ticketId: number,
  status: string,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('ticket_history')
    .values({
      ticket_id: ticketId,
      status,
      meeting_date: null,
      message: null,
      by_user_id: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A review of the ticket by a new office account, as the committee's routes leave it. */
export async function insertReview(
  db: Kysely<DB>,
  ticketId: number,
  state: string,
  scored?: { centi: number; recommendation: string },
) {
  const reviewer = await createOfficeUser(db);
  await db
    .insertInto('reviews')
    .values({
      ticket_id: ticketId,
      reviewer_id: reviewer.userId,
      state,
      due_date: '2031-05-20',
      recommendation: scored?.recommendation ?? null,
      score_centi: scored?.centi ?? null,
      submitted_at: scored ? nowIso() : null,
      created_at: nowIso(),
    })
    .execute();
}
