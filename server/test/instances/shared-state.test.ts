import { takeAttempt, type RateLimitRule } from '@server/lib/rate-limit';
import { runDisclosureReminderJob } from '@server/modules/attestation/disclosure-reminders.job';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { describeOnPostgres, type Instance, withInstances } from '../helpers/instances';
import { newUserClient } from '../routes/inventors/support';
import { submitTicket } from '../routes/office/support';

/**
 * Nothing a request needs is kept in one instance's memory (ARCHITECTURE.md "Scale"): rate
 * limits and sessions live in PostgreSQL, so two instances behind a load balancer count and
 * sign in as one; the hourly job runs on one instance at a time (an advisory lock) and each
 * reminder is claimed by its key, so none goes out twice.
 */
describeOnPostgres('rate limits, sessions and the hourly job across instances [postgres]', () => {
  let a: Instance;
  let b: Instance;
  withInstances(2, ([first, second]) => {
    a = first;
    b = second;
  });

  it('lets exactly `limit` of 24 parallel attempts through when they are spread over two instances', async () => {
    const rule: RateLimitRule = { bucket: `instances-${Date.now()}`, limit: 10, windowMs: 60_000 };
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => takeAttempt((i % 2 ? a : b).app.db, rule, 'key')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });

  it('refuses the 11th wrong login with 429 on either instance after 10 failures spread over both', async () => {
    const user = await createUser(a.app.db);
    const wrong = (instance: Instance) =>
      new TestClient(instance.app).post('/api/accounts/login/', {
        email: user.email,
        password: 'wrong-password',
      });
    for (let i = 0; i < 10; i++) expect((await wrong(i % 2 ? a : b)).statusCode).toBe(400);
    for (const instance of [a, b]) {
      const res = await wrong(instance);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
  });

  it('honours on B a session opened on A, and ends it on A when signing out on B', async () => {
    const user = await createUser(a.app.db);
    const onA = new TestClient(a.app);
    await onA.login(user.email, user.password);
    const onB = new TestClient(b.app);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    expect((await onB.get('/api/accounts/me/')).json().email).toBe(user.email);
    expect((await onA.get('/api/accounts/me/')).statusCode).toBe(200);
    expect((await onB.post('/api/accounts/logout/')).statusCode).toBe(200);
    expect((await onA.get('/api/accounts/me/')).statusCode).toBe(401);
  });

  it('ends on B the other sessions when the password is changed on A', async () => {
    const user = await createUser(a.app.db);
    const here = new TestClient(a.app);
    await here.login(user.email, user.password);
    const elsewhere = new TestClient(b.app);
    await elsewhere.login(user.email, user.password);
    expect((await elsewhere.get('/api/accounts/me/')).statusCode).toBe(200);
    const changed = await here.post('/api/accounts/change-password/', {
      old_password: user.password,
      new_password: 'a-new-long-passphrase-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await elsewhere.get('/api/accounts/me/')).statusCode).toBe(401);
    expect((await here.get('/api/accounts/me/')).statusCode).toBe(200);
  });

  it('sends each disclosure reminder once when the hourly job fires on both instances at the same moment', async () => {
    const date = '2032-03-10';
    const now = new Date(`2032-03-03T09:00:00Z`);
    const { client } = await newUserClient(a.app);
    await submitTicket(client, { title: 'Both instances', public_disclosure_date: date });
    const runs = await Promise.all(
      [a, b, a, b].map(({ app }) =>
        runDisclosureReminderJob({ db: app.db, dialect: 'postgres' }, app.config, now),
      ),
    );
    const sent = runs.reduce((sum, run) => sum + (run?.sent ?? 0), 0);
    expect(sent).toBe(1);
    const mails = await a.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', 'like', '%Both instances%')
      .execute();
    expect(mails).toHaveLength(1);
  });
});
