import { sql, type Kysely } from 'kysely';
import type { DB, Dialect } from '@server/db/database';
import { recountSelects, SUM_TABLES } from '@server/db/migrations/023-analytics-daily-sums';
import { seedDemo } from '@server/cli/seed-demo';
import { describeEachDatabase } from '../../helpers/test-app';
import {
  newOfficeClient,
  newUserClient,
  recordHistory,
  ticketFields,
  ticketVersion,
} from './support';

/** Every non-zero row of the kept monthly and daily sums equals the recount from the tickets. */
async function expectKeptSumsRight(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  const rows = async (query: string) =>
    (await sql.raw<Record<string, unknown>>(query).execute(db)).rows
      .map((row) => Object.values(row).map(String).join(' '))
      .filter(nonZero)
      .sort();
  const recounts = recountSelects(dialect);
  for (const table of SUM_TABLES) {
    expect({ table, rows: await rows(`select * from ${table}`) }).toEqual({
      table,
      rows: await rows(recounts[table]),
    });
  }
}

/** A sums row whose counts (after month and key) are not all zero. */
const nonZero = (line: string) =>
  line
    .split(' ')
    .slice(2)
    .some((n) => n !== '0');

describeEachDatabase('office analytics: kept figures', (ctx) => {
  const today = new Date().toISOString().slice(0, 10);

  it('keeps the sums right through a submission, a confirmation, a needs_info round, decisions, a draft sent and an affiliation change', async () => {
    const { app, dialect } = ctx();
    const { client: office } = await newOfficeClient(app);
    const ada = await newUserClient(app, { affiliation: 'CIE' });
    const ben = await newUserClient(app);
    const figures = async () =>
      (await office.get(`/api/office/analytics/?from=${today}&to=${today}`)).json();
    const kept = (id: number) =>
      app.db
        .selectFrom('tickets')
        .select(['asked_info', 'decision', 'decided_at', 'submitter_affiliation_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    const created = await ada.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ inventors: [String(ben.user.inventorId)] }),
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    let answer = await figures();
    expect(answer.submitted[0].count).toBe(1);
    expect(answer.affiliations).toEqual([{ affiliation: 'CIE', count: 1 }]);
    expect(answer.fully_confirmed_share).toBe(0);
    await expectKeptSumsRight(app.db, dialect);

    // The co-inventor confirms: fully confirmed now.
    const confirm = await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(ben.client, id),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await figures()).fully_confirmed_share).toBe(1);

    // A needs_info round: asked once, answered, still counted as "needed information".
    const status = (body: Record<string, unknown>) =>
      office.post(`/api/office/tickets/${id}/status/`, body);
    expect((await status({ status: 'needs_info', message: 'Which coating?' })).statusCode).toBe(
      200,
    );
    expect((await figures()).status.needs_info).toBe(1);
    expect((await status({ status: 'pending' })).statusCode).toBe(200);
    answer = await figures();
    expect(answer.status).toEqual({ pending: 1, needs_info: 0, approved: 0, refused: 0 });
    expect(answer.needs_info_share).toBe(1);
    expect((await kept(id)).asked_info).toBe(1);

    // Approved, then refused: the first decision counts.
    expect((await status({ status: 'approved' })).statusCode).toBe(200);
    expect((await status({ status: 'refused' })).statusCode).toBe(200);
    answer = await figures();
    expect(answer.decided[0]).toMatchObject({ approved: 1, refused: 0 });
    expect(answer.status.refused).toBe(1);
    expect((await kept(id)).decision).toBe('approved');
    await expectKeptSumsRight(app.db, dialect);

    // A draft counts once it is sent.
    const draft = await ada.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ is_draft: 'true' }),
    });
    const draftId = (draft.json() as { id: number }).id;
    expect((await figures()).submitted[0].count).toBe(1);
    const sent = await ada.client.request('PATCH', `/api/inventors/ticket/${draftId}/`, {
      multipart: { is_draft: 'false' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await figures()).submitted[0].count).toBe(2);

    // The submitter changes affiliation: their tickets follow.
    const uir = await app.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'UIR')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('inventors')
      .set({ affiliation_id: uir.id })
      .where('id', '=', ada.user.inventorId)
      .execute();
    expect((await figures()).affiliations).toEqual([{ affiliation: 'UIR', count: 2 }]);
    expect((await kept(id)).submitter_affiliation_id).toBe(uir.id);
    await expectKeptSumsRight(app.db, dialect);

    // Deleted: out of the sums.
    await app.db.deleteFrom('tickets').where('id', '=', draftId).execute();
    expect((await figures()).submitted[0].count).toBe(1);
    await expectKeptSumsRight(app.db, dialect);
  });

  it('keeps the daily sums right through direct writes of one column at a time', async () => {
    const { app, dialect } = ctx();
    const ada = await newUserClient(app, { affiliation: 'CIE' });
    const created = await ada.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields(),
    });
    const id = (created.json() as { id: number }).id;
    const set = async (values: Record<string, string | number>) => {
      await app.db.updateTable('tickets').set(values).where('id', '=', id).execute();
      await expectKeptSumsRight(app.db, dialect);
    };
    const history = (status: string, at: string) => recordHistory(app.db, id, status, at);

    // Another day of the same month, then of another month; then only its status; then only
    // its confirmations.
    await set({ created_at: '2025-03-10T09:00:00.000Z' });
    await set({ created_at: '2025-03-11T23:59:59.999Z' });
    await set({ created_at: '2025-04-01T00:00:00.000Z' });
    await set({ status: 'needs_info' });
    await set({ unconfirmed_count: 2 });
    // A decision, moved to another day, then taken back: the first decision follows.
    const approval = await history('approved', '2025-04-05T00:00:00.000Z');
    await expectKeptSumsRight(app.db, dialect);
    const refusal = await history('refused', '2025-04-03T12:00:00.000Z');
    await expectKeptSumsRight(app.db, dialect);
    await app.db
      .updateTable('ticket_history')
      .set({ created_at: '2025-05-01T00:00:00.000Z' })
      .where('id', '=', refusal)
      .execute();
    await expectKeptSumsRight(app.db, dialect);
    await app.db.deleteFrom('ticket_history').where('id', '=', approval).execute();
    await expectKeptSumsRight(app.db, dialect);
    // Submission moved after the decision (a duration of 0), back to a draft, sent again.
    await set({ created_at: '2025-06-01T00:00:00.000Z' });
    await set({ is_draft: 1 });
    await set({ is_draft: 0, created_at: '2025-04-02T00:00:00.000Z' });
    const kept = await app.db
      .selectFrom('analytics_decision_days')
      .select(['day', 'duration_ms', 'refused'])
      .where('refused', '<>', 0)
      .execute();
    expect(kept.map((row) => ({ ...row, duration_ms: Number(row.duration_ms) }))).toEqual([
      { day: '2025-05-01', duration_ms: 29 * 86_400_000, refused: 1 },
    ]);
    await app.db.deleteFrom('tickets').where('id', '=', id).execute();
    await expectKeptSumsRight(app.db, dialect);
  });

  it('keeps the sums right for the demo seed (backdated statuses and history over 18 months)', async () => {
    const { app, dialect, config } = ctx();
    await seedDemo(app.db, app.uploads, config.secretKey);
    await expectKeptSumsRight(app.db, dialect);
    const { client: office } = await newOfficeClient(app);
    const answer = (await office.get('/api/office/analytics/')).json();
    expect(answer.decided.some((d: { approved: number }) => d.approved > 0)).toBe(true);
  });
});
