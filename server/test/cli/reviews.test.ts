import { runReviewReminderJob } from '@server/modules/reviews/review-reminders.job';
import { describeEachDatabase } from '../helpers/test-app';
import { newOfficeClient, submitTicket } from '../routes/office/support';
import { newUserClient } from '../routes/inventors/support';
import { newReviewer, notificationsOf, outboxTo } from '../routes/reviews/support';
import { runCommand } from './support';

/** API.md Part 3 "Committee review": the admin commands `create-reviewer` and `send-reminders`. */
describeEachDatabase('admin CLI: committee review', (ctx) => {
  it('create-reviewer: a reviewer account without an inventor record, the set-password mail, audited', async () => {
    const { app, dialect } = ctx();
    const email = `expert-${dialect}-${Date.now()}@lab.example.org`;
    const res = await runCommand(ctx(), 'create-reviewer', [email, '--name', 'Dr Expert']);
    expect(res).toEqual({
      code: 0,
      output: [
        `Reviewer account created. Email: ${email}`,
        'The invitation mail with a link to choose a password (valid 7 days) is queued.',
      ],
    });
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'role', 'name', 'inventor_id', 'language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'reviewer',
      name: 'Dr Expert',
      inventor_id: null,
      language: 'en',
    });
    const [mail] = await outboxTo(app, email);
    expect(mail.subject).toBe('You are invited to review for the Inventor Portal');
    expect(mail.text_body).toMatch(/http:\/\/portal\.test\/reset-password\/[^/\s]+\/\S+/);
    expect(mail.text_body).not.toMatch(/password: /i);
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', user.id)
      .execute();
    expect(audit).toEqual([{ action: 'reviewer.create', actor_id: null }]);

    const again = await runCommand(ctx(), 'create-reviewer', [email.toUpperCase(), '--name', 'X']);
    expect(again).toEqual({
      code: 0,
      output: [`An account with the email ${email} already exists (role reviewer).`],
    });
    expect(await outboxTo(app, email)).toHaveLength(1);
    expect((await runCommand(ctx(), 'create-reviewer', [email])).code).toBe(2);
    expect((await runCommand(ctx(), 'create-reviewer', ['not-an-email', '--name', 'X'])).code).toBe(
      2,
    );
    const fr = await runCommand(ctx(), 'create-reviewer', [
      `fr-${email}`,
      '--name',
      'Expert FR',
      '--language',
      'fr',
    ]);
    expect(fr.code).toBe(0);
    expect((await outboxTo(app, `fr-${email}`))[0].subject).toBe(
      'Invitation à évaluer pour l’Inventor Portal',
    );
  });

  it('send-reminders: review_due two days before and on the due date, bell and mail, once each; not once submitted or conflicted', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const inventor = await newUserClient(app);
    const ticket = await submitTicket(inventor.client, { title: 'Tidal kite' });
    const due = '2032-03-10';
    const [open, done, conflicted] = [
      await newReviewer(app, office),
      await newReviewer(app, office),
      await newReviewer(app, office, { language: 'fr' }),
    ];
    const rids: number[] = [];
    for (const reviewer of [open, done, conflicted]) {
      const res = await office.post(`/api/office/tickets/${ticket.id}/reviews/`, {
        reviewer: reviewer.id,
        due_date: due,
      });
      rids.push(res.json().id);
    }
    await done.client.post(`/api/reviews/${rids[1]}/declare/`, { conflict: false });
    await done.client.put(`/api/reviews/${rids[1]}/`, {
      scores: { novelty: 3, market: 3, inventor_engagement: 3 },
      recommendation: 'more_info',
    });
    expect((await done.client.post(`/api/reviews/${rids[1]}/submit/`)).statusCode).toBe(200);
    await conflicted.client.post(`/api/reviews/${rids[2]}/declare/`, { conflict: true });

    const dueEvents = async (client = open.client) =>
      (await notificationsOf(client)).filter((n) => n.event === 'review_due');

    // Three days before: nothing yet.
    const early = await runCommand(ctx(), 'send-reminders', ['--now', '2032-03-07T09:00:00Z']);
    expect(early.output[1]).toBe(
      'Review reminders as of 2032-03-07T09:00:00.000Z: 0 review(s) due, 0 reminder(s) sent.',
    );
    const twoDays = '2032-03-08T09:00:00Z';
    const first = await runCommand(ctx(), 'send-reminders', ['--now', twoDays]);
    expect(first.output[1]).toBe(
      'Review reminders as of 2032-03-08T09:00:00.000Z: 1 review(s) due, 1 reminder(s) sent.',
    );
    const second = await runCommand(ctx(), 'send-reminders', ['--now', twoDays]);
    expect(second.output[1]).toBe(
      'Review reminders as of 2032-03-08T09:00:00.000Z: 1 review(s) due, 0 reminder(s) sent.',
    );
    expect((await dueEvents()).map((n) => n.message)).toEqual([
      "Your review of 'Tidal kite' is due on 2032-03-10, in 2 days",
    ]);
    const mails = (await outboxTo(app, open.email)).filter((m) => m.subject.includes('is due'));
    expect(mails.map((m) => m.subject)).toEqual([
      'Your review of “Tidal kite” is due on 10 March 2032',
    ]);
    expect(mails[0].text_body).toContain(`http://portal.test/reviews/${rids[0]}`);

    // On the day: the hourly job, on several instances at once, sends it once.
    const onTheDay = new Date('2032-03-10T07:00:00Z');
    const runs = await Promise.all(
      [0, 1, 2].map(() =>
        runReviewReminderJob({ db: app.db, dialect: ctx().dialect }, ctx().config, onTheDay),
      ),
    );
    expect(runs.reduce((sum, run) => sum + (run?.sent ?? 0), 0)).toBe(1);
    expect(
      (await runCommand(ctx(), 'send-reminders', ['--now', '2032-03-10T18:00:00Z'])).output[1],
    ).toBe('Review reminders as of 2032-03-10T18:00:00.000Z: 1 review(s) due, 0 reminder(s) sent.');
    expect((await dueEvents()).map((n) => n.message)).toEqual([
      "Your review of 'Tidal kite' is due today (2032-03-10)",
      "Your review of 'Tidal kite' is due on 2032-03-10, in 2 days",
    ]);
    expect(await dueEvents(done.client)).toEqual([]);
    expect(await dueEvents(conflicted.client)).toEqual([]);
    expect(
      (await outboxTo(app, conflicted.email)).filter((m) => m.subject.includes('attendue')),
    ).toEqual([]);
  });
});
