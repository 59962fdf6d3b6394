import { describeEachDatabase } from '../helpers/test-app';
import { TestClient } from '../helpers/client';
import { newUserClient, ticketFields } from '../routes/inventors/support';
import { runCommand } from './support';

describeEachDatabase('admin CLI: office accounts and needs_info', (ctx) => {
  it('create-office-user: prints the email and a generated password, queues the mail, audits', async () => {
    const { app, dialect } = ctx();
    const email = `tto-${dialect}-${Date.now()}@example.org`;
    const res = await runCommand(ctx(), 'create-office-user', [email, '--name', 'Nadia Benali']);
    expect(res.code).toBe(0);
    expect(res.output[0]).toBe(`Office account created. Email: ${email}`);
    const password = /^Password: (\S+)$/.exec(res.output[1])?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const user = await app.db
      .selectFrom('users')
      .select(['id', 'role', 'name', 'inventor_id', 'must_change_password'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'office',
      name: 'Nadia Benali',
      inventor_id: null,
      must_change_password: 1,
    });
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(password);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_id: null,
      action: 'user.create',
      summary: `Created office account '${email}'`,
    });

    // The password signs in; the account must change it before anything else.
    const client = new TestClient(app);
    const login = await client.login(email, password);
    expect(login.json()).toMatchObject({ role: 'office', inventor: null });
    const gated = await client.get('/api/office/tickets/');
    expect(gated.json()).toMatchObject({ code: 'password_change_required' });

    // Again with the same email (any case): refused, non-zero.
    const again = await runCommand(ctx(), 'create-office-user', [
      email.toUpperCase(),
      '--name',
      'Someone',
    ]);
    expect(again.code).toBe(1);
    expect(again.output[0]).toMatch(/already exists/);
    // An inventor's email is taken too.
    const { user: inventor } = await newUserClient(app);
    const taken = await runCommand(ctx(), 'create-office-user', [inventor.email, '--name', 'X']);
    expect(taken.code).toBe(1);
  });

  it('create-office-user: usage errors exit 2', async () => {
    expect((await runCommand(ctx(), 'create-office-user', [])).code).toBe(2);
    expect((await runCommand(ctx(), 'create-office-user', ['a@example.org'])).code).toBe(2);
    expect((await runCommand(ctx(), 'create-office-user', ['nope', '--name', 'N'])).code).toBe(2);
    const extra = await runCommand(ctx(), 'create-office-user', ['a@example.org', 'b', '--name=N']);
    expect(extra.code).toBe(2);
  });

  it('set-ticket-status needs_info needs --message, writes it to the history like the office route', async () => {
    const { app } = ctx();
    const submitter = await newUserClient(app);
    const created = await submitter.client.post('/api/inventors/ticket/create/', {
      ...ticketFields({ title: 'Rain sensor' }),
    });
    const id = created.json().id;
    const missing = await runCommand(ctx(), 'set-ticket-status', [String(id), 'needs_info']);
    expect(missing.code).toBe(2);
    expect(missing.output[0]).toMatch(/--message/);

    const res = await runCommand(ctx(), 'set-ticket-status', [
      String(id),
      'needs_info',
      '--message',
      'Add the calibration data.',
    ]);
    expect(res).toEqual({
      code: 0,
      output: [`Ticket ${id} 'Rain sensor' is now needs_info; 1 inventor(s) notified.`],
    });
    const history = await app.db
      .selectFrom('ticket_history')
      .select(['status', 'message', 'by_user_id'])
      .where('ticket_id', '=', id)
      .execute();
    expect(history).toEqual([
      { status: 'needs_info', message: 'Add the calibration data.', by_user_id: null },
    ]);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('target_id', '=', id)
      .where('target_type', '=', 'ticket')
      .execute();
    expect(audit).toEqual([{ actor_id: null, action: 'ticket.status' }]);
    // The submitter may edit again.
    const edit = await submitter.client.patch(`/api/inventors/ticket/${id}/`, { summary: 'More' });
    expect(edit.json()).toMatchObject({ status: 'pending' });

    // A draft is not found, as for the office.
    const draft = await submitter.client.post('/api/inventors/ticket/create/', {
      ...ticketFields({ title: 'Draft' }),
      is_draft: true,
    });
    const onDraft = await runCommand(ctx(), 'set-ticket-status', [
      String(draft.json().id),
      'approved',
    ]);
    expect(onDraft.code).toBe(1);
  });
});
