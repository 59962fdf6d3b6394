import { randomBytes, scryptSync } from 'node:crypto';
import { nowIso } from '@server/lib/time';
import { GENERATED_PASSWORD_EXPIRED } from '@server/modules/accounts/sign-in.service';
import { languageFromAcceptLanguage } from '@server/lib/language';
import { setAccountActive } from '@server/modules/accounts/accounts.service';
import { totpCode } from '@server/modules/two-factor/two-factor.service';
import { TestClient } from '../../helpers/client';
import { createUser } from '../../helpers/fixtures';
import { describeEachDatabase, MANAGER_PASSWORD, type TestContext } from '../../helpers/test-app';

const CHANGE_PASSWORD_FIRST = {
  detail: 'Change your password first.',
  code: 'password_change_required',
};
const SET_UP_2FA_FIRST = {
  detail: 'Set up two-factor sign-in first.',
  code: 'two_factor_required',
};
const CURRENT_PASSWORD = {
  detail: 'Enter your current password to change your email.',
  current_password: ['Enter your current password to change your email.'],
};

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${(counter += 1)}-${Date.now()}@example.org`;

/** An account made through create-account: its generated credentials. */
async function generatedAccount(ctx: TestContext, headers: Record<string, string> = {}) {
  const email = uniqueEmail('generated');
  const res = await new TestClient(ctx.app, '10.8.0.1').request(
    'POST',
    '/api/accounts/create-account/',
    {
      json: {
        shared_password: MANAGER_PASSWORD,
        inventor: { email, preferred_name: 'Generated Person', affiliation: 'CIE' },
      },
      headers,
    },
  );
  expect(res.statusCode).toBe(201);
  return res.json().credentials as { email: string; password: string };
}

const outboxFor = (ctx: TestContext, email: string) =>
  ctx.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describeEachDatabase(
  'accounts: a generated password must be changed first (server-side)',
  (ctx) => {
    it('answers 403 password_change_required on GET /api/inventors/tickets/ until the password is changed', async () => {
      const credentials = await generatedAccount(ctx());
      const client = new TestClient(ctx().app);
      await client.login(credentials.email, credentials.password);
      for (const path of [
        '/api/inventors/tickets/',
        '/api/accounts/notifications/',
        '/api/accounts/activity-logs/',
        '/api/inventors/patents',
      ]) {
        const res = await client.get(path);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(CHANGE_PASSWORD_FIRST);
      }
      expect((await client.post('/api/inventors/ticket/create/', {})).json()).toEqual(
        CHANGE_PASSWORD_FIRST,
      );

      // Open meanwhile: me (read and save), the 2fa routes, public routes, and the way out.
      expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);
      const me = (await client.get('/api/accounts/me/')).json();
      expect(
        (
          await client.put('/api/accounts/me/', {
            preferred_name: 'Generated Person',
            email: me.email,
            language: 'fr',
          })
        ).statusCode,
      ).toBe(200);
      expect((await client.post('/api/accounts/2fa/setup/')).statusCode).toBe(200);
      expect((await client.get('/api/inventors/affiliations/')).statusCode).toBe(200);
      const changed = await client.post('/api/accounts/change-password/', {
        old_password: credentials.password,
        new_password: 'a-fresh-passphrase-42',
      });
      expect(changed.statusCode).toBe(200);
      expect((await client.get('/api/inventors/tickets/')).statusCode).toBe(200);
    });

    it('lets logout through, so the account can sign out before changing it', async () => {
      const credentials = await generatedAccount(ctx());
      const client = new TestClient(ctx().app);
      await client.login(credentials.email, credentials.password);
      expect((await client.post('/api/accounts/logout/')).statusCode).toBe(200);
      expect((await client.get('/api/accounts/me/')).statusCode).toBe(401);
    });

    it('expires a generated password never changed after 7 days: login says to ask for a new one, only after the right password', async () => {
      const credentials = await generatedAccount(ctx());
      const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
      await ctx()
        .app.db.updateTable('users')
        .set({ password_issued_at: eightDaysAgo })
        .where('email', '=', credentials.email)
        .execute();
      const client = new TestClient(ctx().app);
      const expired = await client.post('/api/accounts/login/', credentials);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ detail: GENERATED_PASSWORD_EXPIRED });
      expect(GENERATED_PASSWORD_EXPIRED).toMatch(/Ask for a new one/);
      expect(expired.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
      const wrong = await client.post('/api/accounts/login/', {
        ...credentials,
        password: 'not-the-password',
      });
      expect(wrong.json()).toEqual({ detail: 'Invalid email or password.' });
    });

    it('does not expire a password the user chose, however old', async () => {
      const user = await createUser(ctx().app.db);
      const longAgo = new Date(Date.now() - 400 * 24 * 3600_000).toISOString();
      await ctx()
        .app.db.updateTable('users')
        .set({ password_issued_at: longAgo })
        .where('id', '=', user.userId)
        .execute();
      expect(
        (
          await new TestClient(ctx().app).post('/api/accounts/login/', {
            email: user.email,
            password: user.password,
          })
        ).statusCode,
      ).toBe(200);
    });
  },
);

describeEachDatabase('accounts: office staff must set up two-factor sign-in', (ctx) => {
  it('answers 403 two_factor_required on every route but me, logout, change-password and 2fa/, until it is enabled', async () => {
    const user = await createUser(ctx().app.db);
    await ctx()
      .app.db.updateTable('users')
      .set({ role: 'office' })
      .where('id', '=', user.userId)
      .execute();
    const client = new TestClient(ctx().app);
    const login = await client.login(user.email, user.password);
    expect(login.json()).toMatchObject({ role: 'office', two_factor_enabled: false });
    const tickets = await client.get('/api/inventors/tickets/');
    expect(tickets.statusCode).toBe(403);
    expect(tickets.json()).toEqual(SET_UP_2FA_FIRST);
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);

    const { secret } = (await client.post('/api/accounts/2fa/setup/')).json() as { secret: string };
    expect(
      (
        await client.post('/api/accounts/2fa/enable/', {
          code: totpCode(secret),
          password: user.password,
        })
      ).statusCode,
    ).toBe(200);
    expect((await client.get('/api/inventors/tickets/')).statusCode).toBe(200);
  });

  it('leaves two-factor sign-in optional for inventors', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    expect((await client.get('/api/inventors/tickets/')).statusCode).toBe(200);
  });
});

describeEachDatabase('accounts: deactivated accounts', (ctx) => {
  it('ends the sessions at once; login with the right password is 403 "This account is deactivated.", a wrong one the usual 400', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    expect(await setAccountActive(ctx().app.db, user.userId, false)).toBe(true);
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(401);
    expect(
      await ctx()
        .app.db.selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user.userId)
        .execute(),
    ).toEqual([]);

    const fresh = new TestClient(ctx().app);
    const right = await fresh.post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: 'This account is deactivated.' });
    expect(right.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const wrong = await fresh.post('/api/accounts/login/', {
      email: user.email,
      password: 'not-the-password',
    });
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password.' });

    expect(await setAccountActive(ctx().app.db, user.userId, true)).toBe(true);
    expect(
      (await fresh.post('/api/accounts/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a session of a deactivated account even if one was left behind', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    await ctx()
      .app.db.updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', user.userId)
      .execute();
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(401);
  });
});

describeEachDatabase('accounts: email change needs the current password', (ctx) => {
  const profile = (email: string) => ({ preferred_name: 'Mover', email });

  it('answers 400 current_password when it is missing or wrong, and keeps the email', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const target = uniqueEmail('moved');
    const missing = await client.put('/api/accounts/me/', profile(target));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(CURRENT_PASSWORD);
    const wrong = await client.put('/api/accounts/me/', {
      ...profile(target),
      current_password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(CURRENT_PASSWORD);
    expect((await client.get('/api/accounts/me/')).json().email).toBe(user.email);
    // The same email (any case) needs no password.
    expect(
      (await client.put('/api/accounts/me/', profile(user.email.toUpperCase()))).statusCode,
    ).toBe(200);
  });

  it('tells the old address, and kills the reset links mailed before', async () => {
    const user = await createUser(ctx().app.db);
    await new TestClient(ctx().app).post('/api/accounts/reset-password/', { email: user.email });
    const [resetMail] = await outboxFor(ctx(), user.email);
    const link = /reset-password\/([^/\s]+)\/([^/\s]+)/.exec(resetMail.text_body);
    if (!link) throw new Error('no reset link');

    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const target = uniqueEmail('moved');
    const res = await client.put('/api/accounts/me/', {
      ...profile(target),
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(target);

    const notices = (await outboxFor(ctx(), user.email)).filter((m) => m.id !== resetMail.id);
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('The email of your Inventor Portal account was changed');
    expect(notices[0].text_body).toContain(target);

    const reset = await new TestClient(ctx().app).post(
      `/api/accounts/reset-password-confirm/${link[1]}/${link[2]}/`,
      { new_password: 'after-move-Secret-7' },
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ detail: 'Invalid or expired reset link.' });
    // The password itself is unchanged.
    expect(
      (
        await new TestClient(ctx().app).post('/api/accounts/login/', {
          email: target,
          password: user.password,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts wrong current passwords with the change-password guesses: the 6th in 15 minutes is 429', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await client.put('/api/accounts/me/', {
            ...profile(uniqueEmail('x')),
            current_password: `wrong-${i}`,
          })
        ).statusCode,
      ).toBe(400);
    }
    const blocked = await client.put('/api/accounts/me/', {
      ...profile(uniqueEmail('x')),
      current_password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeEachDatabase('accounts: language', (ctx) => {
  it('takes language en or fr on PUT me and answers it at the top level of me; anything else is 400 language', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    expect((await client.get('/api/accounts/me/')).json().language).toBe('en');
    const fr = await client.put('/api/accounts/me/', {
      preferred_name: 'Polyglot',
      email: user.email,
      language: 'fr',
    });
    expect(fr.statusCode).toBe(200);
    expect(fr.json().language).toBe('fr');
    expect((await client.get('/api/accounts/me/')).json().language).toBe('fr');
    const de = await client.put('/api/accounts/me/', {
      preferred_name: 'Polyglot',
      email: user.email,
      language: 'de',
    });
    expect(de.statusCode).toBe(400);
    // The account is French now: so are its error answers (language.test.ts has the English).
    expect(de.json().language).toEqual([
      'La langue doit être «\u00a0en\u00a0» ou «\u00a0fr\u00a0».',
    ]);
    // Left out: kept.
    expect(
      (
        await client.put('/api/accounts/me/', { preferred_name: 'Polyglot', email: user.email })
      ).json().language,
    ).toBe('fr');
  });

  it('sets a new account’s language from Accept-Language at creation (fr only when French is preferred)', async () => {
    const languageOf = async (header?: string) => {
      const credentials = await generatedAccount(
        ctx(),
        header ? { 'accept-language': header } : {},
      );
      const row = await ctx()
        .app.db.selectFrom('users')
        .select('language')
        .where('email', '=', credentials.email)
        .executeTakeFirstOrThrow();
      return row.language;
    };
    expect(await languageOf('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(await languageOf('en-US,fr;q=0.5')).toBe('en');
    expect(await languageOf()).toBe('en');
  });

  it('picks the best of en and fr from an Accept-Language header', () => {
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.7,en;q=0.3')).toBe('fr');
    expect(languageFromAcceptLanguage('de-DE,en;q=0.7,fr;q=0.3')).toBe('en');
    expect(languageFromAcceptLanguage('fr;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage('FR-ca')).toBe('fr');
    expect(languageFromAcceptLanguage('')).toBe('en');
  });
});

describeEachDatabase('accounts: credentials issued for an existing inventor', (ctx) => {
  it('mails that inventor a notice besides the credentials', async () => {
    const email = uniqueEmail('imported');
    const inventor = await ctx()
      .app.db.insertInto('inventors')
      .values({
        preferred_name: 'Imported Person',
        full_name: 'Imported Person',
        email,
        search_text: 'imported person',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await new TestClient(ctx().app, '10.8.0.2').post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: inventor.id,
    });
    expect(res.statusCode).toBe(201);
    const subjects = (await outboxFor(ctx(), email)).map((m) => m.subject);
    expect(subjects).toEqual([
      'Your Inventor Portal account',
      'An Inventor Portal account was opened for you',
    ]);
    const notice = (await outboxFor(ctx(), email))[1];
    expect(notice.text_body).not.toContain(res.json().credentials.password);
  });

  it('sends no such notice for an inventor created with the account', async () => {
    const credentials = await generatedAccount(ctx());
    expect((await outboxFor(ctx(), credentials.email)).map((m) => m.subject)).toEqual([
      'Your Inventor Portal account',
    ]);
  });
});

describeEachDatabase('accounts: limits and hashing', (ctx) => {
  it('limits change-password guesses to 5 per 15 minutes per user: the 6th is 429 with Retry-After, even with the right password', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post('/api/accounts/change-password/', {
        old_password: `wrong-${i}`,
        new_password: 'a-fresh-passphrase-42',
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await client.post('/api/accounts/change-password/', {
      old_password: user.password,
      new_password: 'a-fresh-passphrase-42',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps wrong manager passwords from all addresses together and logs a warning when the cap is reached', async () => {
    const warn = jest.spyOn(ctx().app.log, 'warn');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 51; i += 1) {
        const res = await new TestClient(ctx().app, `10.66.${Math.floor(i / 5)}.${i % 5}`).post(
          '/api/accounts/create-account/',
          {
            shared_password: 'not-the-shared-password',
            inventor: { email: uniqueEmail('cap'), preferred_name: 'Cap', affiliation: 'CIE' },
          },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 50)).toEqual(Array(50).fill(403));
      expect(statuses[50]).toBe(429);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ bucket: 'shared-password-failure-all' }),
        'rate limit reached',
      );
    } finally {
      warn.mockRestore();
      await ctx()
        .app.db.deleteFrom('rate_limits')
        .where('bucket', 'like', 'shared-password%')
        .execute();
    }
  });

  it('re-hashes a password stored with the old scheme at the next login (transparently)', async () => {
    const user = await createUser(ctx().app.db);
    const salt = randomBytes(16);
    const key = scryptSync(user.password, salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
    await ctx()
      .app.db.updateTable('users')
      .set({ password_hash: legacy })
      .where('id', '=', user.userId)
      .execute();
    await new TestClient(ctx().app).login(user.email, user.password);
    const row = await ctx()
      .app.db.selectFrom('users')
      .select(['password_hash', 'must_change_password'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.must_change_password).toBe(0);
    expect(
      (
        await new TestClient(ctx().app).post('/api/accounts/login/', {
          email: user.email,
          password: user.password,
        })
      ).statusCode,
    ).toBe(200);
  });
});
