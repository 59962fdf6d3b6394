import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { describeEachDatabase } from '../helpers/test-app';
import { createInventor } from '../routes/inventors/support';
import { newOfficeClient } from '../routes/office/support';

/*
 * Issue 28, finding "silent email change": any office user could change an inventor's sign-in
 * email with no notice to the old address, the sessions left open, and an audit entry that
 * said only "Updated inventor".
 */
describeEachDatabase('security: the office changing an inventor’s sign-in email', (ctx) => {
  it('tells the old address, ends the account’s sessions, and audits both addresses', async () => {
    const { app } = ctx();
    const inventor = await createUser(app.db);
    const session = new TestClient(app);
    await session.login(inventor.email, inventor.password);
    const { office, client } = await newOfficeClient(app);
    const newEmail = `moved-${Date.now()}@example.org`;

    const res = await client.patch(`/api/office/inventors/${inventor.inventorId}/`, {
      email: newEmail,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(newEmail);

    expect((await session.get('/api/accounts/me/')).statusCode).toBe(401);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', inventor.email)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      'The email of your Inventor Portal account was changed',
    ]);
    expect(mails[0].text_body).toContain(`from ${inventor.email} to ${newEmail}`);
    expect(mails[0].text_body).toContain('every open session of the account was signed out');

    const audit = (await client.get(`/api/office/audit/?actor=${office.userId}`)).json();
    expect(audit.results[0].action).toBe('inventor.update');
    expect(audit.results[0].summary).toContain(inventor.email);
    expect(audit.results[0].summary).toContain(newEmail);

    // The account signs in with the new address only.
    expect((await new TestClient(app).login(newEmail, inventor.password)).statusCode).toBe(200);
  });

  it('leaves the sessions and sends nothing when the email does not change', async () => {
    const { app } = ctx();
    const inventor = await createUser(app.db);
    const session = new TestClient(app);
    await session.login(inventor.email, inventor.password);
    const { client } = await newOfficeClient(app);
    const res = await client.patch(`/api/office/inventors/${inventor.inventorId}/`, {
      email: inventor.email,
      phone: '0612345678',
    });
    expect(res.statusCode).toBe(200);
    expect((await session.get('/api/accounts/me/')).statusCode).toBe(200);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', inventor.email)
      .execute();
    expect(mails).toEqual([]);
  });

  it('audits both addresses of an inventor without an account too (no mail: no account)', async () => {
    const { app } = ctx();
    const id = await createInventor(app.db, `No Account ${Date.now()}`);
    const { office, client } = await newOfficeClient(app);
    const first = `first-${Date.now()}@example.org`;
    await client.patch(`/api/office/inventors/${id}/`, { email: first });
    const res = await client.patch(`/api/office/inventors/${id}/`, { email: `second-${first}` });
    expect(res.statusCode).toBe(200);
    const audit = (await client.get(`/api/office/audit/?actor=${office.userId}`)).json();
    expect(audit.results[0].summary).toContain(`from ${first} to second-${first}`);
    expect(
      await app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', first).execute(),
    ).toEqual([]);
  });
});
