import { flushPendingMail } from '@server/mail/coalesce';
import { TestClient } from '../helpers/client';
import {
  createTestApp,
  describeEachDatabase,
  DIALECTS,
  type TestContext,
} from '../helpers/test-app';
import { newUserClient, submitTicket } from '../routes/office/support';

/*
 * Issue 28, findings "mail floods" and "password spraying": 20 comments in one second gave 20
 * × 201 and 40 mails; login limits were per email + address only.
 */

const comments = (id: number) => `/api/inventors/ticket/${id}/comments/`;

describeEachDatabase('security: limits on writes that send mail and on sign-in guesses', (ctx) => {
  it('answers the 31st mail-sending write of an account within 10 minutes with 429 and Retry-After', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const { user: other } = await newUserClient(app);
    // The ticket itself is the first mail-sending write (its co-inventor is told).
    const { id } = await submitTicket(client, { inventors: [other.inventorId] });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await client.post(comments(id), { body: `note ${i}` })).statusCode);
    expect(statuses.slice(0, 29)).toEqual(Array(29).fill(201));
    expect(statuses[29]).toBe(429);
    const refused = await client.post(comments(id), { body: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused writes wrote nothing; another account is not limited.
    expect((await client.get(comments(id))).json().count).toBe(29);
    const { client: second } = await newUserClient(app);
    expect((await submitTicket(second)).id).toBeGreaterThan(0);
  });

  it('does not count a refused write (a bad form) against the limit', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const { id } = await submitTicket(client);
    for (let i = 0; i < 40; i += 1)
      expect((await client.post(comments(id), {})).statusCode).toBe(400);
    expect((await client.post(comments(id), { body: 'still fine' })).statusCode).toBe(201);
  });

  it('answers 429 after 100 failed sign-ins from one address across different emails', async () => {
    const { app } = ctx();
    const sprayer = new TestClient(app, '10.28.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      const res = await sprayer.post('/api/accounts/login/', {
        email: `spray${i}-${Date.now()}@example.org`,
        password: 'Summer2026!',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(400));
    expect(statuses[100]).toBe(429);
    // Another address is not held up, and the right password from it still signs in.
    const { user } = await newUserClient(app);
    expect(
      (await new TestClient(app, '10.28.1.2').login(user.email, user.password)).statusCode,
    ).toBe(200);
  });
});

/** The coalescing window at its production length (the other tests send event mails at once). */
for (const dialect of DIALECTS) {
  describe(`security: one mail per person and ticket per 5 minutes [${dialect}]`, () => {
    let context: TestContext | undefined;
    beforeAll(async () => {
      context = await createTestApp(dialect, { env: { MAIL_COALESCE_SECONDS: '300' } });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('mails the first event at once and the rest of the 5 minutes as ONE mail; the bell shows each', async () => {
      if (!context) throw new Error('no app');
      const { app } = context;
      const { client: author } = await newUserClient(app);
      const { user: reader, client: readerClient } = await newUserClient(app);
      const { id, title } = await submitTicket(author, { inventors: [reader.inventorId] });
      for (const body of ['first', 'second', 'third'])
        expect((await author.post(comments(id), { body })).statusCode).toBe(201);

      const bell = (await readerClient.get('/api/accounts/notifications/')).json();
      expect(bell.count).toBe(4); // added as inventor, then three comments
      const toReader = () =>
        app.db
          .selectFrom('mail_outbox')
          .select(['subject', 'text_body'])
          .where('to_address', '=', reader.email)
          .orderBy('id')
          .execute();
      // Within the window only the first event's mail is out, even when the worker runs.
      await app.mail.flush();
      expect((await toReader()).map((m) => m.subject)).toEqual([
        `You were added as an inventor on “${title}”`,
      ]);

      // Due after 5 minutes (any instance's worker): one mail with the three comments.
      expect(await flushPendingMail(app.db, new Date(Date.now() + 301_000))).toBe(1);
      const mails = await toReader();
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toBe(`3 updates on “${title}”`);
      for (const body of ['first', 'second', 'third']) expect(mails[1].text_body).toContain(body);
      // Flushed once: a second run (another instance) sends nothing more.
      expect(await flushPendingMail(app.db, new Date(Date.now() + 302_000))).toBe(0);
      expect(await toReader()).toHaveLength(2);

      // The window closed: the next event is mailed at once again.
      expect((await author.post(comments(id), { body: 'fourth' })).statusCode).toBe(201);
      expect(await toReader()).toHaveLength(3);
    });

    it('keeps a lone event its own mail, and another ticket its own window', async () => {
      if (!context) throw new Error('no app');
      const { app } = context;
      const { client: author } = await newUserClient(app);
      const { user: reader } = await newUserClient(app);
      const one = await submitTicket(author, { inventors: [reader.inventorId] });
      const two = await submitTicket(author, { inventors: [reader.inventorId] });
      await flushPendingMail(app.db, new Date(Date.now() + 301_000));
      const mails = await app.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_address', '=', reader.email)
        .orderBy('id')
        .execute();
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [
          `You were added as an inventor on “${one.title}”`,
          `You were added as an inventor on “${two.title}”`,
        ].sort(),
      );
    });
  });
}

/** MAIL_WRITES_PER_10_MINUTES sets the limit (the last block: the limit is the process's). */
describe('security: MAIL_WRITES_PER_10_MINUTES [sqlite]', () => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp('sqlite', { env: { MAIL_WRITES_PER_10_MINUTES: '3' } });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('answers 429 after the configured number of mail-sending writes', async () => {
    if (!context) throw new Error('no app');
    const { client } = await newUserClient(context.app);
    const { id } = await submitTicket(client);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await client.post(comments(id), { body: `note ${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
