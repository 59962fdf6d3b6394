import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { createOfficeUser, newOfficeClient, newUserClient, submitTicket } from './support';

describeEachDatabase(
  'office accounts: me, login and the inventor API without an inventor',
  (ctx) => {
    it('answers me with role office and inventor null', async () => {
      const { app } = ctx();
      const { office, client } = await newOfficeClient(app);
      const res = await client.get('/api/accounts/me/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        email: office.email,
        role: 'office',
        language: 'en',
        two_factor_enabled: true,
        sign_in_method: 'password',
        inventor: null,
      });
      expect(Object.keys(res.json())).toEqual([
        'email',
        'role',
        'language',
        'two_factor_enabled',
        'sign_in_method',
        'inventor',
      ]);
    });

    it('signs an office account in with inventor null; the set-up gate then asks for two-factor sign-in', async () => {
      const { app } = ctx();
      const office = await createOfficeUser(app.db, { twoFactor: false });
      const client = new TestClient(app);
      const login = await client.login(office.email, office.password);
      expect(login.json()).toEqual({
        email: office.email,
        role: 'office',
        language: 'en',
        two_factor_enabled: false,
        sign_in_method: 'password',
        inventor: null,
      });
      const gated = await client.get('/api/office/tickets/');
      expect(gated.json()).toEqual({
        detail: 'Set up two-factor sign-in first.',
        code: 'two_factor_required',
      });
    });

    it('asks an office account with a generated password to change it first', async () => {
      const { app } = ctx();
      const { client } = await newOfficeClient(app, { mustChangePassword: true });
      const res = await client.get('/api/office/tickets/');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: 'Change your password first.',
        code: 'password_change_required',
      });
    });

    it('answers every inventor route sensibly for an office account without an inventor (never a 500)', async () => {
      const { app } = ctx();
      const { user, client: inventor } = await newUserClient(app);
      const ticket = await submitTicket(inventor);
      const { client } = await newOfficeClient(app);
      const empty = { count: 0, next: null, previous: null, results: [] };

      expect((await client.get('/api/inventors/tickets/')).json()).toEqual(empty);
      expect((await client.get('/api/inventors/patents')).json()).toEqual(empty);
      expect((await client.get('/api/inventors/inventor/co-inventors')).json()).toEqual(empty);
      expect((await client.get('/api/accounts/activity-logs/')).json()).toEqual(empty);
      expect((await client.get('/api/accounts/notifications/')).json()).toEqual({
        ...empty,
        unread_count: 0,
      });
      expect((await client.put('/api/accounts/notifications/')).json()).toEqual({ updated: 0 });
      for (const url of [`/api/inventors/ticket/${ticket.id}`, '/api/inventors/patent/1']) {
        const res = await client.get(url);
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      expect(
        (await client.patch(`/api/inventors/ticket/${ticket.id}/`, { title: 'x' })).statusCode,
      ).toBe(404);
      expect((await client.delete(`/api/inventors/ticket/${ticket.id}/`)).statusCode).toBe(404);
      expect((await client.put('/api/accounts/notifications/1/')).statusCode).toBe(404);
      const create = await client.request('POST', '/api/inventors/ticket/create/', {
        json: { title: 't', summary: 's', context: 'c', problem_identification: 'p' },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toMatchObject({ detail: 'Only inventors can submit tickets.' });
      expect((await client.get(`/api/inventors/inventor/${user.inventorId}`)).statusCode).toBe(200);
      expect(
        (await client.post('/api/inventors/inventors/search/', { name: 'Inventor' })).statusCode,
      ).toBe(200);

      // The profile: only the language can change.
      const profile = await client.put('/api/accounts/me/', {
        preferred_name: 'Office',
        email: 'office@example.org',
      });
      expect(profile.statusCode).toBe(403);
      expect(profile.json()).toEqual({
        detail: 'This account has no inventor profile: only its language can be changed.',
      });
      const language = await client.put('/api/accounts/me/', { language: 'fr' });
      expect(language.statusCode).toBe(200);
      expect(language.json()).toMatchObject({ language: 'fr', inventor: null });
    });
  },
);
