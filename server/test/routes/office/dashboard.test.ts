import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { median } from '@server/modules/dashboard/dashboard.service';
import { newOfficeClient, newUserClient, recordHistory, submitTicket } from './support';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or null for none', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([1, 2, 10, 4])).toBe(3);
  });
});

describeEachDatabase('office API: dashboard', (ctx) => {
  it('answers 401 without a session and 403 to an inventor', async () => {
    const { app } = ctx();
    expect((await new TestClient(app).get('/api/office/dashboard/')).statusCode).toBe(401);
    const { client: inventor } = await newUserClient(app);
    const refused = await inventor.get('/api/office/dashboard');
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Office staff only.' }]);
  });

  it('counts tickets per status, the median days to a first decision over 90 days, and lists the ten oldest pending', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const empty = (await office.get('/api/office/dashboard/')).json();
    expect(empty).toEqual({
      counts: {
        pending: 0,
        needs_info: 0,
        approved: 0,
        refused: 0,
        waiting: 0,
        unassigned: 0,
        total: 0,
      },
      decisions: { window_days: 90, count: 0, median_days: null },
      oldest_pending: [],
    });

    const { user, client: inventor } = await newUserClient(app, { preferredName: 'Amina Diallo' });
    const make = async (title: string, createdDaysAgo: number) => {
      const ticket = await submitTicket(inventor, { title });
      await app.db
        .updateTable('tickets')
        .set({ created_at: daysAgo(createdDaysAgo) })
        .where('id', '=', ticket.id)
        .execute();
      return ticket.id;
    };
    const decide = async (id: number, status: string, decidedDaysAgo: number) => {
      await app.db.updateTable('tickets').set({ status }).where('id', '=', id).execute();
      await recordHistory(app.db, id, status, daysAgo(decidedDaysAgo));
    };
    // Decided within 90 days: after 4, 10 and 20 days (median 10).
    await decide(await make('Decided in 4 days', 30), 'approved', 26);
    await decide(await make('Decided in 10 days', 40), 'refused', 30);
    const twice = await make('Decided in 20 days', 50);
    await decide(twice, 'approved', 30);
    // A later decision of the same ticket does not count twice.
    await decide(twice, 'refused', 5);
    // First decided 100 days ago: outside the window, even though decided again since.
    const old = await make('Decided long ago', 200);
    await decide(old, 'approved', 100);
    await decide(old, 'refused', 10);
    // needs_info is not a decision.
    await decide(await make('Needs information', 20), 'needs_info', 15);
    // Twelve pending tickets, 1 to 12 days old (created oldest first = 12 days); a draft never counts.
    const pending: number[] = [];
    for (let age = 12; age >= 1; age -= 1) pending.push(await make(`Pending ${age}`, age));
    await submitTicket(inventor, { title: 'A draft', is_draft: true });

    const res = await office.get('/api/office/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toMatchObject({
      pending: 12,
      needs_info: 1,
      approved: 1,
      refused: 3,
      total: 17,
    });
    expect(body.decisions).toEqual({ window_days: 90, count: 3, median_days: 10 });
    expect(body.oldest_pending).toHaveLength(10);
    expect(body.oldest_pending[0]).toEqual({
      id: pending[0],
      title: 'Pending 12',
      submitter: { id: user.inventorId, name: 'Amina Diallo' },
      created_at: expect.any(String),
      age_days: 12,
    });
    expect(body.oldest_pending.map((t: { id: number }) => t.id)).toEqual(pending.slice(0, 10));
    expect(body.oldest_pending[9]).toMatchObject({ title: 'Pending 3', age_days: 3 });
  });
});
