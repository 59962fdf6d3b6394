import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, signIn, submitTicket } from './support';

describeEachDatabase('office API: inventors', (ctx) => {
  it('answers 401 and 403 on every inventors route', async () => {
    const { app } = ctx();
    const anonymous = new TestClient(app);
    const { user, client: inventor } = await newUserClient(app);
    const routes: Array<['GET' | 'POST' | 'PATCH', string]> = [
      ['GET', '/api/office/inventors/'],
      ['POST', '/api/office/inventors/'],
      ['PATCH', `/api/office/inventors/${user.inventorId}/`],
      ['POST', `/api/office/inventors/${user.inventorId}/deactivate/`],
      ['POST', `/api/office/inventors/${user.inventorId}/reactivate/`],
    ];
    for (const [method, url] of routes) {
      expect([url, (await anonymous.request(method, url, { json: {} })).statusCode]).toEqual([
        url,
        401,
      ]);
      const refused = await inventor.request(method, url, { json: {} });
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        403,
        { detail: 'Office staff only.' },
      ]);
    }
  });

  it('lists inventors newest first with email, account state and counts; searches names and email', async () => {
    const { app, dialect } = ctx();
    const tag = `dir${dialect}${Date.now().toString(36)}`;
    const { user: amina, client: aminaClient } = await newUserClient(app, {
      preferredName: `Amina ${tag}`,
      affiliation: 'CIE',
    });
    const { user: omar } = await newUserClient(app, { preferredName: `Omar ${tag}` });
    await submitTicket(aminaClient, { inventors: [omar.inventorId] });
    await submitTicket(aminaClient, { is_draft: true });
    const { client } = await newOfficeClient(app);

    const res = await client.get(`/api/office/inventors/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(2);
    expect(page.results.map((i: { id: number }) => i.id)).toEqual([
      omar.inventorId,
      amina.inventorId,
    ]);
    expect(page.results[1]).toEqual({
      id: amina.inventorId,
      preferred_name: `Amina ${tag}`,
      full_name: `Amina ${tag}`,
      affiliation: 'CIE',
      image: null,
      avatar: null,
      email: amina.email,
      phone: null,
      orcid: null,
      name_variant: [],
      has_account: true,
      is_active: true,
      tickets_count: 1,
      patents_count: 0,
    });
    expect(page.results[0]).toMatchObject({ tickets_count: 1 });
    const byEmail = await client.get(
      `/api/office/inventors/?search=${encodeURIComponent(amina.email.toUpperCase())}`,
    );
    expect(byEmail.json().results.map((i: { id: number }) => i.id)).toEqual([amina.inventorId]);
    expect((await client.get('/api/office/inventors/?search=')).statusCode).toBe(200);
  });

  it('creates an inventor without an account, then one with an account whose credentials are mailed', async () => {
    const { app, dialect } = ctx();
    const { office, client } = await newOfficeClient(app);
    const email = `lea-${dialect}-${Date.now()}@example.org`;
    const plain = await client.post('/api/office/inventors/', {
      email,
      preferred_name: 'Léa Martin',
      affiliation: 'UIR',
      phone: '0612345678',
      name_variant: ['L. Martin'],
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      preferred_name: 'Léa Martin',
      email,
      affiliation: 'UIR',
      phone: '0612345678',
      name_variant: ['L. Martin'],
      has_account: false,
      is_active: true,
      tickets_count: 0,
    });
    expect(plain.body).not.toContain('password');
    // Searchable by its name variant at once.
    const found = await client.get('/api/office/inventors/?search=l.%20martin');
    expect(found.json().results.map((i: { id: number }) => i.id)).toContain(plain.json().id);

    const accountEmail = `karim-${dialect}-${Date.now()}@example.org`;
    const withAccount = await client.post('/api/office/inventors/', {
      email: accountEmail,
      preferred_name: 'Karim',
      affiliation: 'CIE',
      create_account: true,
    });
    expect(withAccount.statusCode).toBe(201);
    expect(withAccount.json()).toMatchObject({ has_account: true, is_active: true });
    expect(withAccount.body).not.toMatch(/password/i);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', accountEmail)
      .executeTakeFirstOrThrow();
    const password = /Password: (\S+)/.exec(mail.text_body)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const login = await new TestClient(app).login(accountEmail, password);
    expect(login.json().inventor).toMatchObject({ must_change_password: true });

    const audit = (await client.get(`/api/office/audit/?actor=${office.userId}`)).json();
    expect(
      audit.results.map((a: { action: string; summary: string }) => [a.action, a.summary]),
    ).toEqual([
      ['inventor.create', "Created inventor 'Karim' with an account"],
      ['inventor.create', "Created inventor 'Léa Martin'"],
    ]);

    // Taken emails: 409, whatever the case.
    const again = await client.post('/api/office/inventors/', {
      email: accountEmail.toUpperCase(),
      preferred_name: 'Karim 2',
      affiliation: 'CIE',
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { detail: 'An account with this email already exists.' },
    ]);
    const inventorTaken = await client.post('/api/office/inventors/', {
      email,
      preferred_name: 'Léa 2',
      affiliation: 'CIE',
      create_account: true,
    });
    expect([inventorTaken.statusCode, inventorTaken.json()]).toEqual([
      409,
      { detail: 'An inventor with this email already exists.' },
    ]);
  });

  it('answers 400 per field with the spec §5 messages', async () => {
    const { app } = ctx();
    const { client } = await newOfficeClient(app);
    const empty = await client.post('/api/office/inventors/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      email: ['Email is required'],
      preferred_name: ['Preferred name is required'],
      affiliation: ['Affiliation is required'],
    });
    const bad = await client.post('/api/office/inventors/', {
      email: 'not-an-email',
      preferred_name: 'x'.repeat(151),
      affiliation: 'CIE',
      phone: '123456789012',
      orcid: 'x'.repeat(20),
    });
    expect(bad.json()).toMatchObject({
      email: ['Invalid email'],
      preferred_name: ['Preferred name must be at most 150 characters'],
      phone: ['Max 11 digits'],
      orcid: ['Max 19 characters'],
    });
    const affiliation = await client.post('/api/office/inventors/', {
      email: 'new-affiliation@example.org',
      preferred_name: 'New',
      affiliation: 'Nowhere',
    });
    expect(affiliation.json()).toEqual({
      detail: 'Unknown affiliation.',
      affiliation: ['Unknown affiliation.'],
    });
  });

  it('edits only the fields sent; a new email is the account’s too; 404 and 409', async () => {
    const { app, dialect } = ctx();
    const { user, client: inventor } = await newUserClient(app, { preferredName: 'Yasmine' });
    const { user: other } = await newUserClient(app);
    await app.db
      .updateTable('inventors')
      .set({ phone: '0611111111' })
      .where('id', '=', user.inventorId)
      .execute();
    const { client } = await newOfficeClient(app);
    const url = `/api/office/inventors/${user.inventorId}/`;

    const res = await client.patch(url, { orcid: '0000-0002-1825-0097', affiliation: 'UIR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      preferred_name: 'Yasmine',
      phone: '0611111111',
      orcid: '0000-0002-1825-0097',
      affiliation: 'UIR',
    });
    const cleared = await client.patch(url, { phone: null, name_variant: ['Y. B.'] });
    expect(cleared.json()).toMatchObject({ phone: null, name_variant: ['Y. B.'] });

    const newEmail = `yasmine-${dialect}-${Date.now()}@example.org`;
    expect((await client.patch(url, { email: newEmail })).json().email).toBe(newEmail);
    // The account's sessions end with a new sign-in email (security/office-email-change.test.ts).
    expect((await inventor.get('/api/accounts/me/')).statusCode).toBe(401);
    const again = await signIn(app, user);
    expect((await again.get('/api/accounts/me/')).json().email).toBe(newEmail);

    const taken = await client.patch(url, { email: other.email });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { detail: 'An account with this email already exists.' },
    ]);
    const invalid = await client.patch(url, { preferred_name: '' });
    expect(invalid.json()).toMatchObject({ preferred_name: ['Preferred name is required'] });
    expect((await client.patch('/api/office/inventors/999999/', { phone: null })).statusCode).toBe(
      404,
    );
  });

  it('deactivates an account (its sessions end at once) and reactivates it', async () => {
    const { app } = ctx();
    const { user, client: inventor } = await newUserClient(app);
    const { client } = await newOfficeClient(app);
    const res = await client.post(`/api/office/inventors/${user.inventorId}/deactivate/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.inventorId, has_account: true, is_active: false });
    expect((await inventor.get('/api/accounts/me/')).statusCode).toBe(401);
    const login = await new TestClient(app).post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
    });
    expect([login.statusCode, login.json()]).toEqual([
      403,
      { detail: 'This account is deactivated.' },
    ]);

    const back = await client.post(`/api/office/inventors/${user.inventorId}/reactivate/`);
    expect(back.json()).toMatchObject({ is_active: true });
    await new TestClient(app).login(user.email, user.password);

    expect((await client.post('/api/office/inventors/999999/deactivate/')).statusCode).toBe(404);
    const created = await client.post('/api/office/inventors/', {
      email: `no-account-${Date.now()}@example.org`,
      preferred_name: 'No Account',
      affiliation: 'CIE',
    });
    const noAccount = await client.post(`/api/office/inventors/${created.json().id}/deactivate/`);
    expect([noAccount.statusCode, noAccount.json()]).toEqual([
      409,
      { detail: 'This inventor has no account.' },
    ]);
    const audit = (await client.get('/api/office/audit/?target_type=inventor')).json();
    expect(audit.results.map((a: { action: string }) => a.action).slice(1, 3)).toEqual([
      'inventor.reactivate',
      'inventor.deactivate',
    ]);
  });
});
