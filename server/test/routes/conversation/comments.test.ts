import { TestClient } from '../../helpers/client';
import { englishOf } from '../../helpers/feed';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../office/support';

const url = (id: number) => `/api/inventors/ticket/${id}/comments/`;

describeEachDatabase('conversation API: ticket comments', (ctx) => {
  it('answers 401 without a session, 404 to an outsider, and 404 to the office for a draft', async () => {
    const { app } = ctx();
    const { client: submitter } = await newUserClient(app);
    const { client: outsider } = await newUserClient(app);
    const { client: office } = await newOfficeClient(app);
    const { id } = await submitTicket(submitter);
    const draft = await submitTicket(submitter, { is_draft: true });

    const anonymous = new TestClient(app);
    expect((await anonymous.get(url(id))).json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
    expect((await anonymous.post(url(id), { body: 'hi' })).statusCode).toBe(401);
    for (const res of [
      await outsider.get(url(id)),
      await outsider.post(url(id), { body: 'hi' }),
      await office.get(url(draft.id)),
      await office.post(url(draft.id), { body: 'hi' }),
      await submitter.get(url(987654)),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    }
    // The inventors of a draft see its (empty) thread.
    expect((await submitter.get(url(draft.id))).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('refuses an empty or too long body with the exact field errors, in French for a French account', async () => {
    const { app } = ctx();
    const { user, client } = await newUserClient(app);
    const { id } = await submitTicket(client);
    for (const body of [{ body: '   ' }, {}, { body: 7 }]) {
      const res = await client.post(url(id), body);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { detail: 'Comment cannot be empty.', body: ['Comment cannot be empty.'] },
      ]);
    }
    const long = await client.post(url(id), { body: 'x'.repeat(2001) });
    expect([long.statusCode, long.json()]).toEqual([
      400,
      { detail: 'Max 2000 characters', body: ['Max 2000 characters'] },
    ]);
    // 2000 characters after trimming are accepted.
    expect((await client.post(url(id), { body: ` ${'y'.repeat(2000)} ` })).statusCode).toBe(201);
    await app.db
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', user.userId)
      .execute();
    expect((await client.post(url(id), { body: '' })).json()).toEqual({
      detail: 'Le commentaire ne peut pas être vide.',
      body: ['Le commentaire ne peut pas être vide.'],
    });
    expect((await client.post(url(id), { body: 'x'.repeat(2001) })).json().body).toEqual([
      '2000 caractères au maximum',
    ]);
  });

  it('posts and lists oldest first with author name and role; pages like every list', async () => {
    const { app } = ctx();
    const { user, client: amina } = await newUserClient(app, { preferredName: 'Amina Thread' });
    const { office, client: officeClient } = await newOfficeClient(app, { name: 'Olivia Office' });
    const { id } = await submitTicket(amina);

    const first = await amina.post(url(id), { body: '  First question  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      body: 'First question',
      author: { id: user.userId, name: 'Amina Thread', role: 'inventor' },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const reply = await officeClient.post(url(id), { body: 'An answer' });
    expect(reply.json().author).toEqual({
      id: office.userId,
      name: 'Olivia Office',
      role: 'office',
    });
    for (let i = 0; i < 11; i += 1) await amina.post(url(id), { body: `More ${i}` });

    const page1 = (await amina.get(url(id))).json();
    expect(page1.count).toBe(13);
    expect(page1.results.map((c: { body: string }) => c.body).slice(0, 3)).toEqual([
      'First question',
      'An answer',
      'More 0',
    ]);
    expect(page1.results).toHaveLength(12);
    expect(page1.next).toBe(`${url(id)}?page=2`);
    const page2 = (await officeClient.get(`${url(id)}?page=2`)).json();
    expect(page2.results.map((c: { body: string }) => c.body)).toEqual(['More 10']);
    expect(page2.previous).toBe(`${url(id)}?page=1`);
    expect((await amina.get(`${url(id)}?page=3`)).json()).toEqual({ detail: 'Invalid page.' });
  });

  it('notifies the other inventors and the assignee (or every office user while unassigned), never the author', async () => {
    const { app } = ctx();
    const { user: amina, client: aminaClient } = await newUserClient(app, {
      preferredName: 'Amina Notes',
    });
    const { user: omar, client: omarClient } = await newUserClient(app);
    const { office: o1, client: o1Client } = await newOfficeClient(app, { name: 'First Officer' });
    const { office: o2 } = await newOfficeClient(app);
    const { id } = await submitTicket(aminaClient, {
      title: 'Fog mesh',
      inventors: [omar.inventorId],
    });
    const unread = async (client: TestClient) =>
      (
        (await client.get('/api/accounts/notifications/')).json().results as Array<{
          message: string;
        }>
      ).map((n) => n.message);
    const officeNotes = async (userId: number) =>
      (
        await app.db
          .selectFrom('notifications')
          .select(['event', 'params'])
          .where('user_id', '=', userId)
          .execute()
      ).map(englishOf);

    await aminaClient.post(url(id), { body: 'Unassigned question' });
    expect(await unread(omarClient)).toContain("Amina Notes commented on 'Fog mesh'");
    expect(await unread(aminaClient)).not.toContain("Amina Notes commented on 'Fog mesh'");
    expect(await officeNotes(o1.userId)).toContain("Amina Notes commented on 'Fog mesh'");
    expect(await officeNotes(o2.userId)).toContain("Amina Notes commented on 'Fog mesh'");

    await o1Client.post(`/api/office/tickets/${id}/assign/`, { assignee: o1.userId });
    await omarClient.post(url(id), { body: 'Assigned now' });
    const omarName = (
      await app.db
        .selectFrom('inventors')
        .select('preferred_name')
        .where('id', '=', omar.inventorId)
        .executeTakeFirstOrThrow()
    ).preferred_name;
    const note = `${omarName} commented on 'Fog mesh'`;
    expect(await officeNotes(o1.userId)).toContain(note);
    expect(await officeNotes(o2.userId)).not.toContain(note);
    expect(await unread(aminaClient)).toContain(note);

    // The assignee writes: the inventors are told, the office (the author) is not.
    await o1Client.post(url(id), { body: 'From the office' });
    expect(await unread(aminaClient)).toContain("First Officer commented on 'Fog mesh'");
    expect(await officeNotes(o1.userId)).not.toContain("First Officer commented on 'Fog mesh'");
    expect(amina.userId).not.toBe(o1.userId);
  });

  it('counts comments in the office queue and posts a status message as an office comment', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    const { office, client: officeClient } = await newOfficeClient(app, { name: 'Status Officer' });
    const { id } = await submitTicket(inventor, { title: `Counted ${Date.now()}` });
    const row = async () =>
      (
        (await officeClient.get('/api/office/tickets/?page_size=100')).json().results as Array<{
          id: number;
          comments_count: number;
        }>
      ).find((t) => t.id === id);
    expect((await row())?.comments_count).toBe(0);
    await inventor.post(url(id), { body: 'one' });
    await inventor.post(url(id), { body: 'two' });
    expect((await row())?.comments_count).toBe(2);

    const changed = await officeClient.post(`/api/office/tickets/${id}/status/`, {
      status: 'needs_info',
      message: 'Which coating do you use?',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().comments_count).toBe(3);
    const thread = (await inventor.get(url(id))).json();
    expect(thread.results.at(-1)).toEqual({
      id: expect.any(Number),
      body: 'Which coating do you use?',
      author: { id: office.userId, name: 'Status Officer', role: 'office' },
      created_at: expect.any(String),
    });
    // Without a message, no comment.
    await officeClient.post(`/api/office/tickets/${id}/status/`, { status: 'pending' });
    expect((await inventor.get(url(id))).json().count).toBe(3);
    // The inventor was told by the status notification, not by a second "commented" one.
    const notes = (await inventor.get('/api/accounts/notifications/')).json().results as Array<{
      message: string;
    }>;
    expect(notes.some((n) => n.message.includes('commented on'))).toBe(false);
  });
});
