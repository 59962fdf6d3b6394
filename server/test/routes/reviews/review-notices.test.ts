import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../office/support';
import { newReviewer, notificationsOf, outboxTo } from './support';

/**
 * The review notices (API.md Part 3 "Committee review") follow each recipient's notification
 * settings like every other notice (API.md "notification-settings"): `review_assigned` and
 * `review_due` to the reviewer, `review_declared_conflict` and `review_submitted` to the office,
 * each in the bell (`in_app`) and, for the reviewer's, by mail (`email`, with the one-click
 * unsubscribe link). Review assignments count against the mail-sending write limit.
 */

const SCORES = { novelty: 5, market: 4, inventor_engagement: 4 };

async function submittedTicket(app: FastifyInstance, title: string) {
  const { client } = await newUserClient(app);
  return { ...(await submitTicket(client, { title })), client };
}

describeEachDatabase('committee review: notices follow the notification settings', (ctx) => {
  it('lists the review events in the settings, all on by default', async () => {
    const { client } = await newUserClient(ctx().app);
    const settings = (await client.get('/api/accounts/notification-settings/')).json();
    for (const event of [
      'review_assigned',
      'review_due',
      'review_declared_conflict',
      'review_submitted',
    ]) {
      expect([event, settings[event]]).toEqual([event, { in_app: true, email: true }]);
    }
  });

  it('no bell and no mail of an assignment or a reminder whose channels the reviewer turned off', async () => {
    const { app, config } = ctx();
    const { client: office } = await newOfficeClient(app);
    const quiet = await newReviewer(app, office);
    const mailOnly = await newReviewer(app, office);
    expect(
      (
        await quiet.client.put('/api/accounts/notification-settings/', {
          review_assigned: { in_app: false, email: false },
          review_due: { in_app: false, email: false },
        })
      ).statusCode,
    ).toBe(200);
    await mailOnly.client.put('/api/accounts/notification-settings/', {
      review_assigned: { in_app: false },
      review_due: { email: false },
    });
    const ticket = await submittedTicket(app, 'Quiet turbine');
    const mailsBefore = (await outboxTo(app, quiet.email)).length;
    for (const reviewer of [quiet, mailOnly]) {
      const res = await office.post(`/api/office/tickets/${ticket.id}/reviews/`, {
        reviewer: reviewer.id,
        due_date: '2031-09-10',
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await notificationsOf(quiet.client)).toEqual([]);
    expect(await outboxTo(app, quiet.email)).toHaveLength(mailsBefore);
    expect(await notificationsOf(mailOnly.client)).toEqual([]);
    const assigned = (await outboxTo(app, mailOnly.email)).at(-1);
    expect(assigned?.subject).toBe('Please review “Quiet turbine” by 10 September 2031');
    // Laid out like every event mail: the review's link, the reason and the unsubscribe link.
    expect(assigned?.text_body).toMatch(/http:\/\/portal\.test\/reviews\/\d+/);
    expect(assigned?.text_body).toContain('review-assignment emails are on');
    expect(assigned?.text_body).toContain('http://portal.test/api/accounts/unsubscribe/');

    const { sendReviewReminders } =
      await import('@server/modules/reviews/review-reminders.service');
    const mailOnlyMails = (await outboxTo(app, mailOnly.email)).length;
    await sendReviewReminders(app.db, config, new Date('2031-09-08T12:00:00Z'));
    expect(await notificationsOf(quiet.client)).toEqual([]);
    expect(await outboxTo(app, quiet.email)).toHaveLength(mailsBefore);
    // Bell on, mail off for review_due.
    expect((await notificationsOf(mailOnly.client)).map((n) => n.event)).toEqual(['review_due']);
    expect(await outboxTo(app, mailOnly.email)).toHaveLength(mailOnlyMails);
  });

  it('no bell of a conflict or a submitted review for an office account that turned them off', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const { client: muted } = await newOfficeClient(app);
    await muted.put('/api/accounts/notification-settings/', {
      review_declared_conflict: { in_app: false },
      review_submitted: { in_app: false },
    });
    const ticket = await submittedTicket(app, 'Muted kiln');
    const conflicted = await newReviewer(app, office);
    const scorer = await newReviewer(app, office);
    const rids: number[] = [];
    for (const reviewer of [conflicted, scorer]) {
      const res = await office.post(`/api/office/tickets/${ticket.id}/reviews/`, {
        reviewer: reviewer.id,
        due_date: '2031-09-10',
      });
      rids.push(res.json().id);
    }
    await conflicted.client.post(`/api/reviews/${rids[0]}/declare/`, { conflict: true });
    await scorer.client.post(`/api/reviews/${rids[1]}/declare/`, { conflict: false });
    await scorer.client.put(`/api/reviews/${rids[1]}/`, { scores: SCORES, recommendation: 'file' });
    expect((await scorer.client.post(`/api/reviews/${rids[1]}/submit/`)).statusCode).toBe(200);
    const events = (client: typeof office) =>
      notificationsOf(client).then((notes) =>
        notes.filter((n) => n.message.includes('Muted kiln')).map((n) => n.event),
      );
    expect((await events(office)).sort()).toEqual(['review_declared_conflict', 'review_submitted']);
    expect(await events(muted)).toEqual([]);
  });

  it('counts review assignments against the mail-sending write limit (30 per 10 minutes)', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const ticket = await submittedTicket(app, 'Limited lens');
    const reviewers = [];
    // Invitations send mail too: made by another office account.
    const { client: inviter } = await newOfficeClient(app);
    for (let i = 0; i < 3; i += 1) reviewers.push(await newReviewer(app, inviter));
    const comments = `/api/inventors/ticket/${ticket.id}/comments/`;
    for (let i = 0; i < 28; i += 1)
      expect((await office.post(comments, { body: `note ${i}` })).statusCode).toBe(201);
    for (const reviewer of reviewers.slice(0, 2)) {
      const res = await office.post(`/api/office/tickets/${ticket.id}/reviews/`, {
        reviewer: reviewer.id,
        due_date: '2031-09-10',
      });
      expect(res.statusCode).toBe(201);
    }
    // The 31st: refused, and nothing assigned.
    const refused = await office.post(`/api/office/tickets/${ticket.id}/reviews/`, {
      reviewer: reviewers[2].id,
      due_date: '2031-09-10',
    });
    expect(refused.statusCode).toBe(429);
    expect((await office.post(comments, { body: 'one more' })).statusCode).toBe(429);
    const listed = (await office.get(`/api/office/tickets/${ticket.id}/reviews/`)).json();
    expect(listed.map((r: { reviewer: { id: number } }) => r.reviewer.id)).toEqual(
      reviewers.slice(0, 2).map((r) => r.id),
    );
  });
});
