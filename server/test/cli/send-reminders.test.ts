import { sql } from 'kysely';
import { Client } from 'pg';
import { runDisclosureReminderJob } from '@server/modules/attestation/disclosure-reminders.job';
import { englishOf } from '../helpers/feed';
import { describeEachDatabase } from '../helpers/test-app';
import { newOfficeClient, submitTicket } from '../routes/office/support';
import { newUserClient } from '../routes/inventors/support';
import { runCommand } from './support';

/** `YYYY-MM-DD` `days` after `date`. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('admin CLI: send-reminders', (ctx) => {
  it('run twice with --now 14 days before the date, reminds each inventor and the office once, in their language', async () => {
    const { app } = ctx();
    // A date of its own: other tests' tickets are never due on it.
    const date = '2031-05-20';
    const now = `${plusDays(date, -14)}T08:30:00Z`;
    const ada = await newUserClient(app, { preferredName: 'Ada' });
    const ben = await newUserClient(app, { preferredName: 'Ben' });
    await app.db
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', ben.user.userId)
      .execute();
    const { office } = await newOfficeClient(app);
    const due = await submitTicket(ada.client, {
      title: 'Fog mesh',
      inventors: [ben.user.inventorId],
      public_disclosure_date: date,
      public_disclosure_kind: 'paper',
    });
    // Not reminded: 13 days ahead, approved, a draft.
    await submitTicket(ada.client, { title: 'Later', public_disclosure_date: plusDays(date, 1) });
    const approved = await submitTicket(ada.client, {
      title: 'Approved',
      public_disclosure_date: date,
    });
    await runCommand(ctx(), 'set-ticket-status', [String(approved.id), 'approved']);
    await submitTicket(ada.client, {
      title: 'Draft',
      public_disclosure_date: date,
      is_draft: true,
    });
    const officeUsers = await app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'office')
      .where('is_active', '=', 1)
      .execute();
    const expected = 2 + officeUsers.length;

    const first = await runCommand(ctx(), 'send-reminders', ['--now', now]);
    expect(first).toEqual({
      code: 0,
      output: [
        `Disclosure reminders as of ${new Date(now).toISOString()}: 1 ticket(s) due, ${expected} reminder(s) sent.`,
        `Review reminders as of ${new Date(now).toISOString()}: 0 review(s) due, 0 reminder(s) sent.`,
      ],
    });
    const second = await runCommand(ctx(), 'send-reminders', [`--now=${now}`]);
    expect(second.output).toEqual([
      `Disclosure reminders as of ${new Date(now).toISOString()}: 1 ticket(s) due, 0 reminder(s) sent.`,
      `Review reminders as of ${new Date(now).toISOString()}: 0 review(s) due, 0 reminder(s) sent.`,
    ]);
    // The server's job (with its lock on PostgreSQL) finds nothing left either.
    expect(
      await runDisclosureReminderJob(
        { db: app.db, dialect: ctx().dialect },
        ctx().config,
        new Date(now),
      ),
    ).toEqual({ tickets: 1, sent: 0 });

    const message = `Ticket 'Fog mesh': public disclosure on ${date}, in 14 days`;
    const notes = (
      await app.db
        .selectFrom('notifications')
        .select(['inventor_id', 'user_id', 'event', 'params'])
        .execute()
    ).filter((note) => englishOf(note) === message);
    expect(notes).toHaveLength(expected);
    expect(notes.filter((n) => n.inventor_id === ada.user.inventorId)).toHaveLength(1);
    expect(notes.filter((n) => n.inventor_id === ben.user.inventorId)).toHaveLength(1);
    expect(notes.filter((n) => n.user_id === office.userId)).toHaveLength(1);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('subject', 'like', '%Fog mesh%')
      .where('subject', 'like', '%14%')
      .execute();
    expect(mails).toHaveLength(expected);
    expect(mails.find((m) => m.to_address === ada.user.email)?.subject).toBe(
      '“Fog mesh”: public disclosure in 14 days',
    );
    expect(mails.find((m) => m.to_address === ben.user.email)?.subject).toBe(
      '«\u00a0Fog mesh\u00a0»\u00a0: divulgation publique dans 14\u00a0jours',
    );
    const keys = await app.db
      .selectFrom('disclosure_reminders')
      .select(['days', 'recipient_kind'])
      .where('ticket_id', '=', due.id)
      .execute();
    expect(keys).toHaveLength(expected);
    expect(new Set(keys.map((k) => k.days))).toEqual(new Set([14]));

    // Seven days later the 7-day reminder goes out, once.
    const later = `${plusDays(date, -7)}T23:59:00Z`;
    expect((await runCommand(ctx(), 'send-reminders', ['--now', later])).output[0]).toContain(
      `${expected} reminder(s) sent`,
    );
    expect((await runCommand(ctx(), 'send-reminders', ['--now', later])).output[0]).toContain(
      '0 reminder(s) sent',
    );
  });

  it('on PostgreSQL, the server job skips its run while another instance holds the lock', async () => {
    const { app, dialect, config } = ctx();
    if (dialect !== 'postgres' || !config.databaseUrl) return;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      app.db,
    );
    const other = new Client({ connectionString: config.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1, hashtext($2))', [0x4950524d, rows[0].schema]);
      expect(await runDisclosureReminderJob({ db: app.db, dialect }, config)).toBeNull();
      await other.query('select pg_advisory_unlock($1, hashtext($2))', [
        0x4950524d,
        rows[0].schema,
      ]);
      expect(await runDisclosureReminderJob({ db: app.db, dialect }, config)).toEqual({
        tickets: expect.any(Number),
        sent: expect.any(Number),
      });
    } finally {
      await other.end();
    }
  });

  it('refuses a --now that is not an ISO date and unexpected arguments', async () => {
    expect(await runCommand(ctx(), 'send-reminders', ['--now', 'tomorrow'])).toEqual({
      code: 2,
      output: [
        "--now needs an ISO date or date-time, got 'tomorrow'",
        'Usage: send-reminders [--now ISO]',
      ],
    });
    expect((await runCommand(ctx(), 'send-reminders', ['extra'])).code).toBe(2);
  });
});
