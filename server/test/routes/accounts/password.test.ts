import { TestClient } from '../../helpers/client';
import { createUser } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/test-app';
import { encodeUid, makeResetToken, RESET_TOKEN_TTL_MS } from '@server/lib/reset-token';

const NEW_PASSWORD = 'brand-new-Secret-42';

describeEachDatabase('accounts: change password', (ctx) => {
  it('answers 401 when not signed in', async () => {
    const res = await new TestClient(ctx().app).post('/api/accounts/change-password/', {
      old_password: 'a',
      new_password: 'b',
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password: this session stays, the other sessions end, the new password logs in', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    const otherDevice = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    await otherDevice.login(user.email, user.password);
    await ctx()
      .app.db.updateTable('users')
      .set({ must_change_password: 1 })
      .where('id', '=', user.userId)
      .execute();

    const res = await client.post('/api/accounts/change-password/', {
      old_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password changed successfully!' });
    const me = await client.get('/api/accounts/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json().inventor.must_change_password).toBe(false);
    expect((await otherDevice.get('/api/accounts/me/')).statusCode).toBe(401);

    const fresh = new TestClient(ctx().app);
    expect(
      (await fresh.post('/api/accounts/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(400);
    expect(
      (await fresh.post('/api/accounts/login/', { email: user.email, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password with 400 "Current password is incorrect."', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const res = await client.post('/api/accounts/change-password', {
      old_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Current password is incorrect.');
  });

  it('applies the new-password rules with a detail and a new_password list', async () => {
    const user = await createUser(ctx().app.db, { email: `rules.person${Date.now()}@example.org` });
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    const local = user.email.split('@')[0];
    const cases: Array<[string, string]> = [
      ['short1', 'Password must be at least 8 characters'],
      ['1234567890123', 'This password is entirely numeric.'],
      ['password', 'This password is too common.'],
      ['qwertyui', 'This password is too common.'],
      ['iloveyou', 'This password is too common.'],
      [user.email, 'The password is too similar to the email.'],
      [local, 'The password is too similar to the email.'],
    ];
    for (const [candidate, message] of cases) {
      const res = await client.post('/api/accounts/change-password/', {
        old_password: user.password,
        new_password: candidate,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(message);
      expect(res.json().new_password).toContain(message);
    }
    const missing = await client.post('/api/accounts/change-password/', {
      old_password: user.password,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().new_password).toEqual(['New password is required']);
    // Still the old password after all these refusals.
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

describeEachDatabase('accounts: password reset', (ctx) => {
  const SENT = { detail: 'Password reset email sent! Please check your inbox.' };
  const outboxFor = (email: string) =>
    ctx()
      .app.db.selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const linkIn = (text: string) => {
    const match = /http:\/\/portal\.test\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
      text,
    );
    if (!match) throw new Error(`no reset link in: ${text}`);
    return { uidb64: match[1], token: match[2] };
  };

  it('answers 200 and queues a mail with the PUBLIC_URL reset link when the account exists', async () => {
    const user = await createUser(ctx().app.db);
    const res = await new TestClient(ctx().app).post('/api/accounts/reset-password/', {
      email: user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe('pending');
    const { uidb64 } = linkIn(mails[0].text_body);
    expect(uidb64).toBe(encodeUid(user.userId));
  });

  it('answers the same 200 for an unknown email and queues nothing', async () => {
    const email = `ghost-${Date.now()}@example.org`;
    const res = await new TestClient(ctx().app).post('/api/accounts/reset-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('refuses a malformed address with 400 email', async () => {
    const client = new TestClient(ctx().app);
    const res = await client.post('/api/accounts/reset-password/', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['Invalid email']);
    expect((await client.post('/api/accounts/reset-password/', {})).json().email).toEqual([
      'Email is required',
    ]);
  });

  it('answers the 6th request for one email from one address within an hour with 429 and Retry-After; repeats send no second mail', async () => {
    const user = await createUser(ctx().app.db);
    const client = new TestClient(ctx().app);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await client.post('/api/accounts/reset-password/', { email: user.email })).statusCode,
      ).toBe(200);
    const blocked = await client.post('/api/accounts/reset-password/', { email: user.email });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Keyed on email + address: the owner elsewhere is still answered (issue 17).
    expect(
      (
        await new TestClient(ctx().app, '10.20.30.40').post('/api/accounts/reset-password/', {
          email: user.email,
        })
      ).statusCode,
    ).toBe(200);
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  it('resets with the mailed link: all sessions end, the new password works, the link is then dead', async () => {
    const user = await createUser(ctx().app.db);
    const session = new TestClient(ctx().app);
    await session.login(user.email, user.password);
    await new TestClient(ctx().app).post('/api/accounts/reset-password/', { email: user.email });
    const { uidb64, token } = linkIn((await outboxFor(user.email))[0].text_body);
    const url = `/api/accounts/reset-password-confirm/${uidb64}/${token}/`;
    const client = new TestClient(ctx().app);

    const weak = await client.post(url, { new_password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toEqual(
      expect.arrayContaining(['This password is entirely numeric.']),
    );

    const res = await client.post(url, { new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password reset successful! You can now log in.' });
    expect((await session.get('/api/accounts/me/')).statusCode).toBe(401);
    expect(
      (await client.post('/api/accounts/login/', { email: user.email, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);

    const again = await new TestClient(ctx().app).post(url.slice(0, -1), {
      new_password: 'another-Secret-77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid or expired reset link.' });
  });

  it('refuses forged, malformed and expired links with 400 "Invalid or expired reset link."', async () => {
    const user = await createUser(ctx().app.db);
    const stored = await ctx()
      .app.db.selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const secret = ctx().config.secretKey;
    const uid = encodeUid(user.userId);
    const valid = makeResetToken(secret, stored);
    const expired = makeResetToken(secret, stored, Date.now() - RESET_TOKEN_TTL_MS - 60_000);
    const forged = makeResetToken('x'.repeat(48), stored);
    const other = await createUser(ctx().app.db);
    const paths = [
      `${uid}/${expired}`,
      `${uid}/${forged}`,
      `${encodeUid(other.userId)}/${valid}`,
      `${encodeUid(999999)}/${valid}`,
      `!!!/${valid}`,
      `${uid}/not-a-token`,
      `${uid}/${'a'.repeat(400)}`,
    ];
    for (const p of paths) {
      const res = await new TestClient(ctx().app).post(
        `/api/accounts/reset-password-confirm/${p}/`,
        { new_password: NEW_PASSWORD },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid or expired reset link.' });
    }
    // The valid token still works after all that.
    const ok = await new TestClient(ctx().app).post(
      `/api/accounts/reset-password-confirm/${uid}/${valid}/`,
      { new_password: NEW_PASSWORD },
    );
    expect(ok.statusCode).toBe(200);
  });
});
