import { HttpError } from '@server/lib/http-error';
import { updateTicket } from '@server/modules/tickets/ticket-edit.service';
import {
  createTicket,
  deleteTicket,
  getTicket,
  ticketToChange,
} from '@server/modules/tickets/tickets.service';
import { setTicketStatus } from '@server/modules/tickets/ticket-status.service';
import { runCommand } from '../cli/support';
import { withAction, withMessage } from '../helpers/feed';
import { createUser } from '../helpers/fixtures';
import { describeEachDatabase } from '../helpers/test-app';
import { createInventor, tinyPng } from '../routes/inventors/support';
import { countRows, failingInsertsInto } from './support';

const fields = (title = 'Fog harvesting mesh') => ({
  title,
  summary: 'A mesh that condenses fog',
  context: 'Arid coastal villages',
  problem_identification: 'No drinking water',
});

const TABLES = ['tickets', 'ticket_inventors', 'notifications', 'activity_logs'] as const;

describeEachDatabase('tickets service', (ctx) => {
  /** The drawings the app's upload store holds (files on SQLite, rows on PostgreSQL). */
  const drawings = () => ctx().app.uploads.keys('drawings');
  const notesOf = async (inventorId: number) =>
    (
      await ctx()
        .app.db.selectFrom('notifications')
        .select(['event', 'params', 'is_read'])
        .where('inventor_id', '=', inventorId)
        .execute()
    ).map(withMessage);
  const activityOf = async (inventorId: number) =>
    (
      await ctx()
        .app.db.selectFrom('activity_logs')
        .select(['activity_type', 'event', 'params'])
        .where('inventor_id', '=', inventorId)
        .orderBy('id')
        .execute()
    ).map(withAction);

  it('creates a pending ticket with the submitter first, notifies the other inventors and logs create', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db, { preferredName: 'Salma' });
    const co = await createInventor(app.db, 'Karim Tazi');
    const ticket = await createTicket(app, submitter.inventorId, {
      fields: { ...fields(), inventors: [co, submitter.inventorId] },
      drawing: undefined,
    });
    expect(ticket).toMatchObject({
      status: 'pending',
      meeting_date: null,
      inventors: [submitter.inventorId, co],
      submitter: submitter.inventorId,
    });
    expect(await notesOf(co)).toEqual([
      { message: "Salma added you as co-inventor on 'Fog harvesting mesh'", is_read: 0 },
    ]);
    expect(await notesOf(submitter.inventorId)).toEqual([]);
    expect(await activityOf(submitter.inventorId)).toEqual([
      { activity_type: 'create', action: "Created ticket 'Fog harvesting mesh'" },
    ]);
  });

  it('names the submitter by preferred name, else full name, else email in the notification', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db, { email: `nameless-${ctx().dialect}@example.org` });
    await app.db
      .updateTable('inventors')
      .set({ preferred_name: null, full_name: null })
      .where('id', '=', submitter.inventorId)
      .execute();
    const co = await createInventor(app.db, 'Hajar Ouazzani');
    await createTicket(app, submitter.inventorId, {
      fields: { ...fields('Nameless'), inventors: [co] },
      drawing: undefined,
    });
    expect(await notesOf(co)).toEqual([
      {
        message: `nameless-${ctx().dialect}@example.org added you as co-inventor on 'Nameless'`,
        is_read: 0,
      },
    ]);
  });

  it('keeps nothing of a create whose activity cannot be written: no ticket, no notification, no drawing file', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const co = await createInventor(app.db, 'Omar Chraibi');
    const before = { rows: await countRows(app.db, [...TABLES]), files: await drawings() };
    const broken = {
      db: failingInsertsInto(app.db, 'activity_logs'),
      uploads: app.uploads,
      config: app.config,
    };
    await expect(
      createTicket(broken, submitter.inventorId, {
        fields: { ...fields(), inventors: [co] },
        drawing: tinyPng(),
      }),
    ).rejects.toThrow('insert into activity_logs refused (test)');
    expect({ rows: await countRows(app.db, [...TABLES]), files: await drawings() }).toEqual(before);
  });

  it('refuses a drawing that is not an image before anything is written, on the drawings field (the route adds `error`)', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const before = await countRows(app.db, [...TABLES]);
    const refusal = await createTicket(app, submitter.inventorId, {
      fields: fields(),
      drawing: Buffer.from('not an image'),
    }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(HttpError);
    const { statusCode, detail, extra } = refusal as HttpError;
    expect({ statusCode, detail, extra }).toEqual({
      statusCode: 400,
      detail: 'Upload a valid image (PNG, JPEG, GIF or WebP).',
      extra: {
        drawings: ['Upload a valid image (PNG, JPEG, GIF or WebP).'],
      },
    });
    expect(await countRows(app.db, [...TABLES])).toEqual(before);
  });

  it('lets only the submitter change a ticket, only while pending; others get 404 or 403', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const co = await createUser(app.db);
    const outsider = await createUser(app.db);
    const ticket = await createTicket(app, submitter.inventorId, {
      fields: { ...fields(), inventors: [co.inventorId] },
      drawing: undefined,
    });
    await expect(
      ticketToChange(app.db, ticket.id, submitter.inventorId, 'edit'),
    ).resolves.toMatchObject({ id: ticket.id });
    await expect(ticketToChange(app.db, ticket.id, co.inventorId, 'edit')).rejects.toMatchObject({
      statusCode: 403,
      detail: 'Only the submitter can edit a pending ticket.',
    });
    await expect(ticketToChange(app.db, ticket.id, co.inventorId, 'delete')).rejects.toMatchObject({
      statusCode: 403,
      detail: 'Only the submitter can delete a pending ticket.',
    });
    await expect(
      ticketToChange(app.db, ticket.id, outsider.inventorId, 'edit'),
    ).rejects.toMatchObject({ statusCode: 404, detail: 'Not found.' });
    await expect(getTicket(app.db, ticket.id, outsider.inventorId)).rejects.toMatchObject({
      statusCode: 404,
    });
    await setTicketStatus(
      app.db,
      {
        ticketId: ticket.id,
        status: 'approved',
        meetingDate: undefined,
      },
      app.config,
    );
    await expect(
      ticketToChange(app.db, ticket.id, submitter.inventorId, 'delete'),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('tells the newly named inventors of an edit they were added, asks the others to confirm again, replaces the drawing file and logs update', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db, { preferredName: 'Nadia' });
    const first = await createInventor(app.db, 'Anas Kettani');
    const added = await createInventor(app.db, 'Ghita Lamrani');
    const created = await createTicket(app, submitter.inventorId, {
      fields: { ...fields(), inventors: [first] },
      drawing: tinyPng(),
    });
    const oldFile = created.drawings?.split('/').pop();
    const row = await ticketToChange(app.db, created.id, submitter.inventorId, 'edit');
    const edited = await updateTicket(app, row, {
      fields: { title: 'Better mesh', inventors: [first, added] },
      drawing: tinyPng(),
    });
    expect(edited).toMatchObject({
      title: 'Better mesh',
      summary: created.summary,
      inventors: [submitter.inventorId, first, added],
    });
    expect(await drawings()).not.toContain(oldFile);
    expect(await drawings()).toContain(edited.drawings?.split('/').pop());
    // An inventor already named is asked to confirm the changed version again (attestation);
    // a new one is told they were added, once.
    expect((await notesOf(first)).map((n) => n.message)).toEqual([
      "Nadia added you as co-inventor on 'Fog harvesting mesh'",
      "Ticket 'Better mesh' was changed: please confirm it again",
    ]);
    expect((await notesOf(added)).map((n) => n.message)).toEqual([
      "Nadia added you as co-inventor on 'Better mesh'",
    ]);
    expect((await activityOf(submitter.inventorId)).at(-1)).toEqual({
      activity_type: 'update',
      action: "Updated ticket 'Better mesh'",
    });
  });

  it('deletes a ticket, logs delete for the submitter and removes its drawing file', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const created = await createTicket(app, submitter.inventorId, {
      fields: fields('Short-lived'),
      drawing: tinyPng(),
    });
    const file = created.drawings?.split('/').pop();
    await deleteTicket(
      app,
      await ticketToChange(app.db, created.id, submitter.inventorId, 'delete'),
    );
    expect(await drawings()).not.toContain(file);
    await expect(getTicket(app.db, created.id, submitter.inventorId)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await activityOf(submitter.inventorId)).at(-1)).toEqual({
      activity_type: 'delete',
      action: "Deleted ticket 'Short-lived'",
    });
  });

  it('sets a status once for everyone: the submitter and each inventor get one notification and one activity', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const co = await createInventor(app.db, 'Zineb Fassi');
    const created = await createTicket(app, submitter.inventorId, {
      fields: { ...fields('Solar still'), inventors: [co] },
      drawing: undefined,
    });
    const result = await setTicketStatus(
      app.db,
      {
        ticketId: created.id,
        status: 'approved',
        meetingDate: '2026-12-01T10:00:00.000Z',
      },
      app.config,
    );
    expect(result).toEqual({
      ticketId: created.id,
      title: 'Solar still',
      notified: [submitter.inventorId, co],
    });
    expect(await getTicket(app.db, created.id, submitter.inventorId)).toMatchObject({
      id: created.id,
      status: 'approved',
      meeting_date: '2026-12-01T10:00:00.000Z',
    });
    for (const id of [submitter.inventorId, co]) {
      expect((await notesOf(id)).at(-1)).toEqual({
        message: "Your ticket 'Solar still' was approved; meeting on 2026-12-01",
        is_read: 0,
      });
      expect((await activityOf(id)).at(-1)).toEqual({
        activity_type: 'approve',
        action: "Ticket 'Solar still' set to approved",
      });
    }
    // No meeting date given: the meeting stays, the message says nothing of it.
    await setTicketStatus(
      app.db,
      {
        ticketId: created.id,
        status: 'refused',
        meetingDate: undefined,
      },
      app.config,
    );
    expect(await getTicket(app.db, created.id, co)).toMatchObject({
      status: 'refused',
      meeting_date: '2026-12-01T10:00:00.000Z',
    });
    expect((await notesOf(co)).at(-1)?.message).toBe("Your ticket 'Solar still' was refused");
    expect((await activityOf(co)).at(-1)?.activity_type).toBe('update');
    expect(
      await setTicketStatus(
        app.db,
        {
          ticketId: 987654,
          status: 'approved',
          meetingDate: undefined,
        },
        app.config,
      ),
    ).toBeNull();
  });

  it('keeps the old status when the notifications of a status change cannot be written', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const created = await createTicket(app, submitter.inventorId, {
      fields: fields('Stays pending'),
      drawing: undefined,
    });
    const before = await countRows(app.db, [...TABLES]);
    await expect(
      setTicketStatus(
        failingInsertsInto(app.db, 'notifications'),
        {
          ticketId: created.id,
          status: 'approved',
          meetingDate: undefined,
        },
        app.config,
      ),
    ).rejects.toThrow('insert into notifications refused (test)');
    expect(await getTicket(app.db, created.id, submitter.inventorId)).toMatchObject({
      status: 'pending',
    });
    expect(await countRows(app.db, [...TABLES])).toEqual(before);
  });

  it('is what the admin CLI runs: set-ticket-status writes exactly what setTicketStatus writes', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const created = await createTicket(app, submitter.inventorId, {
      fields: fields('Through the CLI'),
      drawing: undefined,
    });
    const res = await runCommand(ctx(), 'set-ticket-status', [String(created.id), 'refused']);
    expect(res).toEqual({
      code: 0,
      output: [`Ticket ${created.id} 'Through the CLI' is now refused; 1 inventor(s) notified.`],
    });
    expect((await notesOf(submitter.inventorId)).at(-1)?.message).toBe(
      "Your ticket 'Through the CLI' was refused",
    );
    expect((await activityOf(submitter.inventorId)).at(-1)).toEqual({
      activity_type: 'update',
      action: "Ticket 'Through the CLI' set to refused",
    });
  });
});
