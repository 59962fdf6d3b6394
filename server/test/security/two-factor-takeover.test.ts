import { totpCode } from '@server/modules/two-factor/two-factor.service';
import { TestClient } from '../helpers/client';
import { createUser, type UserFixture } from '../helpers/fixtures';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { runCommand } from '../cli/support';

/*
 * Issue 28, finding "two-factor takeover": a stolen session alone could turn two-factor sign-in
 * on (ending the owner's other sessions) and lock the owner out for good.
 */

const PASSWORD_NEEDED = {
  detail: 'Enter your current password.',
  password: ['Enter your current password.'],
};
const STEP_MS = 30_000;

async function signedIn(ctx: TestContext, language = 'en') {
  const user = await createUser(ctx.app.db);
  if (language !== 'en')
    await ctx.app.db.updateTable('users').set({ language }).where('id', '=', user.userId).execute();
  const client = new TestClient(ctx.app);
  await client.login(user.email, user.password);
  return { user, client };
}

async function setUp(client: TestClient): Promise<string> {
  const res = await client.post('/api/accounts/2fa/setup/');
  expect(res.statusCode).toBe(200);
  return (res.json() as { secret: string }).secret;
}

async function enable(client: TestClient, user: UserFixture): Promise<string> {
  const secret = await setUp(client);
  const res = await client.post('/api/accounts/2fa/enable/', {
    code: totpCode(secret),
    password: user.password,
  });
  expect(res.statusCode).toBe(200);
  return secret;
}

const mailsTo = (ctx: TestContext, email: string) =>
  ctx.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

const twoFactorOn = async (ctx: TestContext, userId: number) =>
  (
    await ctx.app.db
      .selectFrom('users')
      .select('two_factor_enabled_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).two_factor_enabled_at !== null;

describeEachDatabase('security: two-factor sign-in cannot be taken over with a session', (ctx) => {
  it('refuses to enable with a session alone: no password or a wrong one is 400 on `password`, nothing changes', async () => {
    const { user, client } = await signedIn(ctx());
    const owner = new TestClient(ctx().app);
    await owner.login(user.email, user.password);
    const secret = await setUp(client);

    const without = await client.post('/api/accounts/2fa/enable/', { code: totpCode(secret) });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual(PASSWORD_NEEDED);
    const wrong = await client.post('/api/accounts/2fa/enable/', {
      code: totpCode(secret),
      password: 'a-guess-of-the-thief',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(PASSWORD_NEEDED);

    expect(await twoFactorOn(ctx(), user.userId)).toBe(false);
    // The owner's session is still there, and the owner still signs in with the password alone.
    expect((await owner.get('/api/accounts/me/')).statusCode).toBe(200);
    const login = await new TestClient(ctx().app).login(user.email, user.password);
    expect(login.json().two_factor_enabled).toBe(false);
  });

  it('mails the account when two-factor sign-in is turned on and when it is turned off, in its language', async () => {
    const { user, client } = await signedIn(ctx());
    const secret = await enable(client, user);
    const off = await client.post('/api/accounts/2fa/disable/', {
      password: user.password,
      code: totpCode(secret, Date.now() + STEP_MS),
    });
    expect(off.statusCode).toBe(200);
    expect((await mailsTo(ctx(), user.email)).map((m) => m.subject)).toEqual([
      'Two-factor sign-in was turned on for your Inventor Portal account',
      'Two-factor sign-in was turned off for your Inventor Portal account',
    ]);

    const french = await signedIn(ctx(), 'fr');
    await enable(french.client, french.user);
    const [mail] = await mailsTo(ctx(), french.user.email);
    expect(mail.subject).toBe(
      'La connexion en deux étapes a été activée sur votre compte Inventor Portal',
    );
    expect(mail.text_body).toContain(french.user.email);
  });

  it('admin reset-2fa EMAIL turns it off for a locked-out user: sessions end, mailed, audited', async () => {
    const { user, client } = await signedIn(ctx());
    await enable(client, user);
    const res = await runCommand(ctx(), 'reset-2fa', [user.email]);
    expect(res.code).toBe(0);
    expect(res.output.join('\n')).toContain(`Two-factor sign-in of ${user.email} is off`);
    expect(await twoFactorOn(ctx(), user.userId)).toBe(false);
    expect((await client.get('/api/accounts/me/')).statusCode).toBe(401);
    const login = await new TestClient(ctx().app).login(user.email, user.password);
    expect(login.json().two_factor_enabled).toBe(false);
    expect((await mailsTo(ctx(), user.email)).at(-1)?.subject).toBe(
      'Two-factor sign-in was reset on your Inventor Portal account',
    );
    const audit = await ctx()
      .app.db.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: null, action: 'user.two_factor_reset' });
    expect(audit.summary).toContain(user.email);

    expect((await runCommand(ctx(), 'reset-2fa', [user.email])).code).toBe(1);
    const unknown = await runCommand(ctx(), 'reset-2fa', ['nobody@example.org']);
    expect(unknown.code).toBe(1);
    expect(unknown.output[0]).toBe('No account has the email nobody@example.org.');
    expect((await runCommand(ctx(), 'reset-2fa', [])).code).toBe(2);
  });

  it('counts wrong codes at 2fa/disable like failed sign-ins: the 11th from one address is 429, and so is a login', async () => {
    const { user } = await signedIn(ctx());
    const thief = new TestClient(ctx().app, '10.28.0.1');
    await thief.login(user.email, user.password);
    const secret = await enable(thief, user);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const code = String(200000 + i);
      const res = await thief.post('/api/accounts/2fa/disable/', {
        password: user.password,
        code: code === totpCode(secret) ? '999999' : code,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const login = await new TestClient(ctx().app, '10.28.0.1').post('/api/accounts/login/', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(429);
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
  });
});
