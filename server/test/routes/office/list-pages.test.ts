import { describeEachDatabase } from '../../helpers/test-app';
import { upload, pdf } from '../attachments/support';
import { createPatent, newUserClient } from '../inventors/support';
import { insertReview, newOfficeClient, submitTicket } from './support';

/**
 * A list page reads its rows' related rows in a few statements for the whole page (SQLite: one
 * query per table; PostgreSQL: one statement of JSON tuples, ticket-related-lists.repository.ts,
 * office-ticket-list-tuples.repository.ts, patent-related.repository.ts). Whatever the path, a
 * row of a page of several is what the single read of that ticket or patent answers.
 */

interface Listed {
  id: number;
  [field: string]: unknown;
}

const byId = (rows: Listed[], id: number): Listed => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`row ${id} is not listed`);
  return row;
};

describeEachDatabase('list pages carry what single reads carry', (ctx) => {
  it('the inventor’s tickets and the office queue: inventors, co-applicants, attachments, submitter, assignee, reviews', async () => {
    const { app } = ctx();
    const { office, client: officeClient } = await newOfficeClient(app, { name: 'Lina Office' });
    const ada = await newUserClient(app, { preferredName: 'Ada Lovelace' });
    const ben = await newUserClient(app, { preferredName: 'Ben Franklin' });
    const rich = await submitTicket(ada.client, {
      title: 'Rich lamp',
      inventors: [ben.user.inventorId],
      co_applications: ['Partner Lab', 'Second Lab'],
    });
    const plain = await submitTicket(ada.client, { title: 'Plain kettle' });
    const third = await submitTicket(ada.client, {
      title: 'Third stove',
      inventors: [ben.user.inventorId],
    });
    for (const name of ['notes.pdf', 'more.pdf'])
      expect((await upload(ada.client, rich.id, name, pdf(name))).statusCode).toBe(201);
    expect((await upload(ben.client, third.id, 'ben.pdf', pdf())).statusCode).toBe(201);
    await insertReview(app.db, rich.id, 'submitted', { centi: 420, recommendation: 'file' });
    await insertReview(app.db, rich.id, 'submitted', { centi: 300, recommendation: 'file' });
    const assigned = await officeClient.post(`/api/office/tickets/${rich.id}/assign/`, {
      assignee: office.userId,
    });
    expect(assigned.statusCode).toBe(200);

    const mine = (await ada.client.get('/api/inventors/tickets/?page_size=100')).json().results;
    const queue = (await officeClient.get('/api/office/tickets/?page_size=100')).json();
    expect(queue.count).toBe(3);
    for (const ticket of [rich, plain, third]) {
      const single = (await ada.client.get(`/api/inventors/ticket/${ticket.id}/`)).json();
      const { answers: _answers, ...withoutAnswers } = single;
      expect(byId(mine, ticket.id)).toEqual(withoutAnswers);
      const page = (await officeClient.get(`/api/office/tickets/${ticket.id}/`)).json();
      const row = byId(queue.results, ticket.id);
      for (const [key, value] of Object.entries(row))
        expect([key, page[key]]).toEqual([key, value]);
    }
    const richRow = byId(queue.results, rich.id);
    expect(richRow).toMatchObject({
      inventors: [ada.user.inventorId, ben.user.inventorId],
      co_applications: ['Partner Lab', 'Second Lab'],
      assignee: { id: office.userId, name: 'Lina Office' },
      submitter: { id: ada.user.inventorId, preferred_name: 'Ada Lovelace' },
      review_summary: { assigned: 2, submitted: 2, mean_score: 3.6 },
    });
    expect((richRow.attachments as Array<{ name: string }>).map((a) => a.name)).toEqual([
      'notes.pdf',
      'more.pdf',
    ]);
    expect(byId(queue.results, plain.id)).toMatchObject({
      attachments: [],
      co_applications: [],
      assignee: null,
      review_summary: { assigned: 0, submitted: 0, mean_score: null },
    });
    // A page of one row counts every ticket still.
    const second = (await officeClient.get('/api/office/tickets/?page_size=1&page=2')).json();
    expect(second.count).toBe(3);
    expect(second.results).toHaveLength(1);
    // Past the last page: 404 as before.
    expect((await officeClient.get('/api/office/tickets/?page_size=2&page=3')).statusCode).toBe(
      404,
    );
  });

  it('the patents lists: inventors with their names, schemas in order', async () => {
    const { app } = ctx();
    const { client: officeClient } = await newOfficeClient(app);
    const ada = await newUserClient(app, { preferredName: 'Ada Lovelace' });
    const ben = await newUserClient(app, { preferredName: 'Ben Franklin' });
    const ids = [
      await createPatent(app.db, {
        title: 'Listed still',
        inventors: [ben.user.inventorId, ada.user.inventorId],
        schemas: ['https://example.org/a.png', 'https://example.org/b.png'],
      }),
      await createPatent(app.db, { title: 'Listed pump', inventors: [ada.user.inventorId] }),
    ];
    const mine = (await ada.client.get('/api/inventors/patents/?page_size=100')).json().results;
    const all = (await officeClient.get('/api/office/patents/?page_size=100')).json().results;
    for (const id of ids) {
      // The lists name each inventor (a summary); an inventor's patent page gives their ids,
      // the office's page their ids and summaries (`inventor_details`).
      const listed = byId(mine, id);
      const inventorIds = (listed.inventors as Array<{ id: number }>).map((i) => i.id);
      expect({ ...listed, inventors: inventorIds }).toEqual(
        (await ada.client.get(`/api/inventors/patent/${id}/`)).json(),
      );
      const office = (await officeClient.get(`/api/office/patents/${id}/`)).json();
      const { inventor_details: details, ...rest } = office;
      expect(byId(all, id)).toEqual({ ...rest, inventors: details });
    }
    expect(byId(mine, ids[0])).toMatchObject({
      inventors: [
        expect.objectContaining({ id: ben.user.inventorId, preferred_name: 'Ben Franklin' }),
        expect.objectContaining({ id: ada.user.inventorId, preferred_name: 'Ada Lovelace' }),
      ],
    });
  });
});
