import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { DB, PatentTable } from '@server/db/database';
import { normalizeSearch } from '@server/lib/search-text';
import { nowIso } from '@server/lib/time';
import { encodePng } from '@server/cli/demo/png';
import { SESSION_COOKIE } from '@server/plugins/app/session';
import { createSession } from '@server/modules/accounts/session.repository';
import { TestClient, type FilePart } from '../../helpers/client';
import { createUser, type UserFixture } from '../../helpers/fixtures';
import { patentSearchText } from '@server/modules/patents/patent.repository';

/** A tiny valid PNG (2x2 red). */
export const tinyPng = (): Buffer => encodePng(2, 2, () => [220, 30, 30]);

export const pngPart = (data: Buffer = tinyPng()): FilePart => ({
  filename: 'drawing.png',
  contentType: 'image/png',
  data,
});

/** A signed-in client: the session is created straight in the database (no dependence on login). */
export async function signIn(
  app: FastifyInstance,
  user: Pick<UserFixture, 'userId'>,
): Promise<TestClient> {
  const client = new TestClient(app);
  client.cookies.set(SESSION_COOKIE, await createSession(app.db, user.userId));
  await client.csrf();
  return client;
}

export async function newUserClient(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: UserFixture; client: TestClient }> {
  const user = await createUser(app.db, overrides);
  return { user, client: await signIn(app, user) };
}

/** The ticket's current `version`, as its page shows it: what confirm and decline send. */
export async function ticketVersion(client: TestClient, id: number | string): Promise<string> {
  const res = await client.get(`/api/inventors/ticket/${id}/`);
  return res.statusCode === 200 ? (res.json() as { version: string }).version : 'not-visible';
}

export const ticketFields = (overrides: Record<string, string | string[] | FilePart> = {}) => ({
  title: 'Self-cleaning solar panel',
  summary: 'A coating that sheds dust',
  context: 'Desert installations lose output',
  problem_identification: 'Dust cuts yield by 30%',
  is_draft: 'false',
  ...overrides,
});

/** An inventor without an account. */
export async function createInventor(
  db: Kysely<DB>,
  preferredName: string,
  fullName = preferredName,
): Promise<number> {
  const row = await db
    .insertInto('inventors')
    .values({
      preferred_name: preferredName,
      full_name: fullName,
      search_text: normalizeSearch(`${preferredName} ${fullName}`),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PatentSeed {
  title: string;
  inventors: number[];
  fields?: Partial<Insertable<PatentTable>>;
  schemas?: string[];
}

export async function createPatent(db: Kysely<DB>, seed: PatentSeed): Promise<number> {
  const names = await db
    .selectFrom('inventors')
    .select(['preferred_name'])
    .where('id', 'in', seed.inventors)
    .execute();
  const row = await db
    .insertInto('patents')
    .values({
      title: seed.title,
      search_text: patentSearchText([seed.title, ...names.map((n) => n.preferred_name)]),
      created_at: nowIso(),
      ...seed.fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('patent_inventors')
    .values(
      seed.inventors.map((inventor_id, position) => ({ patent_id: row.id, inventor_id, position })),
    )
    .execute();
  if (seed.schemas?.length) {
    await db
      .insertInto('patent_schemas')
      .values(seed.schemas.map((url, position) => ({ patent_id: row.id, url, position })))
      .execute();
  }
  return row.id;
}
