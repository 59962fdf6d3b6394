import { totpCode } from '@server/modules/two-factor/two-factor.service';
import { TestClient } from '../../helpers/client';
import { createUser, type UserFixture } from '../../helpers/fixtures';
import { describeEachDatabase, type TestContext } from '../../helpers/test-app';

const INVALID_CODE = { detail: 'Invalid two-factor code.' };
const STEP_MS = 30_000;

/** A signed-in client of a fresh account, and the account. */
async function signedIn(ctx: TestContext): Promise<{ user: UserFixture; client: TestClient }> {
  const user = await createUser(ctx.app.db);
  const client = new TestClient(ctx.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** Sets up and enables 2FA with the code of the current step: the secret and the recovery codes. */
async function withTwoFactor(
  client: TestClient,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/accounts/2fa/setup/');
  const { secret } = setup.json() as { secret: string };
  const enabled = await client.post('/api/accounts/2fa/enable/', {
    code: totpCode(secret),
    password,
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

const sessionCookieOf = (res: { cookies: Array<{ name: string }> }) =>
  res.cookies.find((c) => c.name === 'sessionid');

describeEachDatabase('accounts: two-factor sign-in (TOTP)', (ctx) => {
  it('answers me and login with {email, role, language, two_factor_enabled, inventor}, in that order', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    const login = await client.login(user.email, user.password);
    const me = await client.get('/api/accounts/me/');
    for (const body of [login.json(), me.json()]) {
      expect(Object.keys(body)).toEqual([
        'email',
        'role',
        'language',
        'two_factor_enabled',
        'sign_in_method',
        'inventor',
      ]);
      expect(body).toMatchObject({
        email: user.email,
        role: 'inventor',
        language: 'en',
        two_factor_enabled: false,
      });
    }
  });

  it('sets up a secret (base32 and an otpauth:// URL) that is not in force until enabled', async () => {
    const { user, client } = await signedIn(ctx());
    const res = await client.post('/api/accounts/2fa/setup/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { secret: string; otpauth_url: string };
    expect(Object.keys(body)).toEqual(['secret', 'otpauth_url']);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('issuer')).toBe('Inventor Portal');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    // Not enabled yet: a login is still one step.
    const login = await new TestClient(ctx().app).login(user.email, user.password);
    expect(login.json().two_factor_enabled).toBe(false);
    expect(sessionCookieOf(login)).toBeDefined();
  });

  it('enables with a code of the secret: 10 recovery codes shown once and stored hashed; a wrong code is 400', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret } = (await client.post('/api/accounts/2fa/setup/')).json() as { secret: string };
    const wrong = await client.post('/api/accounts/2fa/enable/', {
      code: '000000' === totpCode(secret) ? '111111' : '000000',
      password: user.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_CODE);
    const res = await client.post('/api/accounts/2fa/enable/', {
      code: totpCode(secret),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const codes = (res.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await ctx()
      .app.db.selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      // Under 112 bits of entropy: a salted password hash, as ASVS 6.5.2 asks.
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      expect(codes.join(' ')).not.toContain(row.code_hash);
    }
    const me = await client.get('/api/accounts/me/');
    expect(me.json().two_factor_enabled).toBe(true);
    // Never again: a new set-up is refused while it is on.
    const again = await client.post('/api/accounts/2fa/setup/');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Two-factor sign-in is already enabled.' });
  });

  it('keeps the secret encrypted at rest and out of every answer after the set-up', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret } = await withTwoFactor(client, user.password);
    const row = await ctx()
      .app.db.selectFrom('users')
      .select('totp_secret')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect((await client.get('/api/accounts/me/')).body).not.toContain(secret);
    const login = await new TestClient(ctx().app).post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(login.body).not.toContain(secret);
    expect(login.body).not.toContain('totp');
  });

  it('asks for the code after the right password: 200 {"two_factor_required": true} and no session cookie; with the code, the account and a session', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret } = await withTwoFactor(client, user.password);
    const browser = new TestClient(ctx().app);
    const first = await browser.post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true });
    expect(sessionCookieOf(first)).toBeUndefined();
    expect((await browser.get('/api/accounts/me/')).statusCode).toBe(401);
    // A wrong password is still the plain 400: the code is only asked for after the right one.
    const wrongPassword = await browser.post('/api/accounts/login/', {
      email: user.email,
      password: 'not-the-password',
    });
    expect(wrongPassword.json()).toEqual({ detail: 'Invalid email or password.' });

    const second = await browser.post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ email: user.email, two_factor_enabled: true });
    expect(sessionCookieOf(second)).toBeDefined();
    expect((await browser.get('/api/accounts/me/')).statusCode).toBe(200);
  });

  it('refuses a code already used, even within its window, and an older one', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret } = await withTwoFactor(client, user.password);
    const next = totpCode(secret, Date.now() + STEP_MS);
    const credentials = { email: user.email, password: user.password, code: next };
    expect(
      (await new TestClient(ctx().app).post('/api/accounts/login/', credentials)).statusCode,
    ).toBe(200);
    const replay = await new TestClient(ctx().app).post('/api/accounts/login/', credentials);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID_CODE);
    expect(sessionCookieOf(replay)).toBeUndefined();
    const older = await new TestClient(ctx().app).post('/api/accounts/login/', {
      ...credentials,
      code: totpCode(secret),
    });
    expect(older.json()).toEqual(INVALID_CODE);
  });

  it('takes a recovery code once in place of the code (any case, with or without its dash)', async () => {
    const { user, client } = await signedIn(ctx());
    const { recoveryCodes } = await withTwoFactor(client, user.password);
    const typed = recoveryCodes[3].toUpperCase().replace('-', ' ');
    const ok = await new TestClient(ctx().app).post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
      code: typed,
    });
    expect(ok.statusCode).toBe(200);
    expect(sessionCookieOf(ok)).toBeDefined();
    const reused = await new TestClient(ctx().app).post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
      code: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(INVALID_CODE);
    const other = await new TestClient(ctx().app).post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
      code: recoveryCodes[4],
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts wrong codes with the login failures: the 11th attempt from one address is 429 with Retry-After', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret } = await withTwoFactor(client, user.password);
    const attacker = new TestClient(ctx().app, '10.77.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const code = String(100000 + i);
      const guess = code === totpCode(secret) ? '999999' : code;
      // The first step (no code) does not count: the password was right.
      await attacker.post('/api/accounts/login/', { email: user.email, password: user.password });
      statuses.push(
        (
          await attacker.post('/api/accounts/login/', {
            email: user.email,
            password: user.password,
            code: guess,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const blocked = await attacker.post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('disables with the password and a code; a wrong password or code is 400; then login is one step again', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret, recoveryCodes } = await withTwoFactor(client, user.password);
    const wrongPassword = await client.post('/api/accounts/2fa/disable/', {
      password: 'not-the-password',
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().detail).toBe('Current password is incorrect.');
    const wrongCode = await client.post('/api/accounts/2fa/disable/', {
      password: user.password,
      code: 'zzzzz-zzzzz',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual(INVALID_CODE);
    const missing = await client.post('/api/accounts/2fa/disable/', { password: user.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toEqual(['Enter the code from your authenticator app.']);

    const res = await client.post('/api/accounts/2fa/disable/', {
      password: user.password,
      code: recoveryCodes[0],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Two-factor sign-in disabled.' });
    expect(
      await ctx()
        .app.db.selectFrom('recovery_codes')
        .selectAll()
        .where('user_id', '=', user.userId)
        .execute(),
    ).toEqual([]);
    const login = await new TestClient(ctx().app).login(user.email, user.password);
    expect(login.json().two_factor_enabled).toBe(false);
    expect(sessionCookieOf(login)).toBeDefined();
  });

  it('disables with a TOTP code of a step not used yet; an earlier step is refused and changes nothing', async () => {
    const { user, client } = await signedIn(ctx());
    const { secret } = await withTwoFactor(client, user.password);
    // The step before now's (or the one the enable claimed): already used.
    const replay = await client.post('/api/accounts/2fa/disable/', {
      password: user.password,
      code: totpCode(secret, Date.now() - STEP_MS),
    });
    expect([replay.statusCode, replay.json()]).toEqual([400, INVALID_CODE]);
    const still = await ctx()
      .app.db.selectFrom('users')
      .select(['two_factor_enabled_at', 'totp_secret'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(still.two_factor_enabled_at).not.toBeNull();
    expect(still.totp_secret).not.toBeNull();
    const res = await client.post('/api/accounts/2fa/disable/', {
      password: user.password,
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx()
      .app.db.selectFrom('users')
      .select(['two_factor_enabled_at', 'totp_secret', 'totp_last_step'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ two_factor_enabled_at: null, totp_secret: null, totp_last_step: null });
    expect(
      await ctx()
        .app.db.selectFrom('recovery_codes')
        .selectAll()
        .where('user_id', '=', user.userId)
        .execute(),
    ).toEqual([]);
  });

  it('ends the other sessions of the account when two-factor sign-in is turned on', async () => {
    const { user, client } = await signedIn(ctx());
    const elsewhere = new TestClient(ctx().app);
    await elsewhere.login(user.email, user.password);
    await withTwoFactor(client, user.password);
    expect((await elsewhere.get('/api/accounts/me/')).statusCode).toBe(401);
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);
  });

  it('answers 401 on the 2fa routes without a session', async () => {
    const client = new TestClient(ctx().app);
    for (const path of ['setup', 'enable', 'disable']) {
      const res = await client.post(`/api/accounts/2fa/${path}/`, {
        code: '123456',
        password: 'x',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});
