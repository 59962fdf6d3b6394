import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { isoAgo, nowIso } from '@server/lib/time';
import { enqueueMail } from '@server/mail/outbox';
import { CLAIM_LEASE_MS, releaseStaleClaims } from '@server/mail/outbox-claims';
import { deliverDueMail, MAX_ATTEMPTS } from '@server/mail/sender';
import type { MailTransport } from '@server/mail/transport';
import { describeEachDatabase } from '../helpers/test-app';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** A transport that records the subject of every mail it is given; `failing` refuses them. */
function recordingTransport(failing = false): MailTransport & { subjects: string[] } {
  const subjects: string[] = [];
  return {
    subjects,
    async send(mail) {
      if (failing) throw new Error('smtp down');
      subjects.push(mail.subject);
    },
    close: () => undefined,
  };
}

const sender = (db: Kysely<DB>, transport: MailTransport) => ({
  db,
  transport,
  from: 'portal@example.org',
  log: silent,
  messageIdDomain: 'portal.test',
});

/** The claim lease of the outbox (mail/outbox-claims.ts), on one database. */
describeEachDatabase('mail outbox: claims and their lease', (ctx) => {
  let subject = 0;
  async function queued(state: { status: string; claimed_at: string | null }) {
    const { db } = ctx().app;
    subject += 1;
    const name = `Claim test ${subject}`;
    const id = await enqueueMail(db, { to: 'x@example.org', subject: name, text: 'body' });
    await db.updateTable('mail_outbox').set(state).where('id', '=', id).execute();
    return { id, name };
  }
  const rowOf = (id: number) =>
    ctx()
      .app.db.selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    await ctx().app.db.deleteFrom('mail_outbox').execute();
  });

  it('leaves a row another instance claimed within the lease alone, at start and when sending', async () => {
    const busy = await queued({ status: 'sending', claimed_at: isoAgo(60_000) });
    await releaseStaleClaims(ctx().app.db);
    expect(await rowOf(busy.id)).toMatchObject({ status: 'sending' });
    const transport = recordingTransport();
    expect(await deliverDueMail(sender(ctx().app.db, transport))).toEqual({ sent: 0, failed: 0 });
    expect(transport.subjects).toEqual([]);
  });

  it('takes back a claim older than the lease (its instance died mid-send): at start, or by the next sender', async () => {
    const stale = await queued({ status: 'sending', claimed_at: isoAgo(CLAIM_LEASE_MS + 1000) });
    const legacy = await queued({ status: 'sending', claimed_at: null });
    await releaseStaleClaims(ctx().app.db);
    expect(await rowOf(stale.id)).toMatchObject({ status: 'pending', claimed_at: null });
    expect(await rowOf(legacy.id)).toMatchObject({ status: 'pending', claimed_at: null });

    const orphan = await queued({ status: 'sending', claimed_at: isoAgo(CLAIM_LEASE_MS + 1000) });
    const transport = recordingTransport();
    expect(await deliverDueMail(sender(ctx().app.db, transport))).toEqual({ sent: 3, failed: 0 });
    expect(transport.subjects.sort()).toEqual([stale.name, legacy.name, orphan.name].sort());
    expect(await rowOf(orphan.id)).toMatchObject({ status: 'sent', claimed_at: null });
  });

  it('stamps each claim and counts it as an attempt; a failure goes back to the queue with a later try', async () => {
    const mail = await queued({ status: 'pending', claimed_at: null });
    const before = nowIso();
    expect(await deliverDueMail(sender(ctx().app.db, recordingTransport(true)))).toEqual({
      sent: 0,
      failed: 1,
    });
    const row = await rowOf(mail.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_at: null });
    expect(row.last_error).toBe('smtp down');
    expect(row.next_attempt_at > before).toBe(true);
    await ctx()
      .app.db.updateTable('mail_outbox')
      .set({ next_attempt_at: before, attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', mail.id)
      .execute();
    await deliverDueMail(sender(ctx().app.db, recordingTransport(true)));
    expect(await rowOf(mail.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});
