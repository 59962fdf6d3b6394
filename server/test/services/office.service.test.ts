import { HttpError } from '@server/lib/http-error';
import { assignTicket, changeTicketStatus } from '@server/modules/tickets/office-tickets.service';
import { setInventorActive } from '@server/modules/inventors/office-inventors.service';
import { updateTicket } from '@server/modules/tickets/ticket-edit.service';
import { createTicket, ticketToChange } from '@server/modules/tickets/tickets.service';
import { setTicketStatus } from '@server/modules/tickets/ticket-status.service';
import { createUser } from '../helpers/fixtures';
import { describeEachDatabase } from '../helpers/test-app';
import { createOfficeUser } from '../routes/office/support';
import { countRows, failingInsertsInto } from './support';

const fields = (title: string) => ({
  title,
  summary: 'A mesh that condenses fog',
  context: 'Arid coastal villages',
  problem_identification: 'No drinking water',
});

const TABLES = ['notifications', 'activity_logs', 'ticket_history', 'audit_log'] as const;

describeEachDatabase('office services: one transaction per write', (ctx) => {
  it('a status change writes its history, notifications, activity and audit entry together, or nothing', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const office = await createOfficeUser(app.db);
    const ticket = await createTicket(app, submitter.inventorId, {
      fields: fields('Atomic status'),
      drawing: undefined,
    });
    for (const table of TABLES) {
      const before = await countRows(app.db, [...TABLES]);
      await expect(
        changeTicketStatus(
          failingInsertsInto(app.db, table),
          app.config,
          { userId: office.userId },
          ticket.id,
          {
            status: 'approved',
          },
        ),
      ).rejects.toThrow(`insert into ${table} refused (test)`);
      expect(await countRows(app.db, [...TABLES])).toEqual(before);
      const row = await app.db
        .selectFrom('tickets')
        .select('status')
        .where('id', '=', ticket.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
    }
    // needs_info without a message is refused by the service itself (the CLI and the route).
    await expect(
      setTicketStatus(
        app.db,
        {
          ticketId: ticket.id,
          status: 'needs_info',
          meetingDate: undefined,
        },
        app.config,
      ),
    ).rejects.toBeInstanceOf(HttpError);
  });

  it('an answer to needs_info goes back to pending and notifies the office together, or not at all', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const office = await createOfficeUser(app.db);
    const ticket = await createTicket(app, submitter.inventorId, {
      fields: fields('Atomic answer'),
      drawing: undefined,
    });
    await setTicketStatus(
      app.db,
      {
        ticketId: ticket.id,
        status: 'needs_info',
        meetingDate: undefined,
        message: 'Which coating?',
        actor: { userId: office.userId },
      },
      app.config,
    );
    const row = await ticketToChange(app.db, ticket.id, submitter.inventorId, 'edit');
    await expect(
      updateTicket(
        {
          db: failingInsertsInto(app.db, 'notifications'),
          uploads: app.uploads,
          config: app.config,
        },
        row,
        {
          fields: { summary: 'Titanium dioxide' },
          drawing: undefined,
        },
      ),
    ).rejects.toThrow('insert into notifications refused (test)');
    const after = await app.db
      .selectFrom('tickets')
      .select(['status', 'summary'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'needs_info', summary: 'A mesh that condenses fog' });
  });

  it('assignment and deactivation are audited in their transaction', async () => {
    const { app } = ctx();
    const submitter = await createUser(app.db);
    const office = await createOfficeUser(app.db);
    const ticket = await createTicket(app, submitter.inventorId, {
      fields: fields('Atomic assign'),
      drawing: undefined,
    });
    const failing = failingInsertsInto(app.db, 'audit_log');
    await expect(
      assignTicket(failing, { userId: office.userId }, ticket.id, office.userId),
    ).rejects.toThrow('insert into audit_log refused (test)');
    const assigned = await app.db
      .selectFrom('tickets')
      .select('assignee_id')
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(assigned.assignee_id).toBeNull();

    await expect(
      setInventorActive(failing, { userId: office.userId }, submitter.inventorId, false),
    ).rejects.toThrow('insert into audit_log refused (test)');
    const user = await app.db
      .selectFrom('users')
      .select('is_active')
      .where('id', '=', submitter.userId)
      .executeTakeFirstOrThrow();
    expect(user.is_active).toBe(1);
  });
});
