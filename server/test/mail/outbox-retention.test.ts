import fs from 'node:fs';
import path from 'node:path';
import { TestClient } from '../helpers/client';
import { describeEachDatabase, MANAGER_PASSWORD } from '../helpers/test-app';

describeEachDatabase('mail outbox: what stays after delivery', (ctx) => {
  it('blanks a delivered mail’s body (the generated password) and keeps recipient, subject and dates as the record', async () => {
    const { app, dataDir } = ctx();
    const email = `outbox-${ctx().dialect}-${Date.now()}@example.org`;
    const created = await new TestClient(app).post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
      inventor: { email, preferred_name: 'Outbox Person', affiliation: 'CIE' },
    });
    expect(created.statusCode).toBe(201);
    const { password } = created.json().credentials as { password: string };
    const queued = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(queued.text_body).toContain(password);

    expect(await app.mail.flush()).toMatchObject({ sent: 1 });
    const delivered = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(delivered).toMatchObject({
      status: 'sent',
      to_address: email,
      subject: queued.subject,
      created_at: queued.created_at,
      text_body: '',
    });
    expect(delivered.sent_at).toBeTruthy();
    // The mail itself went out whole (here: the .eml file of the development transport).
    const files = fs
      .readdirSync(path.join(dataDir, 'mail'))
      .map((f) => fs.readFileSync(path.join(dataDir, 'mail', f), 'utf8'));
    expect(files.some((raw) => raw.includes(email) && raw.includes('Outbox Person'))).toBe(true);
  });
});
