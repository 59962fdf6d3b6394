import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { TestClient } from '../../helpers/client';
import { createUser, type UserFixture } from '../../helpers/fixtures';
import { describeEachDatabase, MANAGER_PASSWORD } from '../../helpers/test-app';

const NBSP = '\u00a0';
const FRENCH_BROWSER = { 'accept-language': 'fr-FR,fr;q=0.9' };

/** An account whose stored language is French. */
async function frenchUser(db: Kysely<DB>): Promise<UserFixture> {
  const user = await createUser(db);
  await db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.userId).execute();
  return user;
}

describeEachDatabase('language: error answers in the caller’s language', (ctx) => {
  it('answers a French account in French: detail and every field list', async () => {
    const user = await frenchUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);

    const profile = await client.put('/api/accounts/me/', { preferred_name: '', email: 'nope' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({
      detail: 'Le nom complet est obligatoire',
      preferred_name: ['Le nom complet est obligatoire'],
      email: ['E-mail invalide'],
    });

    const password = await client.post('/api/accounts/change-password/', {
      old_password: 'not-my-password',
      new_password: 'a-fresh-passphrase-42',
    });
    expect(password.json()).toEqual({
      detail: 'Le mot de passe actuel est incorrect.',
      old_password: ['Le mot de passe actuel est incorrect.'],
    });

    const missing = await client.get('/api/inventors/ticket/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Introuvable.' });
    expect((await client.get('/api/no-such-route/')).json()).toEqual({ detail: 'Introuvable.' });
  });

  it('keeps `error` (read by the create screens) and `code` as they are beside a French detail', async () => {
    const user = await frenchUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const ticket = await client.post('/api/inventors/ticket/create/', {
      summary: 's',
      context: 'c',
      problem_identification: 'p',
    });
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json()).toEqual({
      detail: 'Le titre est obligatoire',
      title: ['Le titre est obligatoire'],
      error: 'Title is required',
    });

    const created = await new TestClient(ctx().app, '10.9.0.1').request(
      'POST',
      '/api/accounts/create-account/',
      {
        json: {
          shared_password: MANAGER_PASSWORD,
          inventor: {
            email: `fr-${Date.now()}@example.org`,
            preferred_name: 'Léa',
            affiliation: 'CIE',
          },
        },
        headers: FRENCH_BROWSER,
      },
    );
    const generated = new TestClient(ctx().app);
    await generated.login(created.json().credentials.email, created.json().credentials.password);
    const blocked = await generated.get('/api/inventors/tickets/');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      detail: 'Changez d’abord votre mot de passe.',
      code: 'password_change_required',
    });
  });

  it('follows the account, not the browser, once signed in', async () => {
    const french = await frenchUser(ctx().app.db);
    const frenchClient = new TestClient(ctx().app);
    await frenchClient.login(french.email, french.password);
    const answer = await frenchClient.request('GET', '/api/inventors/ticket/999999', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(answer.json()).toEqual({ detail: 'Introuvable.' });

    const english = await createUser(ctx().app.db);
    const englishClient = new TestClient(ctx().app);
    await englishClient.login(english.email, english.password);
    const englishAnswer = await englishClient.request('GET', '/api/inventors/ticket/999999', {
      headers: FRENCH_BROWSER,
    });
    expect(englishAnswer.body).toBe('{"detail":"Not found."}');
  });

  it('answers an anonymous caller in the best of en and fr in Accept-Language', async () => {
    const client = new TestClient(ctx().app, '10.9.0.2');
    const login = (body: unknown, headers: Record<string, string>) =>
      client.request('POST', '/api/accounts/login/', { json: body, headers });

    const wrong = await login(
      { email: 'nobody@example.org', password: 'wrong-one' },
      FRENCH_BROWSER,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'E-mail ou mot de passe incorrect.' });
    expect((await login({}, FRENCH_BROWSER)).json()).toEqual({
      detail: 'Veuillez remplir tous les champs',
      email: ['Veuillez remplir tous les champs'],
      password: ['Veuillez remplir tous les champs'],
    });
    const csrf = await client.request('POST', '/api/accounts/login/', {
      json: {},
      csrf: false,
      headers: FRENCH_BROWSER,
    });
    expect(csrf.statusCode).toBe(403);
    expect(csrf.json()).toEqual({
      detail: `Échec de la vérification CSRF${NBSP}: jeton CSRF absent ou incorrect.`,
    });

    // English, byte for byte as before, without the header or when English is preferred.
    const english = await login({ email: 'nobody@example.org', password: 'wrong-one' }, {});
    expect(english.body).toBe('{"detail":"Invalid email or password."}');
    const preferred = await login(
      { email: 'nobody@example.org', password: 'wrong-one' },
      { 'accept-language': 'en-US,fr;q=0.5' },
    );
    expect(preferred.body).toBe('{"detail":"Invalid email or password."}');
  });

  it('answers a rate limit in French, with its Retry-After', async () => {
    const client = new TestClient(ctx().app, '10.9.0.3');
    const user = await createUser(ctx().app.db);
    let last = await client.request('POST', '/api/accounts/login/', {
      json: { email: user.email, password: 'wrong-password' },
      headers: FRENCH_BROWSER,
    });
    for (let attempt = 1; attempt < 11; attempt += 1) {
      last = await client.request('POST', '/api/accounts/login/', {
        json: { email: user.email, password: 'wrong-password' },
        headers: FRENCH_BROWSER,
      });
    }
    expect(last.statusCode).toBe(429);
    const seconds = Number(last.headers['retry-after']);
    expect(last.json()).toEqual({
      detail: `Trop de tentatives. Réessayez dans ${seconds} secondes.`,
    });
  });
});

describeEachDatabase('language: PUT me with the language alone', (ctx) => {
  it('changes only the language and answers me', async () => {
    const user = await createUser(ctx().app.db, { preferredName: 'Ada' });
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const before = (await client.get('/api/accounts/me/')).json();

    const switched = await client.put('/api/accounts/me/', { language: 'fr' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ ...before, language: 'fr' });
    expect((await client.get('/api/accounts/me/')).json()).toEqual({ ...before, language: 'fr' });

    const back = await client.request('PUT', '/api/accounts/me/', {
      multipart: { language: 'en' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(before);
  });

  it('refuses anything but en and fr with 400 {language}, in the account’s language', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const german = await client.put('/api/accounts/me/', { language: 'de' });
    expect(german.statusCode).toBe(400);
    expect(german.body).toBe(
      '{"detail":"Language must be en or fr.","language":["Language must be en or fr."]}',
    );
    expect((await client.put('/api/accounts/me/', { language: null })).json().language).toEqual([
      'Language must be en or fr.',
    ]);

    await client.put('/api/accounts/me/', { language: 'fr' });
    const refused = await client.put('/api/accounts/me/', { language: 'de' });
    const french = `La langue doit être «${NBSP}en${NBSP}» ou «${NBSP}fr${NBSP}».`;
    expect(refused.json()).toEqual({ detail: french, language: [french] });
    expect((await client.get('/api/accounts/me/')).json().language).toBe('fr');
  });

  it('still validates the whole profile when other fields come with the language', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const res = await client.put('/api/accounts/me/', { language: 'fr', phone_number: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().preferred_name).toEqual(['Full name is required']);
    expect((await client.get('/api/accounts/me/')).json().language).toBe('en');
    expect(
      (await new TestClient(ctx().app).put('/api/accounts/me/', { language: 'fr' })).statusCode,
    ).toBe(401);
  });
});
