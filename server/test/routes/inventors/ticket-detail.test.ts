import type { TestClient } from '../../helpers/client';
import { englishOf, withAction } from '../../helpers/feed';
import { isStored } from '../../helpers/stored-uploads';
import { describeEachDatabase } from '../../helpers/test-app';
import { createInventor, newUserClient, pngPart, ticketFields } from './support';

describeEachDatabase('inventors API: one ticket (get, edit, delete)', (ctx) => {
  const stored = (url: string) => isStored(ctx().app, 'drawings', url);

  async function setup() {
    const { app } = ctx();
    const submitter = await newUserClient(app, { preferredName: 'Nadia' });
    const coInventor = await newUserClient(app);
    const outsider = await newUserClient(app);
    const res = await submitter.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        inventors: [String(coInventor.user.inventorId)],
        co_applications: ['Lab A'],
        drawings: pngPart(),
      }),
    });
    expect(res.statusCode).toBe(201);
    return { submitter, coInventor, outsider, ticket: res.json() };
  }

  const notFoundFor = async (
    client: TestClient,
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
  ) => {
    const res = await client.request(
      method,
      url,
      method === 'PATCH' ? { json: { title: 'x' } } : {},
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  };

  it('shows the ticket to its submitter and inventors, 404 to anyone else and for bad ids', async () => {
    const { submitter, coInventor, outsider, ticket } = await setup();
    for (const client of [submitter.client, coInventor.client]) {
      const res = await client.get(`/api/inventors/ticket/${ticket.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ticket);
    }
    await notFoundFor(outsider.client, 'GET', `/api/inventors/ticket/${ticket.id}`);
    await notFoundFor(outsider.client, 'GET', `/api/inventors/ticket/${ticket.id}/`);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999', '999999']) {
      await notFoundFor(submitter.client, 'GET', `/api/inventors/ticket/${id}`);
    }
  });

  it('lets the submitter edit only the fields sent, replacing the drawing and logging an update', async () => {
    const { app } = ctx();
    const { submitter, coInventor, ticket } = await setup();
    const newcomer = await createInventor(app.db, 'Omar Chraibi');
    const res = await submitter.client.request('PATCH', `/api/inventors/ticket/${ticket.id}/`, {
      multipart: {
        title: 'Better title',
        inventors: [String(coInventor.user.inventorId), String(newcomer)],
        drawings: pngPart(),
      },
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({
      title: 'Better title',
      summary: ticket.summary,
      co_applications: ['Lab A'],
      inventors: [submitter.user.inventorId, coInventor.user.inventorId, newcomer],
    });
    expect(edited.drawings).not.toBe(ticket.drawings);
    expect(await stored(ticket.drawings)).toBe(false);
    expect(await stored(edited.drawings)).toBe(true);
    const notes = await app.db
      .selectFrom('notifications')
      .select(['event', 'params'])
      .where('inventor_id', '=', newcomer)
      .execute();
    expect(notes.map(englishOf)).toEqual(["Nadia added you as co-inventor on 'Better title'"]);
    const activity = await app.db
      .selectFrom('activity_logs')
      .select(['activity_type', 'event', 'params'])
      .where('inventor_id', '=', submitter.user.inventorId)
      .orderBy('id')
      .execute();
    expect(activity.map(withAction).at(-1)).toEqual({
      activity_type: 'update',
      action: "Updated ticket 'Better title'",
    });

    const put = await submitter.client.put(`/api/inventors/ticket/${ticket.id}`, {
      is_draft: true,
      co_applications: [],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Better title',
      is_draft: true,
      co_applications: [],
      drawings: edited.drawings,
    });
  });

  it('validates an edit as create does', async () => {
    const { submitter, ticket } = await setup();
    const res = await submitter.client.patch(`/api/inventors/ticket/${ticket.id}/`, {
      title: '',
      inventors: [424242],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Title is required', error: 'Title is required' });
    const unknown = await submitter.client.patch(`/api/inventors/ticket/${ticket.id}/`, {
      inventors: [424242],
    });
    expect(unknown.json().inventors).toEqual(['Unknown inventor id(s): 424242']);
    const notImage = await submitter.client.request(
      'PATCH',
      `/api/inventors/ticket/${ticket.id}/`,
      {
        multipart: {
          drawings: {
            filename: 'a.png',
            contentType: 'image/png',
            data: Buffer.from('plain text'),
          },
        },
      },
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().drawings).toHaveLength(1);
    expect((await submitter.client.get(`/api/inventors/ticket/${ticket.id}`)).json()).toEqual(
      ticket,
    );
  });

  it('refuses edit and delete by a co-inventor with 403, by an outsider with 404', async () => {
    const { coInventor, outsider, ticket } = await setup();
    const edit = await coInventor.client.patch(`/api/inventors/ticket/${ticket.id}/`, {
      title: 'Hijack',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ detail: 'Only the submitter can edit a pending ticket.' });
    const del = await coInventor.client.delete(`/api/inventors/ticket/${ticket.id}/`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ detail: 'Only the submitter can delete a pending ticket.' });
    await notFoundFor(outsider.client, 'PATCH', `/api/inventors/ticket/${ticket.id}/`);
    await notFoundFor(outsider.client, 'DELETE', `/api/inventors/ticket/${ticket.id}/`);
  });

  it('refuses edit and delete once the ticket is no longer pending', async () => {
    const { app } = ctx();
    const { submitter, ticket } = await setup();
    await app.db
      .updateTable('tickets')
      .set({ status: 'approved' })
      .where('id', '=', ticket.id)
      .execute();
    expect(
      (await submitter.client.patch(`/api/inventors/ticket/${ticket.id}/`, { title: 'Late' }))
        .statusCode,
    ).toBe(403);
    const del = await submitter.client.delete(`/api/inventors/ticket/${ticket.id}/`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ detail: 'Only the submitter can delete a pending ticket.' });
  });

  it('deletes a pending ticket of the submitter: 204, drawing removed, delete activity, then 404', async () => {
    const { app } = ctx();
    const { submitter, coInventor, ticket } = await setup();
    expect(await stored(ticket.drawings)).toBe(true);
    const res = await submitter.client.delete(`/api/inventors/ticket/${ticket.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored(ticket.drawings)).toBe(false);
    await notFoundFor(submitter.client, 'GET', `/api/inventors/ticket/${ticket.id}`);
    await notFoundFor(coInventor.client, 'GET', `/api/inventors/ticket/${ticket.id}`);
    const last = await app.db
      .selectFrom('activity_logs')
      .select(['activity_type', 'event', 'params'])
      .where('inventor_id', '=', submitter.user.inventorId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(withAction(last)).toEqual({
      activity_type: 'delete',
      action: "Deleted ticket 'Self-cleaning solar panel'",
    });
  });
});
