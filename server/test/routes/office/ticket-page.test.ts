import { describeEachDatabase } from '../../helpers/test-app';
import {
  createOfficeUser,
  newOfficeClient,
  newUserClient,
  insertReview,
  recordHistory,
  submitTicket,
} from './support';

/**
 * The office's page of one ticket, read in one statement (office-ticket-page.repository.ts):
 * the same row as the queue's, with its review summary, assignee, inventors and history (the
 * authors' names, a CLI change without one) as the batched reads gave them.
 */

describeEachDatabase('office API: one ticket’s page', (ctx) => {
  it('answers the queue’s row with the review summary, assignee, inventors and history', async () => {
    const { app } = ctx();
    const { office, client } = await newOfficeClient(app, { name: 'Karim Office' });
    const ada = await newUserClient(app);
    const bob = await newUserClient(app);
    const ticket = await submitTicket(ada.client, {
      title: 'Page lamp',
      inventors: [bob.user.inventorId],
      co_applications: ['Partner Lab'],
    });
    await insertReview(app.db, ticket.id, 'submitted', { centi: 440, recommendation: 'file' });
    await insertReview(app.db, ticket.id, 'submitted', {
      centi: 281,
      recommendation: 'do_not_file',
    });
    await insertReview(app.db, ticket.id, 'invited');
    await recordHistory(app.db, ticket.id, 'pending', '2020-01-01T00:00:00.000Z');
    const assigned = await client.post(`/api/office/tickets/${ticket.id}/assign/`, {
      assignee: office.userId,
    });
    expect(assigned.statusCode).toBe(200);
    const changed = await client.post(`/api/office/tickets/${ticket.id}/status/`, {
      status: 'needs_info',
      message: 'Which glass?',
    });
    expect(changed.statusCode).toBe(200);

    const page = (await client.get(`/api/office/tickets/${ticket.id}/`)).json();
    expect(changed.json()).toEqual(page);
    const row = (await client.get('/api/office/tickets/?page_size=100'))
      .json()
      .results.find((r: { id: number }) => r.id === ticket.id);
    // The assign answer is the queue's row as it was before the status change.
    expect(assigned.json()).toEqual({
      ...row,
      status: 'pending',
      comments_count: 0,
      disclosure_soon: false,
    });
    for (const [key, value] of Object.entries(row)) expect([key, page[key]]).toEqual([key, value]);
    expect(page).toMatchObject({
      assignee: { id: office.userId, name: 'Karim Office' },
      inventors: [ada.user.inventorId, bob.user.inventorId],
      co_applications: ['Partner Lab'],
      review_summary: {
        assigned: 3,
        submitted: 2,
        mean_score: 3.61,
        recommendations: { file: 1, do_not_file: 1, more_info: 0 },
      },
      history: [
        { status: 'pending', meeting_date: null, message: null, by: null, at: expect.any(String) },
        {
          status: 'needs_info',
          meeting_date: null,
          message: 'Which glass?',
          by: { id: office.userId, name: 'Karim Office' },
          at: expect.any(String),
        },
      ],
    });
    expect(page.inventor_details.map((i: { id: number }) => i.id)).toEqual([
      ada.user.inventorId,
      bob.user.inventorId,
    ]);
  });

  it('answers 404 for a draft, and 400 for an assignee who is not an active office account', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const ada = await newUserClient(app);
    const draft = await submitTicket(ada.client, { is_draft: true });
    expect((await client.get(`/api/office/tickets/${draft.id}/`)).statusCode).toBe(404);
    const ticket = await submitTicket(ada.client);
    const inactive = await createOfficeUser(app.db);
    await app.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', inactive.userId)
      .execute();
    for (const assignee of [inactive.userId, ada.user.userId, 999_999]) {
      const res = await client.post(`/api/office/tickets/${ticket.id}/assign/`, { assignee });
      expect([assignee, res.statusCode, res.json().assignee]).toEqual([
        assignee,
        400,
        ['Choose an office user.'],
      ]);
    }
    const unassigned = await client.post(`/api/office/tickets/${ticket.id}/assign/`, {
      assignee: null,
    });
    expect(unassigned.json()).toMatchObject({ id: ticket.id, assignee: null });
  });
});
