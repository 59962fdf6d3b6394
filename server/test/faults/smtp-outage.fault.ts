import net from 'node:net';
import { startSmtpListener, type SmtpListener } from '../mail/smtp-listener';
import { TestClient } from '../helpers/client';
import { createTestApp, DIALECTS, MANAGER_PASSWORD, type TestContext } from '../helpers/test-app';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DIALECTS)(
  'fault (a): SMTP down while accounts are created and resets requested [%s]',
  (dialect) => {
    let ctx: TestContext | undefined;
    let smtp: SmtpListener | undefined;
    afterAll(async () => {
      await ctx?.close();
      await smtp?.close();
    });

    it('answers every request, then delivers every mail exactly once when SMTP returns', async () => {
      const port = await freePort();
      ctx = await createTestApp(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      const { app } = ctx;
      const manager = new TestClient(app, '10.2.0.1');
      const emails = Array.from({ length: 4 }, (_, i) => `outage-${i}-${dialect}@example.org`);
      for (const [i, email] of emails.entries()) {
        const res = await manager.post('/api/accounts/create-account/', {
          shared_password: MANAGER_PASSWORD,
          inventor: { preferred_name: `Outage Person ${i}`, email, affiliation: 'CIE' },
        });
        expect(res.statusCode).toBe(201);
      }
      for (const email of emails.slice(0, 3)) {
        const res = await new TestClient(app, '10.2.0.2').post('/api/accounts/reset-password/', {
          email,
        });
        expect(res.statusCode).toBe(200);
      }

      // SMTP is down: delivery fails, nothing is lost, the rows wait for a retry.
      expect(await app.mail.flush()).toEqual({ sent: 0, failed: 7 });
      const pending = await app.db.selectFrom('mail_outbox').select(['status']).execute();
      expect(pending.map((r) => r.status).sort()).toEqual(Array(7).fill('pending'));

      // SMTP comes back on the same port; after the 5 s backoff every mail goes out once.
      smtp = await startSmtpListener(port);
      await sleep(5_500);
      const concurrent = await Promise.all([app.mail.flush(), app.mail.flush()]);
      expect(concurrent[0]).toEqual({ sent: 7, failed: 0 });
      await sleep(200);
      expect(await app.mail.flush()).toEqual({ sent: 0, failed: 0 });

      const received = smtp.mails.map((m) => `${m.to.join(',')} ${m.subject}`).sort();
      expect(received).toHaveLength(7);
      expect(new Set(received).size).toBe(7);
      for (const email of emails)
        expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(
          email === emails[3] ? 1 : 2,
        );
    });
  },
);
