import { TestClient } from '../../helpers/client';
import { withAction, withMessage } from '../../helpers/feed';
import { describeEachDatabase } from '../../helpers/test-app';
import { pngPart, ticketFields } from '../inventors/support';
import { newOfficeClient, newUserClient, submitTicket } from './support';

describeEachDatabase('office API: tickets', (ctx) => {
  it('answers 401 without a session and 403 "Office staff only." to an inventor, on every office route', async () => {
    const { app } = ctx();
    const anonymous = new TestClient(app);
    const { client: inventor } = await newUserClient(app);
    const { client: office } = await newOfficeClient(app);
    const { id } = await submitTicket(inventor);
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/office/tickets/'],
      ['GET', '/api/office/tickets/counts/'],
      ['GET', `/api/office/tickets/${id}/`],
      ['POST', `/api/office/tickets/${id}/status/`, { status: 'approved' }],
      ['POST', `/api/office/tickets/${id}/assign/`, { assignee: null }],
      ['GET', '/api/office/users/'],
      ['GET', '/api/office/audit/'],
    ];
    for (const [method, url, json] of routes) {
      const none = await anonymous.request(method, url, json ? { json } : {});
      expect([url, none.statusCode, none.json()]).toEqual([
        url,
        401,
        { detail: 'Authentication credentials were not provided.' },
      ]);
      const refused = await inventor.request(method, url, json ? { json } : {});
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        403,
        { detail: 'Office staff only.' },
      ]);
    }
    // The office account passes the gate (the write itself is tested below).
    expect((await office.get('/api/office/tickets/')).statusCode).toBe(200);
    // In French for a French account.
    await app.db.updateTable('users').set({ language: 'fr' }).execute();
    const french = await inventor.get('/api/office/tickets/');
    expect(french.json()).toEqual({ detail: 'Réservé au personnel du bureau de transfert.' });
    await app.db.updateTable('users').set({ language: 'en' }).execute();
  });

  it('refuses an office account without two-factor sign-in with two_factor_required', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app, { twoFactor: false });
    const res = await client.get('/api/office/tickets/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'Set up two-factor sign-in first.',
      code: 'two_factor_required',
    });
  });

  it('lists every inventor’s submitted tickets, newest first, with submitter, assignee and comments_count; never drafts', async () => {
    const { app, dialect } = ctx();
    const tag = `list${dialect}${Date.now().toString(36)}`;
    const { user: amina, client: aminaClient } = await newUserClient(app, {
      preferredName: `Amina ${tag}`,
      affiliation: 'UIR',
    });
    const { client: omar } = await newUserClient(app, { preferredName: `Omar ${tag}` });
    const first = await submitTicket(aminaClient, { title: `First ${tag}` });
    const second = await submitTicket(omar, { title: `Second ${tag}` });
    const draft = await submitTicket(aminaClient, { title: `Draft ${tag}`, is_draft: true });
    const { office, client } = await newOfficeClient(app, { name: 'Nadia Office' });

    const res = await client.get(`/api/office/tickets/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(page.results.map((t: { id: number }) => t.id)).toEqual([second.id, first.id]);
    const row = page.results[1];
    expect(row).toMatchObject({
      id: first.id,
      title: `First ${tag}`,
      status: 'pending',
      is_draft: false,
      assignee: null,
      comments_count: 0,
      submitter: {
        id: amina.inventorId,
        preferred_name: `Amina ${tag}`,
        email: amina.email,
        affiliation: 'UIR',
      },
    });
    expect(Object.keys(row.submitter).sort()).toEqual(
      ['affiliation', 'avatar', 'email', 'full_name', 'id', 'image', 'preferred_name'].sort(),
    );
    // Drafts: not listed, and 404 like an unknown id.
    const hidden = await client.get(`/api/office/tickets/${draft.id}/`);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect((await client.get('/api/office/tickets/999999/')).statusCode).toBe(404);
    expect(
      (await client.post(`/api/office/tickets/${draft.id}/status/`, { status: 'approved' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.post(`/api/office/tickets/${draft.id}/assign/`, { assignee: office.userId }))
        .statusCode,
    ).toBe(404);

    // Search by inventor name, accent- and case-insensitively.
    const byName = await client.get(`/api/office/tickets/?search=OMAR%20${tag}`);
    expect(byName.json().results.map((t: { id: number }) => t.id)).toEqual([second.id]);
    // Affiliation of the submitter.
    const uir = await app.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'UIR')
      .executeTakeFirstOrThrow();
    const byAffiliation = await client.get(
      `/api/office/tickets/?search=${tag}&affiliation=${uir.id}`,
    );
    expect(byAffiliation.json().results.map((t: { id: number }) => t.id)).toEqual([first.id]);
    // Ordering by title, both ways.
    const byTitle = await client.get(`/api/office/tickets/?search=${tag}&ordering=title`);
    expect(byTitle.json().results.map((t: { id: number }) => t.id)).toEqual([first.id, second.id]);
    const byTitleDesc = await client.get(`/api/office/tickets/?search=${tag}&ordering=-title`);
    expect(byTitleDesc.json().results.map((t: { id: number }) => t.id)).toEqual([
      second.id,
      first.id,
    ]);
    // Empty parameters count as absent.
    expect(
      (await client.get(`/api/office/tickets/?search=${tag}&status=&assignee=&ordering=`)).json()
        .count,
    ).toBe(2);
    // Paging.
    const paged = await client.get(`/api/office/tickets/?search=${tag}&page_size=1&page=2`);
    expect(paged.json()).toMatchObject({ count: 2, next: null });
    expect(paged.json().previous).toContain('page=1');
    expect((await client.get(`/api/office/tickets/?search=${tag}&page=3`)).json()).toEqual({
      detail: 'Invalid page.',
    });
  });

  it('answers 400 for an unknown status, ordering or assignee filter', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const status = await client.get('/api/office/tickets/?status=lost');
    expect(status.statusCode).toBe(400);
    expect(status.json().status).toEqual([
      'Status must be one of: pending, needs_info, approved, refused.',
    ]);
    const ordering = await client.get('/api/office/tickets/?ordering=secret');
    expect(ordering.statusCode).toBe(400);
    expect(ordering.json().ordering).toHaveLength(1);
    const assignee = await client.get('/api/office/tickets/?assignee=someone');
    expect(assignee.statusCode).toBe(400);
    expect(assignee.json().assignee).toEqual(['Assignee must be me, none or an office user id.']);
    expect((await client.get('/api/office/tickets/?waiting=maybe')).statusCode).toBe(400);
  });

  it('sets a status: history, a notification and an activity per inventor, an audit entry', async () => {
    const { app, dialect } = ctx();
    const tag = `status${dialect}${Date.now().toString(36)}`;
    const { user: co } = await newUserClient(app, { preferredName: `Co ${tag}` });
    const { user: submitter, client: inventor } = await newUserClient(app, {
      preferredName: `Sub ${tag}`,
    });
    const ticket = await submitTicket(inventor, {
      title: `Status ${tag}`,
      inventors: [co.inventorId],
    });
    const { office, client } = await newOfficeClient(app, { name: 'Nadia Office' });

    const res = await client.post(`/api/office/tickets/${ticket.id}/status/`, {
      status: 'approved',
      meeting_date: '2026-12-01T10:00:00Z',
      message: 'See you at the committee.',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: ticket.id,
      status: 'approved',
      meeting_date: '2026-12-01T10:00:00.000Z',
      inventors: [submitter.inventorId, co.inventorId],
    });
    expect(detail.inventor_details.map((i: { id: number }) => i.id)).toEqual([
      submitter.inventorId,
      co.inventorId,
    ]);
    expect(detail.history).toEqual([
      {
        status: 'approved',
        meeting_date: '2026-12-01T10:00:00.000Z',
        message: 'See you at the committee.',
        by: { id: office.userId, name: 'Nadia Office' },
        at: expect.any(String),
      },
    ]);
    const message = `Your ticket 'Status ${tag}' was approved; meeting on 2026-12-01`;
    const notes = (
      await app.db
        .selectFrom('notifications')
        .select(['inventor_id', 'event', 'params'])
        .where('event', '=', 'ticket.status_changed')
        .orderBy('inventor_id')
        .execute()
    )
      .map(withMessage)
      .filter((note) => note.message === message);
    expect(notes).toEqual(
      [submitter.inventorId, co.inventorId]
        .sort((a, b) => a - b)
        .map((inventor_id) => ({ inventor_id, message })),
    );
    const activityOf = async (action: string) =>
      (
        await app.db
          .selectFrom('activity_logs')
          .select(['inventor_id', 'activity_type', 'event', 'params'])
          .where('event', '=', 'ticket.status_set')
          .orderBy('inventor_id')
          .execute()
      )
        .map(withAction)
        .filter((entry) => entry.action === action);
    const activity = await activityOf(`Ticket 'Status ${tag}' set to approved`);
    expect(activity.map((a) => a.activity_type)).toEqual(['approve', 'approve']);
    // The inventors see the new status.
    expect((await inventor.get(`/api/inventors/ticket/${ticket.id}`)).json().status).toBe(
      'approved',
    );
    // The audit log names the office account.
    const audit = await client.get(`/api/office/audit/?actor=${office.userId}`);
    expect(audit.json().results[0]).toEqual({
      id: expect.any(Number),
      actor: { id: office.userId, email: office.email },
      action: 'ticket.status',
      target_type: 'ticket',
      target_id: ticket.id,
      summary: `Ticket 'Status ${tag}' set to approved`,
      at: expect.any(String),
    });

    // A refused or pending change logs `update`; meeting_date: null clears it.
    const refused = await client.post(`/api/office/tickets/${ticket.id}/status/`, {
      status: 'refused',
      meeting_date: null,
    });
    expect(refused.json()).toMatchObject({ status: 'refused', meeting_date: null });
    expect(refused.json().history.map((h: { status: string }) => h.status)).toEqual([
      'approved',
      'refused',
    ]);
    const updates = await activityOf(`Ticket 'Status ${tag}' set to refused`);
    expect(updates.map((a) => a.activity_type)).toEqual(['update', 'update']);
  });

  it('answers the status change refusals of API.md', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    const ticket = await submitTicket(inventor);
    const { client } = await newOfficeClient(app);
    const url = `/api/office/tickets/${ticket.id}/status/`;

    const unknown = await client.post(url, { status: 'lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status).toEqual([
      'Status must be one of: pending, needs_info, approved, refused.',
    ]);
    const date = await client.post(url, { status: 'approved', meeting_date: 'next tuesday' });
    expect(date.statusCode).toBe(400);
    expect(date.json().meeting_date).toEqual(['Enter a valid date-time (ISO 8601).']);
    const needsInfo = await client.post(url, { status: 'needs_info' });
    expect(needsInfo.statusCode).toBe(400);
    expect(needsInfo.json()).toEqual({
      detail: 'Say what information is needed.',
      message: ['Say what information is needed.'],
    });
    const blank = await client.post(url, { status: 'needs_info', message: '   ' });
    expect(blank.json().message).toEqual(['Say what information is needed.']);
    // Nothing changed.
    expect((await client.get(`/api/office/tickets/${ticket.id}/`)).json()).toMatchObject({
      status: 'pending',
      history: [],
    });
    // CSRF applies.
    const noCsrf = await client.request('POST', url, {
      json: { status: 'approved' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('needs_info: the submitter edits, the ticket goes back to pending and the office is told', async () => {
    const { app, dialect } = ctx();
    const tag = `info${dialect}${Date.now().toString(36)}`;
    const { user: co, client: coClient } = await newUserClient(app);
    const { client: inventor } = await newUserClient(app);
    const ticket = await submitTicket(inventor, {
      title: `Info ${tag}`,
      inventors: [co.inventorId],
    });
    const { office: nadia, client } = await newOfficeClient(app, { name: 'Nadia' });
    const { office: karim, client: karimClient } = await newOfficeClient(app, { name: 'Karim' });

    await client.post(`/api/office/tickets/${ticket.id}/status/`, {
      status: 'needs_info',
      message: 'Add the test results.',
    });
    const told = await inventor.get('/api/accounts/notifications/');
    expect(told.json().results[0].message).toBe(`Your ticket 'Info ${tag}' needs more information`);

    // Only the submitter edits, as while pending.
    const coEdit = await coClient.patch(`/api/inventors/ticket/${ticket.id}/`, { summary: 'x' });
    expect(coEdit.statusCode).toBe(403);
    // Unassigned: every office account hears of the edit.
    const edit = await inventor.patch(`/api/inventors/ticket/${ticket.id}/`, {
      summary: 'Now with test results',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'pending', summary: 'Now with test results' });
    for (const officeClient of [client, karimClient]) {
      const list = await officeClient.get('/api/accounts/notifications/');
      expect(list.json().results[0]).toMatchObject({
        message: `Ticket 'Info ${tag}' was edited and is pending review again`,
        is_read: false,
      });
    }
    const detail = (await client.get(`/api/office/tickets/${ticket.id}/`)).json();
    expect(
      detail.history.map((h: { status: string; message: string | null }) => [h.status, h.message]),
    ).toEqual([
      ['needs_info', 'Add the test results.'],
      ['pending', null],
    ]);

    // Assigned: only the assignee hears of it.
    await client.post(`/api/office/tickets/${ticket.id}/assign/`, { assignee: karim.userId });
    await client.post(`/api/office/tickets/${ticket.id}/status/`, {
      status: 'needs_info',
      message: 'And the drawings.',
    });
    await inventor.patch(`/api/inventors/ticket/${ticket.id}/`, { context: 'With drawings' });
    const karimNotes = await app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', karim.userId)
      .execute();
    const nadiaNotes = await app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', nadia.userId)
      .execute();
    expect([karimNotes.length, nadiaNotes.length]).toEqual([2, 1]);
    // Approved: no more edits.
    await client.post(`/api/office/tickets/${ticket.id}/status/`, { status: 'approved' });
    expect(
      (await inventor.patch(`/api/inventors/ticket/${ticket.id}/`, { summary: 'late' })).statusCode,
    ).toBe(403);
    // Deleting stays for pending tickets only.
    await client.post(`/api/office/tickets/${ticket.id}/status/`, {
      status: 'needs_info',
      message: 'One more thing.',
    });
    expect((await inventor.delete(`/api/inventors/ticket/${ticket.id}/`)).statusCode).toBe(403);
  });

  it('assigns to an office account or to nobody; 400 for anyone else; filters by assignee', async () => {
    const { app, dialect } = ctx();
    const tag = `assign${dialect}${Date.now().toString(36)}`;
    const { user: inventorUser, client: inventor } = await newUserClient(app);
    const mine = await submitTicket(inventor, { title: `Mine ${tag}` });
    const other = await submitTicket(inventor, { title: `Other ${tag}` });
    const { office, client } = await newOfficeClient(app, { name: 'Nadia' });
    const { office: deactivated } = await newOfficeClient(app);
    await app.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', deactivated.userId)
      .execute();

    const res = await client.post(`/api/office/tickets/${mine.id}/assign/`, {
      assignee: office.userId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mine.id,
      assignee: { id: office.userId, name: 'Nadia' },
      comments_count: 0,
    });
    expect(res.json()).not.toHaveProperty('history');

    for (const assignee of [inventorUser.userId, deactivated.userId, 999999, 'x', 0]) {
      const refused = await client.post(`/api/office/tickets/${mine.id}/assign/`, { assignee });
      expect([assignee, refused.statusCode, refused.json().assignee]).toEqual([
        assignee,
        400,
        ['Choose an office user.'],
      ]);
    }
    expect((await client.post(`/api/office/tickets/${mine.id}/assign/`, {})).statusCode).toBe(400);

    const me = await client.get(`/api/office/tickets/?search=${tag}&assignee=me`);
    expect(me.json().results.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    const byId = await client.get(`/api/office/tickets/?search=${tag}&assignee=${office.userId}`);
    expect(byId.json().results.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    const none = await client.get(`/api/office/tickets/?search=${tag}&assignee=none`);
    expect(none.json().results.map((t: { id: number }) => t.id)).toEqual([other.id]);

    const cleared = await client.post(`/api/office/tickets/${mine.id}/assign/`, {
      assignee: null,
    });
    expect(cleared.json().assignee).toBeNull();
    const audit = (await client.get('/api/office/audit/?target_type=ticket')).json();
    expect(audit.results.slice(0, 2).map((a: { summary: string }) => a.summary)).toEqual([
      `Ticket 'Mine ${tag}' unassigned`,
      `Ticket 'Mine ${tag}' assigned to Nadia`,
    ]);
    // The assignee picker lists active office accounts only.
    const users = (await client.get('/api/office/users/')).json().results;
    expect(users).toContainEqual({ id: office.userId, name: 'Nadia', email: office.email });
    expect(users.map((u: { id: number }) => u.id)).not.toContain(deactivated.userId);
    expect(users.map((u: { id: number }) => u.id)).not.toContain(inventorUser.userId);
  });

  it('counts tickets per status, waiting (pending > 30 days) and unassigned; waiting filter', async () => {
    const { app, dialect } = ctx();
    const tag = `count${dialect}${Date.now().toString(36)}`;
    const { client: inventor } = await newUserClient(app);
    const old = await submitTicket(inventor, { title: `Old ${tag}` });
    const fresh = await submitTicket(inventor, { title: `Fresh ${tag}` });
    const approved = await submitTicket(inventor, { title: `Done ${tag}` });
    await submitTicket(inventor, { title: `Draft ${tag}`, is_draft: true });
    const { client } = await newOfficeClient(app);
    await client.post(`/api/office/tickets/${approved.id}/status/`, { status: 'approved' });
    const longAgo = new Date(Date.now() - 40 * 24 * 3600_000).toISOString();
    await app.db
      .updateTable('tickets')
      .set({ created_at: longAgo })
      .where('id', '=', old.id)
      .execute();

    const counts = await client.get(`/api/office/tickets/counts/?search=${tag}`);
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      pending: 2,
      needs_info: 0,
      approved: 1,
      refused: 0,
      waiting: 1,
      unassigned: 2,
      total: 3,
    });
    const waiting = await client.get(`/api/office/tickets/?search=${tag}&waiting=true`);
    expect(waiting.json().results.map((t: { id: number }) => t.id)).toEqual([old.id]);
    const pending = await client.get(`/api/office/tickets/?search=${tag}&status=pending`);
    expect(pending.json().results.map((t: { id: number }) => t.id)).toEqual([fresh.id, old.id]);
  });

  it('serves a submitted ticket’s drawing to the office, never a draft’s', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    const create = (isDraft: boolean) =>
      inventor.request('POST', '/api/inventors/ticket/create/', {
        multipart: ticketFields({ is_draft: String(isDraft), drawings: pngPart() }),
      });
    const submitted = (await create(false)).json();
    const draft = (await create(true)).json();
    const { client } = await newOfficeClient(app);
    const detail = (await client.get(`/api/office/tickets/${submitted.id}/`)).json();
    const file = await client.get(detail.drawings);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await client.get(draft.drawings)).statusCode).toBe(404);
    // Another inventor still gets 404.
    const { client: stranger } = await newUserClient(app);
    expect((await stranger.get(detail.drawings)).statusCode).toBe(404);
  });
});
