import { TestClient } from '../../helpers/client';
import { createUser } from '../../helpers/fixtures';
import { createOfficeUser } from '../office/support';
import { describeEachDatabase, MANAGER_PASSWORD } from '../../helpers/test-app';
import { nowIso } from '@server/lib/time';

const URL = '/api/accounts/create-account/';

describeEachDatabase('accounts: create account', (ctx) => {
  let n = 0;
  const newInventor = (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      email: `new.inventor${n}-${Date.now()}@example.org`,
      preferred_name: `New Inventor ${n}`,
      phone: '0611223344',
      orcid: '0000-0001-2345-6789',
      affiliation: 'CIE',
      name_variant: ['N. Inventor'],
      ...overrides,
    };
  };
  const bareInventor = async (email: string | null, name = 'Imported Person') =>
    (
      await ctx()
        .app.db.insertInto('inventors')
        .values({
          preferred_name: name,
          full_name: name,
          email,
          search_text: name.toLowerCase(),
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('creates a new inventor with an account: 201 credentials, must change password, mail queued, activity logged', async () => {
    const inventor = newInventor();
    const res = await new TestClient(ctx().app).post(URL, {
      shared_password: MANAGER_PASSWORD,
      inventor,
    });
    expect(res.statusCode).toBe(201);
    const { credentials } = res.json();
    expect(credentials.email).toBe(inventor.email);
    expect(credentials.password.length).toBeGreaterThanOrEqual(16);

    const db = ctx().app.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', inventor.email)
      .executeTakeFirstOrThrow();
    expect(user.must_change_password).toBe(1);
    expect(user.password_hash).not.toContain(credentials.password);
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', inventor.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your Inventor Portal account');
    expect(mail.text_body).toContain('http://portal.test');
    expect(mail.text_body).toContain(inventor.email);
    expect(mail.text_body).toContain(credentials.password);

    const client = new TestClient(ctx().app);
    const login = await client.login(credentials.email, credentials.password);
    expect(login.json().inventor).toMatchObject({
      preferred_name: inventor.preferred_name,
      affiliation: 'CIE',
      phone: '0611223344',
      orcid: '0000-0001-2345-6789',
      name_variant: ['N. Inventor'],
      must_change_password: true,
    });
    // Every other signed-in route waits for the first password change (password_change_required).
    await client.post('/api/accounts/change-password/', {
      old_password: credentials.password,
      new_password: 'a-fresh-passphrase-42',
    });
    const activity = await client.get('/api/accounts/activity-logs/');
    expect(activity.json().results).toEqual([
      expect.objectContaining({
        activity_type: 'add',
        action: 'Your Inventor Portal account was created',
      }),
    ]);
  });

  it('accepts the affiliation by id too', async () => {
    const uir = await ctx()
      .app.db.selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'UIR')
      .executeTakeFirstOrThrow();
    const inventor = newInventor({ affiliation: uir.id });
    const res = await new TestClient(ctx().app).post(URL, {
      shared_password: MANAGER_PASSWORD,
      inventor,
    });
    expect(res.statusCode).toBe(201);
    const login = await new TestClient(ctx().app).login(
      inventor.email,
      res.json().credentials.password,
    );
    expect(login.json().inventor.affiliation).toBe('UIR');
  });

  it('creates an account for an existing inventor chosen by id', async () => {
    await createOfficeUser(ctx().app.db);
    await createOfficeUser(ctx().app.db);
    const email = `imported-${Date.now()}@example.org`;
    const id = await bareInventor(email);
    const res = await new TestClient(ctx().app).post('/api/accounts/create-account', {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().credentials.email).toBe(email);
    const { db } = ctx().app;
    // The credentials and the opened-account notice, in that order.
    const mails = await db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    expect(mails).toHaveLength(2);
    // Every active office account's bell tells of it, and no one else's.
    const office = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'office')
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    const told = await db
      .selectFrom('notifications')
      .select(['user_id', 'inventor_id', 'is_read'])
      .where('event', '=', 'account.opened_for_inventor')
      .where('params', 'like', `%${email}%`)
      .orderBy('id')
      .execute();
    expect(office.length).toBeGreaterThan(0);
    expect(told).toEqual(office.map((u) => ({ user_id: u.id, inventor_id: null, is_read: 0 })));
    const login = await new TestClient(ctx().app).login(email, res.json().credentials.password);
    expect(login.json().inventor.id).toBe(id);
  });

  it('refuses a wrong shared password with 403 {error, detail} and creates nothing', async () => {
    const inventor = newInventor();
    const res = await new TestClient(ctx().app, '10.3.3.3').post(URL, {
      shared_password: 'not-the-password',
      inventor,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Invalid shared password.',
      detail: 'Invalid shared password.',
    });
    expect(
      await ctx()
        .app.db.selectFrom('inventors')
        .select('id')
        .where('email', '=', inventor.email)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('blocks the 11th wrong shared password from one IP with 429', async () => {
    const client = new TestClient(ctx().app, '10.4.4.4');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await client.post(URL, { shared_password: `wrong-${i}`, inventor: newInventor() }))
          .statusCode,
      ).toBe(403);
    }
    const blocked = await client.post(URL, {
      shared_password: MANAGER_PASSWORD,
      inventor: newInventor(),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (
        await new TestClient(ctx().app, '10.4.4.5').post(URL, {
          shared_password: MANAGER_PASSWORD,
          inventor: newInventor(),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers 409 when the email already has an account (new or existing inventor)', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    const dup = await client.post(URL, {
      shared_password: MANAGER_PASSWORD,
      inventor: newInventor({ email: user.email.toUpperCase() }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      detail: 'An account with this email already exists.',
      error: 'An account with this email already exists.',
    });
    const existing = await client.post(URL, {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: user.inventorId,
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error).toBe('An account with this email already exists.');
  });

  it('answers 409 when an inventor without an account already has the email (choose the existing one)', async () => {
    const email = `taken-${Date.now()}@example.org`;
    await bareInventor(email);
    const res = await new TestClient(ctx().app).post(URL, {
      shared_password: MANAGER_PASSWORD,
      inventor: newInventor({ email }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/Select the existing inventor/);
  });

  it('answers 404 for an unknown selected inventor and 400 for one without an email', async () => {
    const client = new TestClient(ctx().app);
    const unknown = await client.post(URL, {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: 987654,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Inventor not found.');
    const noEmail = await client.post(URL, {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: await bareInventor(null, 'No Mail'),
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toMatch(/no email/);
    const badId = await client.post(URL, {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: 'abc',
    });
    expect(badId.statusCode).toBe(400);
    expect(typeof badId.json().error).toBe('string');
  });

  it('answers validation failures with 400, `error` and the field lists of spec §5', async () => {
    const client = new TestClient(ctx().app);
    const noShared = await client.post(URL, { inventor: newInventor() });
    expect(noShared.statusCode).toBe(400);
    expect(noShared.json()).toMatchObject({
      error: 'Shared password is required',
      shared_password: ['Shared password is required'],
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: '' }, 'inventor.email', 'Email is required'],
      [{ email: 'nope' }, 'inventor.email', 'Invalid email'],
      [{ preferred_name: '' }, 'inventor.preferred_name', 'Preferred name is required'],
      [{ affiliation: '' }, 'inventor.affiliation', 'Affiliation is required'],
      [{ affiliation: 'Atlantis' }, 'inventor.affiliation', 'Unknown affiliation.'],
      [{ name_variant: ['ok', ''] }, 'inventor.name_variant', 'Name variant cannot be empty'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await client.post(URL, {
        shared_password: MANAGER_PASSWORD,
        inventor: newInventor(patch),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(res.json()[field]).toEqual([message]);
    }
    const nothing = await client.post(URL, { shared_password: MANAGER_PASSWORD });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('Email is required');
  });

  it('requires the CSRF header like every unsafe call', async () => {
    const client = new TestClient(ctx().app);
    await client.csrf();
    const res = await client.request('POST', URL, {
      json: { shared_password: MANAGER_PASSWORD, inventor: newInventor() },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/^CSRF Failed: /);
  });
});
