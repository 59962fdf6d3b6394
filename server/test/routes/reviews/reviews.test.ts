import type { FastifyInstance } from 'fastify';
import { checkResetToken, decodeUid } from '@server/lib/reset-token';
import { createSession } from '@server/modules/accounts/session.repository';
import { SESSION_COOKIE } from '@server/plugins/app/session';
import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, submitTicket } from '../office/support';
import { createPatent, newUserClient, pngPart, signIn, ticketFields } from '../inventors/support';
import { DEFAULT_RUBRIC, newReviewer, notificationsOf, outboxTo, setTwoFactor } from './support';

/**
 * API.md Part 3 "Committee review", every row: the office invites reviewers, sets the rubric
 * and assigns; a reviewer declares, reads, scores and submits; blind until submitted; a
 * reviewer-role account sees only its reviews; a conflicted reviewer gets nothing of the ticket.
 */

interface World {
  app: FastifyInstance;
  office: TestClient;
  officeId: number;
  submitter: Awaited<ReturnType<typeof newUserClient>>;
  co: Awaited<ReturnType<typeof newUserClient>>;
  ticket: { id: number; title: string; drawings: string | null };
}

async function world(app: FastifyInstance): Promise<World> {
  const { office, client } = await newOfficeClient(app);
  const submitter = await newUserClient(app, { affiliation: 'CIE' });
  const co = await newUserClient(app);
  const created = await submitter.client.request('POST', '/api/inventors/ticket/create/', {
    multipart: ticketFields({
      title: 'Reviewed solar roof',
      inventors: [String(co.user.inventorId)],
      contributions: JSON.stringify([
        { inventor: submitter.user.inventorId, percent: 60 },
        { inventor: co.user.inventorId, percent: 40 },
      ]),
      drawings: pngPart(),
    }),
  });
  if (created.statusCode !== 201) throw new Error(`ticket: ${created.statusCode} ${created.body}`);
  return { app, office: client, officeId: office.userId, submitter, co, ticket: created.json() };
}

const assign = (w: World, reviewer: number, due = '2031-05-20', ticket = w.ticket.id) =>
  w.office.post(`/api/office/tickets/${ticket}/reviews/`, { reviewer, due_date: due });

const SCORES = { novelty: 5, market: 4, inventor_engagement: 4 };

describeEachDatabase('committee review: reviewers and rubric', (ctx) => {
  it('invites an outside reviewer: 201 the account, a 7-day set-password mail, never credentials', async () => {
    const { app, config } = ctx();
    const { client: office } = await newOfficeClient(app);
    const res = await office.post('/api/office/reviewers/', {
      email: 'Expert.One@Lab.example.org',
      name: 'Expert One',
      language: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Expert One',
      email: 'Expert.One@Lab.example.org',
      role: 'reviewer',
    });
    const [mail] = await outboxTo(app, 'Expert.One@Lab.example.org');
    expect(mail.subject).toBe('Invitation à évaluer pour l’Inventor Portal');
    const link = /http:\/\/portal\.test\/reset-password\/([^/\s]+)\/(\S+)/.exec(mail.text_body);
    expect(link).not.toBeNull();
    const [, uid, token] = link ?? [];
    expect(decodeUid(uid)).toBe(body.id);
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'inventor_id', 'role'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(user.inventor_id).toBeNull();
    const day = 24 * 3600_000;
    expect(checkResetToken(config.secretKey, user, token, Date.now() + 6 * day)).toBe(true);
    expect(checkResetToken(config.secretKey, user, token, Date.now() + 8 * day)).toBe(false);
    // The link is the reset page's: choosing a password there works.
    const anon = await signIn(app, { userId: body.id });
    const set = await anon.post(`/api/accounts/reset-password-confirm/${uid}/${token}/`, {
      new_password: 'a-long-reviewer-passphrase',
      re_new_password: 'a-long-reviewer-passphrase',
    });
    expect(set.statusCode).toBe(200);
  });

  it('answers 200 with the existing account of a known email, creating nothing', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const inventor = await newUserClient(app);
    const res = await office.post('/api/office/reviewers/', {
      email: inventor.user.email.toUpperCase(),
      name: 'Whoever',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: inventor.user.userId, role: 'inventor' });
    expect(await outboxTo(app, inventor.user.email)).toEqual([]);
    const again = await office.post('/api/office/reviewers/', { email: 'x', name: '' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ email: ['Invalid email'], name: ['Name is required'] });
    expect(
      (await inventor.client.post('/api/office/reviewers/', { email: 'a@b.org', name: 'A' }))
        .statusCode,
    ).toBe(403);
  });

  it('a reviewer-role account gets 403 on every inventor and office route, but its account and reviews answer', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const reviewer = await newReviewer(app, office);
    for (const url of [
      '/api/inventors/tickets/',
      '/api/inventors/ticket/1/',
      '/api/inventors/patents/',
      '/api/inventors/affiliations/',
      '/api/inventors/inventor/co-inventors/',
      '/api/office/tickets/',
      '/api/office/rubric/',
      '/api/office/inventors/',
    ]) {
      const res = await reviewer.client.get(url);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    const create = await reviewer.client.post('/api/inventors/ticket/create/', {
      title: 'x',
      summary: 'x',
      context: 'x',
      problem_identification: 'x',
    });
    expect(create.statusCode).toBe(403);
    const me = await reviewer.client.get('/api/accounts/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: reviewer.email, role: 'reviewer', inventor: null });
    for (const url of [
      '/api/accounts/notifications/',
      '/api/accounts/notification-settings/',
      '/api/reviews/',
    ]) {
      expect([url, (await reviewer.client.get(url)).statusCode]).toEqual([url, 200]);
    }
    expect((await reviewer.client.post('/api/accounts/logout/')).statusCode).toBe(200);
  });

  it('keeps the rubric: a default of three criteria, replaced whole, 400 on a bad one', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const first = await office.get('/api/office/rubric/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_RUBRIC);
    const tooMany = {
      criteria: Array.from({ length: 11 }, (_, i) => ({
        key: `c${i}`,
        label: { en: 'A', fr: 'B' },
        weight: 1,
      })),
    };
    for (const bad of [
      tooMany,
      { criteria: [] },
      { criteria: [{ key: 'a', label: { en: 'A', fr: 'B' }, weight: 11 }] },
      { criteria: [{ key: 'a', label: { en: 'A', fr: '' }, weight: 2 }] },
      {
        criteria: [
          { key: 'a', label: { en: 'A', fr: 'B' }, weight: 2 },
          { key: 'a', label: { en: 'A', fr: 'B' }, weight: 3 },
        ],
      },
    ]) {
      expect((await office.put('/api/office/rubric/', bad)).statusCode).toBe(400);
    }
    const next = {
      criteria: [
        { key: 'novelty', label: { en: 'Novelty', fr: 'Nouveauté' }, weight: 3 },
        { key: 'fit', label: { en: 'Fit', fr: 'Adéquation' }, weight: 1 },
      ],
    };
    const put = await office.put('/api/office/rubric/', next);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(next);
    expect((await office.get('/api/office/rubric/')).json()).toEqual(next);
    expect((await office.put('/api/office/rubric/', DEFAULT_RUBRIC)).json()).toEqual(
      DEFAULT_RUBRIC,
    );
  });
});

describeEachDatabase('committee review: assignments and reviews', (ctx) => {
  let w: World;
  let alice: Awaited<ReturnType<typeof newReviewer>>;
  let bob: Awaited<ReturnType<typeof newReviewer>>;
  let aliceReview: number;
  let bobReview: number;

  beforeAll(async () => {
    w = await world(ctx().app);
    alice = await newReviewer(w.app, w.office);
    bob = await newReviewer(w.app, w.office, { twoFactor: false, language: 'fr' });
  });

  it('assigns: 201 {id, ticket, reviewer, state: invited, due_date}; the reviewer gets a notification and a mail; audited', async () => {
    const res = await assign(w, alice.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      ticket: w.ticket.id,
      reviewer: { id: alice.id, name: alice.name },
      state: 'invited',
      due_date: '2031-05-20',
    });
    aliceReview = res.json().id;
    const notes = await notificationsOf(alice.client);
    expect(notes.map((n) => [n.event, n.message])).toEqual([
      ['review_assigned', "You were asked to review 'Reviewed solar roof' by 2031-05-20"],
    ]);
    const mails = await outboxTo(w.app, alice.email);
    expect(mails.at(-1)?.subject).toBe('Please review “Reviewed solar roof” by 20 May 2031');
    expect(mails.at(-1)?.text_body).toContain(`http://portal.test/reviews/${aliceReview}`);
    const bobRes = await assign(w, bob.id, '2031-05-22');
    expect(bobRes.statusCode).toBe(201);
    bobReview = bobRes.json().id;
    expect((await outboxTo(w.app, bob.email)).at(-1)?.subject).toBe(
      'Merci d’évaluer «\u00a0Reviewed solar roof\u00a0» d’ici le 22 mai 2031',
    );
    const audit = await w.office.get(
      `/api/office/audit/?target_type=ticket&target_id=${w.ticket.id}`,
    );
    expect(audit.json().results.map((e: { action: string }) => e.action)).toContain(
      'review.assign',
    );
  });

  it('refuses an inventor of the ticket (400 sentence), a second assignment (409), unknown tickets and accounts', async () => {
    for (const inventor of [w.submitter, w.co]) {
      const res = await assign(w, inventor.user.userId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        reviewer: ['An inventor of this ticket cannot review it.'],
      });
    }
    expect((await assign(w, alice.id)).statusCode).toBe(409);
    expect((await assign(w, alice.id, '2031-05-20', 999999)).statusCode).toBe(404);
    const draft = await submitTicket(w.submitter.client, { is_draft: true, title: 'Draft' });
    expect((await assign(w, alice.id, '2031-05-20', draft.id)).statusCode).toBe(404);
    const nobody = await assign(w, 999999);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ reviewer: ['Choose an account.'] });
    const badDate = await w.office.post(`/api/office/tickets/${w.ticket.id}/reviews/`, {
      reviewer: alice.id,
      due_date: '2031-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(
      (
        await alice.client.post(`/api/office/tickets/${w.ticket.id}/reviews/`, {
          reviewer: bob.id,
          due_date: '2031-01-01',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists the caller’s assignments, open ones first; 401 without a session', async () => {
    const res = await alice.client.get('/api/reviews/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: aliceReview,
        ticket: { id: w.ticket.id, title: 'Reviewed solar roof' },
        state: 'invited',
        due_date: '2031-05-20',
        declared_at: null,
        submitted_at: null,
      },
    ]);
    const anonymous = await w.app.inject({ method: 'GET', url: '/api/reviews/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows only the title before the declaration: 403 conflict_declaration_required on the ticket and on saving', async () => {
    const res = await alice.client.get(`/api/reviews/${aliceReview}/ticket/`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'Declare any conflict of interest first.',
      code: 'conflict_declaration_required',
    });
    expect(
      (await alice.client.put(`/api/reviews/${aliceReview}/`, { comment: 'x' })).statusCode,
    ).toBe(403);
    // Another account's review: 404.
    expect((await alice.client.get(`/api/reviews/${bobReview}/ticket/`)).statusCode).toBe(404);
    expect(
      (await alice.client.post(`/api/reviews/${bobReview}/declare/`, { conflict: false }))
        .statusCode,
    ).toBe(404);
  });

  it('declares no conflict → in_progress (once: 409); the ticket needs two-factor sign-in', async () => {
    const declared = await bob.client.post(`/api/reviews/${bobReview}/declare/`, {
      conflict: false,
    });
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({
      state: 'in_progress',
      declared_at: expect.any(String),
    });
    expect(
      (await bob.client.post(`/api/reviews/${bobReview}/declare/`, { conflict: true })).statusCode,
    ).toBe(409);
    const no2fa = await bob.client.get(`/api/reviews/${bobReview}/ticket/`);
    expect(no2fa.statusCode).toBe(403);
    // In the account's language (French here), the English of the contract otherwise.
    expect(no2fa.json()).toEqual({
      detail: 'Configurez d’abord la connexion en deux étapes.',
      code: 'two_factor_required',
    });
    await w.app.db.updateTable('users').set({ language: 'en' }).where('id', '=', bob.id).execute();
    expect((await bob.client.get(`/api/reviews/${bobReview}/ticket/`)).json()).toEqual({
      detail: 'Set up two-factor sign-in first.',
      code: 'two_factor_required',
    });
    // A single-sign-on session reads it without two-factor sign-in.
    const sso = new TestClient(w.app);
    sso.cookies.set(SESSION_COOKIE, await createSession(w.app.db, bob.id, 'sso:campus'));
    expect((await sso.get(`/api/reviews/${bobReview}/ticket/`)).statusCode).toBe(200);
    await setTwoFactor(w.app, bob.id, true);
    const res = await bob.client.get(`/api/reviews/${bobReview}/ticket/`);
    expect(res.statusCode).toBe(200);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      id: w.ticket.id,
      title: 'Reviewed solar roof',
      summary: 'A coating that sheds dust',
      answers: {},
      attachments: [],
      contributions: [
        { inventor: w.submitter.user.inventorId, percent: 60 },
        { inventor: w.co.user.inventorId, percent: 40 },
      ],
      rubric: DEFAULT_RUBRIC,
      review: { id: bobReview, state: 'in_progress' },
    });
    expect(ticket.inventor_details.map((i: { id: number }) => i.id).sort()).toEqual(
      [w.submitter.user.inventorId, w.co.user.inventorId].sort(),
    );
    expect(ticket.inventor_details.every((i: { name: string }) => i.name.length > 0)).toBe(true);
    expect(ticket).not.toHaveProperty('comments');
  });

  it('saves as it goes: the fields given replace the stored ones; 400 score outside 1–5 or unknown criterion', async () => {
    const url = `/api/reviews/${bobReview}/`;
    const first = await bob.client.put(url, { scores: { novelty: 4 }, comment: 'Promising' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      scores: { novelty: 4 },
      comment: 'Promising',
      score: null,
    });
    const second = await bob.client.put(url, { recommendation: 'more_info' });
    expect(second.json()).toMatchObject({
      scores: { novelty: 4 },
      comment: 'Promising',
      recommendation: 'more_info',
    });
    for (const scores of [{ novelty: 6 }, { novelty: 0 }, { novelty: 2.5 }, { bogus: 3 }]) {
      const res = await bob.client.put(url, { scores });
      expect([scores, res.statusCode]).toEqual([scores, 400]);
    }
    expect((await bob.client.put(url, { recommendation: 'maybe' })).statusCode).toBe(400);
    const submitEarly = await bob.client.post(`/api/reviews/${bobReview}/submit/`);
    expect(submitEarly.statusCode).toBe(400);
    expect(submitEarly.json()).toMatchObject({ scores: ['Score every criterion.'] });
    await bob.client.put(url, { scores: SCORES, recommendation: null });
    const noRecommendation = await bob.client.post(`/api/reviews/${bobReview}/submit/`);
    expect(noRecommendation.statusCode).toBe(400);
    expect(noRecommendation.json()).toMatchObject({ recommendation: ['Choose a recommendation.'] });
  });

  it('hides the others’ reviews until one’s own is submitted', async () => {
    const res = await bob.client.get(`/api/reviews/${bobReview}/others/`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Submit your review first.' });
  });

  it('submits for good: the weighted mean (two decimals), the office told live and in the bell; then 409', async () => {
    const heard: Array<[string, string]> = [];
    const stop = w.app.liveBus.subscribe(w.officeId, (name, data) => heard.push([name, data]));
    await bob.client.put(`/api/reviews/${bobReview}/`, { recommendation: 'file' });
    const res = await bob.client.post(`/api/reviews/${bobReview}/submit/`);
    expect(res.statusCode).toBe(200);
    // (5×4 + 4×4 + 4×2) / 10
    expect(res.json()).toMatchObject({
      state: 'submitted',
      score: 4.4,
      submitted_at: expect.any(String),
    });
    await waitFor(() => heard.some(([name]) => name === 'review_submitted'));
    stop();
    const live = heard.find(([name]) => name === 'review_submitted');
    expect(JSON.parse(live?.[1] ?? '{}')).toEqual({ ticket: w.ticket.id, review: bobReview });
    const officeNotes = await notificationsOf(w.office);
    expect(officeNotes.map((n) => n.event)).toContain('review_submitted');
    const again = await bob.client.put(`/api/reviews/${bobReview}/`, { comment: 'changed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This review is submitted.' });
    expect((await bob.client.post(`/api/reviews/${bobReview}/submit/`)).statusCode).toBe(409);
    expect(
      (await w.office.delete(`/api/office/tickets/${w.ticket.id}/reviews/${bobReview}/`))
        .statusCode,
    ).toBe(409);
    expect((await bob.client.get(`/api/reviews/${bobReview}/others/`)).json()).toEqual([]);
  });

  it('lists every assignment for the office with its state, scores, score and recommendation', async () => {
    const res = await w.office.get(`/api/office/tickets/${w.ticket.id}/reviews/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: aliceReview,
        state: 'invited',
        declared_at: null,
        conflict_note: null,
        scores: {},
        score: null,
        recommendation: null,
        comment: '',
        submitted_at: null,
        warnings: [],
      }),
      expect.objectContaining({
        id: bobReview,
        reviewer: { id: bob.id, name: bob.name },
        state: 'submitted',
        scores: SCORES,
        score: 4.4,
        recommendation: 'file',
        comment: 'Promising',
        submitted_at: expect.any(String),
      }),
    ]);
    expect((await w.office.get('/api/office/tickets/999999/reviews/')).statusCode).toBe(404);
  });

  it('shows the others’ submitted reviews, names included, once one’s own is submitted', async () => {
    await alice.client.post(`/api/reviews/${aliceReview}/declare/`, { conflict: false });
    await alice.client.put(`/api/reviews/${aliceReview}/`, {
      scores: { novelty: 3, market: 3, inventor_engagement: 2 },
      recommendation: 'do_not_file',
      comment: 'Crowded field',
    });
    expect((await alice.client.get(`/api/reviews/${aliceReview}/others/`)).statusCode).toBe(403);
    expect((await alice.client.post(`/api/reviews/${aliceReview}/submit/`)).json()).toMatchObject({
      score: 2.8,
    });
    const others = await alice.client.get(`/api/reviews/${aliceReview}/others/`);
    expect(others.statusCode).toBe(200);
    expect(others.json()).toEqual([
      {
        id: bobReview,
        reviewer: { id: bob.id, name: bob.name },
        scores: SCORES,
        score: 4.4,
        recommendation: 'file',
        comment: 'Promising',
        submitted_at: expect.any(String),
      },
    ]);
  });

  it('gives the queue rows a review_summary and the review= filter', async () => {
    const other = await submitTicket(w.submitter.client, { title: 'Unreviewed lamp' });
    const overdueTicket = await submitTicket(w.submitter.client, { title: 'Overdue kettle' });
    const carol = await newReviewer(w.app, w.office);
    expect((await assign(w, carol.id, '2020-01-10', overdueTicket.id)).statusCode).toBe(201);
    const page = await w.office.get('/api/office/tickets/?page_size=100');
    const rows: Array<{ id: number; review_summary: unknown }> = page.json().results;
    const summary = (id: number) => rows.find((r) => r.id === id)?.review_summary;
    expect(summary(w.ticket.id)).toEqual({
      assigned: 2,
      submitted: 2,
      mean_score: 3.6,
      recommendations: { file: 1, do_not_file: 1, more_info: 0 },
    });
    expect(summary(other.id)).toEqual({
      assigned: 0,
      submitted: 0,
      mean_score: null,
      recommendations: { file: 0, do_not_file: 0, more_info: 0 },
    });
    expect(summary(overdueTicket.id)).toMatchObject({
      assigned: 1,
      submitted: 0,
      mean_score: null,
    });
    const ids = async (filter: string) =>
      (await w.office.get(`/api/office/tickets/?page_size=100&review=${filter}`))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await ids('submitted')).toEqual([w.ticket.id]);
    expect(await ids('assigned')).toEqual([overdueTicket.id]);
    expect(await ids('overdue')).toEqual([overdueTicket.id]);
    const none = await ids('none');
    expect(none).toContain(other.id);
    expect(none).not.toContain(w.ticket.id);
    expect(none).not.toContain(overdueTicket.id);
    expect((await w.office.get('/api/office/tickets/?review=soon')).statusCode).toBe(400);
  });

  it('removes an assignment not submitted (204), audited; 404 for another ticket’s review', async () => {
    const dave = await newReviewer(w.app, w.office);
    const created = (await assign(w, dave.id)).json();
    const other = await submitTicket(w.submitter.client, { title: 'Other' });
    expect(
      (await w.office.delete(`/api/office/tickets/${other.id}/reviews/${created.id}/`)).statusCode,
    ).toBe(404);
    expect(
      (await w.office.delete(`/api/office/tickets/${w.ticket.id}/reviews/${created.id}/`))
        .statusCode,
    ).toBe(204);
    expect((await dave.client.get(`/api/reviews/${created.id}/`)).statusCode).toBe(404);
    const audit = await w.office.get(
      `/api/office/audit/?target_type=ticket&target_id=${w.ticket.id}`,
    );
    const actions = audit.json().results.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['review.assign', 'review.declare', 'review.submit', 'review.remove']),
    );
  });

  it('warns the office of a reviewer sharing an inventor’s affiliation or a patent with one', async () => {
    const colleague = await newUserClient(w.app, { affiliation: 'CIE' });
    const coAuthor = await newUserClient(w.app);
    await createPatent(w.app.db, {
      title: 'Shared patent',
      inventors: [coAuthor.user.inventorId, w.co.user.inventorId],
    });
    expect((await assign(w, colleague.user.userId)).statusCode).toBe(201);
    const created = await assign(w, coAuthor.user.userId);
    expect(created.json().warnings).toEqual(['co_inventor']);
    const rows: Array<{ reviewer: { id: number }; warnings: string[] }> = (
      await w.office.get(`/api/office/tickets/${w.ticket.id}/reviews/`)
    ).json();
    const of = (id: number) => rows.find((r) => r.reviewer.id === id)?.warnings;
    expect(of(colleague.user.userId)).toEqual(['same_affiliation']);
    expect(of(coAuthor.user.userId)).toEqual(['co_inventor']);
    expect(of(alice.id)).toEqual([]);
    // An inventor-role account reviews through /api/reviews too.
    const list = await coAuthor.client.get('/api/reviews/');
    expect(list.json().map((r: { ticket: { id: number } }) => r.ticket.id)).toEqual([w.ticket.id]);
  });
});

describeEachDatabase(
  'committee review: a conflicted reviewer gets nothing of the ticket',
  (ctx) => {
    it('closes the ticket on every route, file, search, notification and live event; the office is told', async () => {
      const w = await world(ctx().app);
      const outsider = await newReviewer(w.app, w.office);
      // An inventor-role account (not an inventor of the ticket) declares a conflict too.
      const colleague = await newUserClient(w.app);
      await setTwoFactor(w.app, colleague.user.userId, true);
      const honest = await newReviewer(w.app, w.office);
      const r1 = (await assign(w, outsider.id, '2031-06-10')).json().id as number;
      const r2 = (await assign(w, colleague.user.userId, '2031-06-10')).json().id as number;
      const r3 = (await assign(w, honest.id, '2031-06-10')).json().id as number;

      const heard: string[] = [];
      const stops = [outsider.id, colleague.user.userId].map((id) =>
        w.app.liveBus.subscribe(id, (name, data) => heard.push(`${name} ${data}`)),
      );

      for (const [client, rid] of [
        [outsider.client, r1],
        [colleague.client, r2],
      ] as const) {
        const res = await client.post(`/api/reviews/${rid}/declare/`, {
          conflict: true,
          note: 'I advise the company',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          state: 'conflicted',
          conflict_note: 'I advise the company',
        });
        for (const [method, url] of [
          ['GET', `/api/reviews/${rid}/ticket/`],
          ['PUT', `/api/reviews/${rid}/`],
          ['POST', `/api/reviews/${rid}/submit/`],
          ['GET', `/api/reviews/${rid}/others/`],
        ] as const) {
          const answer = await client.request(
            method,
            url,
            method === 'PUT' ? { json: { comment: 'x' } } : {},
          );
          expect([url, answer.statusCode]).toEqual([url, 404]);
        }
      }
      const officeNotes = await notificationsOf(w.office);
      expect(officeNotes.filter((n) => n.event === 'review_declared_conflict')).toHaveLength(2);
      const rows = (await w.office.get(`/api/office/tickets/${w.ticket.id}/reviews/`)).json();
      expect(rows.find((r: { id: number }) => r.id === r1)).toMatchObject({
        state: 'conflicted',
        conflict_note: 'I advise the company',
      });

      // The ticket's page, its drawing, the lists and the search.
      const drawing = w.ticket.drawings ?? '';
      expect(drawing).toMatch(/^\/api\/files\/drawings\//);
      for (const client of [outsider.client, colleague.client]) {
        expect((await client.get(drawing)).statusCode).toBe(404);
        expect([403, 404]).toContain(
          (await client.get(`/api/inventors/ticket/${w.ticket.id}/`)).statusCode,
        );
        expect([403, 404]).toContain(
          (await client.get(`/api/inventors/ticket/${w.ticket.id}/comments/`)).statusCode,
        );
        const search = await client.get('/api/inventors/tickets/?search=Reviewed');
        if (search.statusCode === 200) expect(search.body).not.toContain('Reviewed solar roof');
        else expect(search.statusCode).toBe(403);
      }

      // What happens on the ticket afterwards: a comment, a status change, a review submitted.
      await w.submitter.client.post(`/api/inventors/ticket/${w.ticket.id}/comments/`, {
        body: 'Any news?',
      });
      await w.office.post(`/api/office/tickets/${w.ticket.id}/status/`, {
        status: 'needs_info',
        message: 'Send the data sheet.',
      });
      await honest.client.post(`/api/reviews/${r3}/declare/`, { conflict: false });
      await honest.client.put(`/api/reviews/${r3}/`, { scores: SCORES, recommendation: 'file' });
      expect((await honest.client.post(`/api/reviews/${r3}/submit/`)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      stops.forEach((stop) => stop());
      expect(
        heard.filter((e) => !e.startsWith('notification') || e.includes('Reviewed solar roof')),
      ).toEqual([]);

      for (const client of [outsider.client, colleague.client]) {
        const events = (await notificationsOf(client)).map((n) => n.event);
        expect(events).toEqual(['review_assigned']);
      }
      // Reminders skip a conflicted review.
      await w.app.db.deleteFrom('review_reminders').execute();
      const { sendReviewReminders } =
        await import('@server/modules/reviews/review-reminders.service');
      await sendReviewReminders(w.app.db, ctx().config, new Date('2031-06-10T12:00:00Z'));
      for (const client of [outsider.client, colleague.client]) {
        expect((await notificationsOf(client)).map((n) => n.event)).toEqual(['review_assigned']);
      }
    });
  },
);

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
