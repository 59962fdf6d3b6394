import type { FastifyBaseLogger } from 'fastify';
import { enqueueMail } from '@server/mail/outbox';
import { releaseStaleClaims } from '@server/mail/outbox-claims';
import { deliverDueMail } from '@server/mail/sender';
import type { MailTransport } from '@server/mail/transport';
import { createSharedSchema, describeOnPostgres, type SharedSchema } from '../helpers/instances';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
const MAILS = 300;

/**
 * Three instances' mail workers on one PostgreSQL outbox, each with its own pool, claiming with
 * FOR UPDATE SKIP LOCKED (mail/outbox-claims.ts): every mail goes out exactly once.
 */
describeOnPostgres('mail outbox with three instances sending at once [postgres]', () => {
  let shared: SharedSchema;

  beforeAll(async () => {
    shared = await createSharedSchema();
  });
  afterAll(async () => shared.close());

  it('transports each of 300 due mails exactly once, the work spread over the senders, while other instances start', async () => {
    const writer = shared.handle().db;
    for (let i = 0; i < MAILS; i++) {
      await enqueueMail(writer, { to: `to${i}@example.org`, subject: `Mail ${i}`, text: 'body' });
    }
    const transported: string[] = [];
    const senders = [0, 1, 2].map(() => {
      let count = 0;
      const transport: MailTransport = {
        async send(mail) {
          // A network round trip: the senders interleave while each mail is in flight.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
          transported.push(mail.subject);
          count += 1;
        },
        close: () => undefined,
      };
      const options = {
        db: shared.handle().db,
        transport,
        from: 'portal@example.org',
        log: silent,
        messageIdDomain: 'portal.test',
      };
      // The worker's loop: batches until the outbox has nothing due.
      const run = async () => {
        for (;;) {
          const { sent, failed } = await deliverDueMail(options, 20);
          if (sent + failed === 0) return;
        }
      };
      return { run, sent: () => count };
    });
    // Meanwhile instances keep starting: each releases stale claims, never the ones in flight.
    const starter = shared.handle().db;
    let sending = true;
    const restarts = (async () => {
      while (sending) {
        await releaseStaleClaims(starter);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await Promise.all(senders.map((s) => s.run()));
    sending = false;
    await restarts;

    expect(transported).toHaveLength(MAILS);
    expect(new Set(transported).size).toBe(MAILS);
    const left = await writer
      .selectFrom('mail_outbox')
      .select(({ fn }) => ['status', fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    expect(left.map((r) => [r.status, Number(r.n)])).toEqual([['sent', MAILS]]);
    // Every sender took part: claims did not wait on one another.
    for (const s of senders) expect(s.sent()).toBeGreaterThan(0);
  });
});
