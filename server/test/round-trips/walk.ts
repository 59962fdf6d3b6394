import type { FastifyInstance } from 'fastify';
import { encodeUid, makeResetToken } from '@server/lib/reset-token';
import { makeUnsubscribeToken } from '@server/lib/unsubscribe-token';
import { totpCode } from '@server/modules/two-factor/two-factor.service';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { MANAGER_PASSWORD } from '../helpers/test-app';
import { part, pdf } from '../routes/attachments/support';
import { publishForm, SAMPLE_FORM } from '../routes/forms/support';
import {
  createInventor,
  createPatent,
  newUserClient,
  pngPart,
  signIn,
  ticketFields,
  ticketVersion,
} from '../routes/inventors/support';
import { newOfficeClient } from '../routes/office/support';
import { DEFAULT_RUBRIC, newReviewer } from '../routes/reviews/support';
import { openEventStream, type EventStream } from '../live/stream-client';
import { Walk } from './measure';

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

type Json = Record<string, unknown>;
const json = (res: { json: () => unknown }) => res.json() as Json;
const idOf = (res: { json: () => unknown }) => Number(json(res).id);
/** The last path segment of a served file's URL: the storage key. */
const keyOf = (url: unknown) => String(url).split('/').filter(Boolean).pop() ?? '';

const ANSWERS = JSON.stringify({
  funded: true,
  grant_number: 'ANR-21-CE05',
  agency: 'anr',
  notes: 'Tested on two roofs',
  years: 3,
  partners: ['startup', 'sme'],
});

/**
 * Every endpoint of the route contract, as the right caller, on realistic data: three
 * inventors with accounts on tickets with co-inventors, co-applicants, questionnaire answers,
 * drawings, attachments, comments and committee reviews; patents with several inventors and
 * schemas. Lists hold several rows, so a query per row shows in the count.
 */
export async function walkEveryEndpoint(app: FastifyInstance): Promise<Walk> {
  const walk = new Walk(app);
  const m = walk.measure.bind(walk);
  /** A browser's first visit: the CSRF cookie fetched before anything is measured. */
  const anon = async () => {
    const client = new TestClient(app);
    await client.csrf();
    return client;
  };

  // ---- The world (not measured) ----
  const { office: officeUser, client: office } = await newOfficeClient(app);
  const ada = await newUserClient(app, { affiliation: 'CIE' });
  const bob = await newUserClient(app, { affiliation: 'UIR' });
  const cy = await newUserClient(app);
  const patents: number[] = [];
  for (let i = 0; i < 4; i++) {
    patents.push(
      await createPatent(app.db, {
        title: `Heat pump ${i}`,
        inventors: [ada.user.inventorId, bob.user.inventorId, cy.user.inventorId],
        schemas: [`https://example.org/${i}-a.png`, `https://example.org/${i}-b.png`],
      }),
    );
  }
  const formVersion = await publishForm(office, SAMPLE_FORM);
  const createTicket = async (title: string, isDraft = false) => {
    const res = await ada.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        title,
        is_draft: String(isDraft),
        inventors: [String(bob.user.inventorId), String(cy.user.inventorId)],
        co_applications: ['Partner Lab', 'Solar SA'],
        contributions: JSON.stringify([
          { inventor: ada.user.inventorId, percent: 50 },
          { inventor: bob.user.inventorId, percent: 30 },
          { inventor: cy.user.inventorId, percent: 20 },
        ]),
        answers: ANSWERS,
        drawings: pngPart(),
      }),
    });
    if (res.statusCode !== 201) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
    return json(res);
  };
  for (let i = 0; i < 3; i++) await createTicket(`Solar roof ${i}`);

  // ---- Public ----
  const visitor = await anon();
  const joining = await anon();
  const signingIn = await anon();
  await m('GET /api/health', 200, () => visitor.get('/api/health'));
  await m('GET /api/docs/openapi.json', 200, () => visitor.get('/api/docs/openapi.json'));
  await m('GET /api/inventors/affiliations', 200, () =>
    visitor.get('/api/inventors/affiliations/'),
  );
  await m('POST /api/inventors/inventors/search', 200, () =>
    visitor.post('/api/inventors/inventors/search/', {
      name: 'Inventor',
      shared_password: MANAGER_PASSWORD,
    }),
  );
  const newcomer = await createInventor(app.db, 'Dana Newcomer');
  await app.db
    .updateTable('inventors')
    .set({ email: 'dana.newcomer@example.org' })
    .where('id', '=', newcomer)
    .execute();
  await m('POST /api/accounts/create-account', 201, () =>
    joining.post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: newcomer,
    }),
  );
  await m('POST /api/accounts/login', 200, () =>
    signingIn.post('/api/accounts/login/', { email: ada.user.email, password: ada.user.password }),
  );
  await m('POST /api/accounts/reset-password', 200, () =>
    visitor.post('/api/accounts/reset-password/', { email: ada.user.email }),
  );
  const resetting = await createUser(app.db);
  const hash = await app.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', resetting.userId)
    .executeTakeFirstOrThrow();
  const token = makeResetToken(app.config.secretKey, {
    id: resetting.userId,
    password_hash: hash.password_hash,
  });
  await m('POST /api/accounts/reset-password-confirm/{uidb64}/{token}', 200, () =>
    visitor.post(`/api/accounts/reset-password-confirm/${encodeUid(resetting.userId)}/${token}/`, {
      new_password: 'a-brand-new-passphrase-9',
    }),
  );

  // ---- The account ----
  await m('GET /api/accounts/me', 200, () => ada.client.get('/api/accounts/me/'));
  const saved = await m('PUT /api/accounts/me', 200, () =>
    ada.client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'Ada',
        email: ada.user.email,
        affiliation: 'CIE',
        name_variants: ['A. Lovelace', 'Ada L.'],
        image: pngPart(),
      },
    }),
  );
  const photo = keyOf((json(saved).inventor as Json).image);
  await m('GET /api/files/photos/{key}', 200, () => bob.client.get(`/api/files/photos/${photo}`));
  const changing = await newUserClient(app);
  await m('POST /api/accounts/change-password', 200, () =>
    changing.client.post('/api/accounts/change-password/', {
      old_password: changing.user.password,
      new_password: 'another-long-passphrase-7',
    }),
  );
  await m('GET /api/accounts/notification-settings', 200, () =>
    ada.client.get('/api/accounts/notification-settings/'),
  );
  await m('PUT /api/accounts/notification-settings', 200, () =>
    ada.client.put('/api/accounts/notification-settings/', {
      comment_added: { in_app: true, email: false },
    }),
  );
  const twoFactor = await newUserClient(app);
  const setup = await m('POST /api/accounts/2fa/setup', 200, () =>
    twoFactor.client.post('/api/accounts/2fa/setup/'),
  );
  const secret = String(json(setup).secret);
  await m('POST /api/accounts/2fa/enable', 200, () =>
    twoFactor.client.post('/api/accounts/2fa/enable/', {
      code: totpCode(secret),
      password: twoFactor.user.password,
    }),
  );
  await m('POST /api/accounts/2fa/disable', 200, () =>
    twoFactor.client.post('/api/accounts/2fa/disable/', {
      code: totpCode(secret, Date.now() + 30_000),
      password: twoFactor.user.password,
    }),
  );
  const unsubscribe = makeUnsubscribeToken(app.config.secretKey, bob.user.userId, 'status_changed');
  await m(
    'GET /api/accounts/unsubscribe/{token}',
    200,
    () => visitor.get(`/api/accounts/unsubscribe/${unsubscribe}/`),
    { once: true },
  );
  await m('POST /api/accounts/unsubscribe/{token}', 200, () =>
    visitor.request('POST', `/api/accounts/unsubscribe/${unsubscribe}/`, {
      raw: { body: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' },
      csrf: false,
    }),
  );

  // ---- The inventor's tickets ----
  const created = await m('POST /api/inventors/ticket/create', 201, () =>
    ada.client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        title: 'Self-cleaning solar panel',
        inventors: [String(bob.user.inventorId), String(cy.user.inventorId)],
        co_applications: ['Partner Lab', 'Solar SA'],
        contributions: JSON.stringify([
          { inventor: ada.user.inventorId, percent: 50 },
          { inventor: bob.user.inventorId, percent: 30 },
          { inventor: cy.user.inventorId, percent: 20 },
        ]),
        answers: ANSWERS,
        drawings: pngPart(),
      }),
    }),
  );
  const ticket = idOf(created);
  const drawing = keyOf(json(created).drawings);
  const ticketUrl = `/api/inventors/ticket/${ticket}/`;
  let attachment = 0;
  let attachmentKey = '';
  for (const name of ['paper.pdf', 'notes.pdf', 'data.pdf']) {
    const res = await ada.client.request('POST', `${ticketUrl}attachments/`, {
      multipart: { file: part(name, pdf(name)) },
    });
    attachment = idOf(res);
    attachmentKey = keyOf(json(res).url);
  }
  await m('POST /api/inventors/ticket/{id}/attachments', 201, () =>
    ada.client.request('POST', `${ticketUrl}attachments/`, {
      multipart: { file: part('lab.pdf', pdf('lab')) },
    }),
  );
  for (const body of ['Which roof?', 'The north one.']) {
    await bob.client.post(`${ticketUrl}comments/`, { body });
  }
  await m('POST /api/inventors/ticket/{id}/comments', 201, () =>
    ada.client.post(`${ticketUrl}comments/`, { body: 'Photos attached.' }),
  );
  await m('GET /api/inventors/ticket/{id}/comments', 200, () =>
    bob.client.get(`${ticketUrl}comments/`),
  );
  await m('GET /api/inventors/ticket/{id}', 200, () => ada.client.get(ticketUrl));
  await m('PATCH /api/inventors/ticket/{id}', 200, () =>
    ada.client.patch(ticketUrl, { summary: 'A coating that sheds dust and sand' }),
  );
  await m('PUT /api/inventors/ticket/{id}', 200, () =>
    ada.client.request('PUT', ticketUrl, {
      multipart: ticketFields({
        title: 'Self-cleaning solar panel',
        inventors: [String(bob.user.inventorId), String(cy.user.inventorId)],
        co_applications: ['Partner Lab'],
        answers: ANSWERS,
      }),
    }),
  );
  await m('GET /api/inventors/ticket/{id}/attachments', 200, () =>
    bob.client.get(`${ticketUrl}attachments/`),
  );
  await m('GET /api/inventors/ticket/{id}/attachments.zip', 200, () =>
    bob.client.get(`/api/inventors/ticket/${ticket}/attachments.zip`),
  );
  await m('GET /api/files/attachments/{key}', 200, () =>
    bob.client.get(`/api/files/attachments/${attachmentKey}`),
  );
  await m('GET /api/files/drawings/{key}', 200, () =>
    bob.client.get(`/api/files/drawings/${drawing}`),
  );
  await m('DELETE /api/inventors/ticket/{id}/attachments/{aid}', 204, () =>
    ada.client.delete(`${ticketUrl}attachments/${attachment}/`),
  );
  const version = await ticketVersion(bob.client, ticket);
  await m('POST /api/inventors/ticket/{id}/confirm', 200, () =>
    bob.client.post(`${ticketUrl}confirm/`, { version }),
  );
  const declined = Number((await createTicket('Wind lens')).id);
  const declinedVersion = await ticketVersion(cy.client, declined);
  await m('POST /api/inventors/ticket/{id}/decline', 200, () =>
    cy.client.post(`/api/inventors/ticket/${declined}/decline/`, {
      version: declinedVersion,
      reason: 'I did not work on this one.',
    }),
  );
  const draft = Number((await createTicket('Half-written idea', true)).id);
  await m('DELETE /api/inventors/ticket/{id}', 204, () =>
    ada.client.delete(`/api/inventors/ticket/${draft}/`),
  );
  await m('GET /api/inventors/tickets', 200, () => ada.client.get('/api/inventors/tickets/'));
  await m('GET /api/inventors/inventor/{id}', 200, () =>
    ada.client.get(`/api/inventors/inventor/${bob.user.inventorId}/`),
  );
  await m('GET /api/inventors/inventor/co-inventors', 200, () =>
    ada.client.get('/api/inventors/inventor/co-inventors/'),
  );
  await m('GET /api/inventors/patents', 200, () => ada.client.get('/api/inventors/patents/'));
  await m('GET /api/inventors/patent/{id}', 200, () =>
    ada.client.get(`/api/inventors/patent/${patents[0]}/`),
  );
  await m('GET /api/inventors/form', 200, () => ada.client.get('/api/inventors/form/'));
  await m('GET /api/inventors/form/{version}', 200, () =>
    ada.client.get(`/api/inventors/form/${formVersion}/`),
  );

  // ---- The office ----
  await m('GET /api/office/tickets', 200, () => office.get('/api/office/tickets/'));
  await m('GET /api/office/tickets/counts', 200, () => office.get('/api/office/tickets/counts/'));
  await m('GET /api/office/tickets/{id}', 200, () => office.get(`/api/office/tickets/${ticket}/`));
  await m('POST /api/office/tickets/{id}/assign', 200, () =>
    office.post(`/api/office/tickets/${ticket}/assign/`, { assignee: officeUser.userId }),
  );
  await m('POST /api/office/tickets/{id}/status', 200, () =>
    office.post(`/api/office/tickets/${ticket}/status/`, {
      status: 'needs_info',
      message: 'Which coating?',
    }),
  );
  await m('GET /api/office/inventors', 200, () => office.get('/api/office/inventors/'));
  const hired = await m('POST /api/office/inventors', 201, () =>
    office.post('/api/office/inventors/', {
      email: 'eve.hired@example.org',
      preferred_name: 'Eve Hired',
      affiliation: 'CIE',
      name_variant: ['E. Hired'],
      create_account: true,
    }),
  );
  const eve = idOf(hired);
  await m('GET /api/office/inventors/{id}', 200, () =>
    office.get(`/api/office/inventors/${ada.user.inventorId}/`),
  );
  await m('PATCH /api/office/inventors/{id}', 200, () =>
    office.patch(`/api/office/inventors/${eve}/`, { phone: '0123456789' }),
  );
  await m('POST /api/office/inventors/{id}/deactivate', 200, () =>
    office.post(`/api/office/inventors/${eve}/deactivate/`),
  );
  await m('POST /api/office/inventors/{id}/reactivate', 200, () =>
    office.post(`/api/office/inventors/${eve}/reactivate/`),
  );
  await m('GET /api/office/patents', 200, () => office.get('/api/office/patents/'));
  const patent = idOf(
    await m('POST /api/office/patents', 201, () =>
      office.post('/api/office/patents/', {
        title: 'Dust-shedding coating',
        deposit_number: 'FR2400001',
        TRL_level: 4,
        inventors: [ada.user.inventorId, bob.user.inventorId],
      }),
    ),
  );
  await m('GET /api/office/patents/{id}', 200, () => office.get(`/api/office/patents/${patent}/`));
  await m('PATCH /api/office/patents/{id}', 200, () =>
    office.patch(`/api/office/patents/${patent}/`, { TRL_level: 5, sector: 'Energy' }),
  );
  await m('POST /api/office/patents/{id}/schemas', 200, () =>
    office.request('POST', `/api/office/patents/${patent}/schemas/`, {
      multipart: { file: pngPart() },
    }),
  );
  await m('DELETE /api/office/patents/{id}/schemas/{index}', 200, () =>
    office.delete(`/api/office/patents/${patent}/schemas/0/`),
  );
  const document = await m('POST /api/office/patents/{id}/documents', 200, () =>
    office.request('POST', `/api/office/patents/${patent}/documents/`, {
      multipart: { kind: 'deposit', file: part('deposit.pdf', pdf('deposit'), 'application/pdf') },
    }),
  );
  await m('GET /api/files/documents/{key}', 200, () =>
    office.get(`/api/files/documents/${keyOf(json(document).deposit_document)}`),
  );
  await m('POST /api/office/patents/import', 200, () =>
    office.request('POST', '/api/office/patents/import/', {
      multipart: {
        file: part(
          'patents.csv',
          Buffer.from(
            'title,deposit_number,deposit_date,TRL_level,inventors,schemas\n' +
              `Wind lens,IMP-1,2024-05-01,4,Inventor ${ada.user.inventorId},\n` +
              'Salt cell,IMP-2,,7,New Person,\n',
          ),
          'text/csv',
        ),
      },
    }),
  );
  await m('GET /api/office/audit', 200, () => office.get('/api/office/audit/'));
  await m('GET /api/office/users', 200, () => office.get('/api/office/users/'));
  await m('GET /api/office/dashboard', 200, () => office.get('/api/office/dashboard/'));
  await m('GET /api/office/forms', 200, () => office.get('/api/office/forms/'));
  const form = Number(
    json(
      await m('POST /api/office/forms', 201, () => office.post('/api/office/forms/', SAMPLE_FORM)),
    ).version,
  );
  await m('GET /api/office/forms/{version}', 200, () => office.get(`/api/office/forms/${form}/`));
  await m('PUT /api/office/forms/{version}', 200, () =>
    office.put(`/api/office/forms/${form}/`, SAMPLE_FORM),
  );
  await m('POST /api/office/forms/{version}/publish', 200, () =>
    office.post(`/api/office/forms/${form}/publish/`),
  );
  await m('GET /api/office/analytics', 200, () => office.get('/api/office/analytics/'));
  await m(
    'GET /api/office/analytics/report.xlsx',
    200,
    () => office.get(`/api/office/analytics/report.xlsx?year=${new Date().getFullYear()}`),
    { once: true },
  );

  // ---- Committee review ----
  await m('GET /api/office/rubric', 200, () => office.get('/api/office/rubric/'));
  await m('PUT /api/office/rubric', 200, () => office.put('/api/office/rubric/', DEFAULT_RUBRIC));
  const first = await newReviewer(app, office);
  const second = await newReviewer(app, office);
  await m('POST /api/office/reviewers', 201, () =>
    office.post('/api/office/reviewers/', { email: 'gil@experts.example.org', name: 'Gil' }),
  );
  const reviewsUrl = `/api/office/tickets/${ticket}/reviews/`;
  await office.post(reviewsUrl, { reviewer: second.id, due_date: '2031-05-20' });
  const review = idOf(
    await m('POST /api/office/tickets/{id}/reviews', 201, () =>
      office.post(reviewsUrl, { reviewer: first.id, due_date: '2031-05-20' }),
    ),
  );
  const reviewer = first.client;
  const mine = `/api/reviews/${review}/`;
  await m('POST /api/reviews/{rid}/declare', 200, () =>
    reviewer.post(`${mine}declare/`, { conflict: false }),
  );
  await m('GET /api/reviews', 200, () => reviewer.get('/api/reviews/'));
  await m('GET /api/reviews/{rid}', 200, () => reviewer.get(mine));
  await m('GET /api/reviews/{rid}/ticket', 200, () => reviewer.get(`${mine}ticket/`));
  await m('PUT /api/reviews/{rid}', 200, () =>
    reviewer.put(mine, {
      scores: { novelty: 5, market: 4, inventor_engagement: 4 },
      recommendation: 'file',
      comment: 'Promising',
    }),
  );
  await m('POST /api/reviews/{rid}/submit', 200, () => reviewer.post(`${mine}submit/`));
  await m('GET /api/reviews/{rid}/others', 200, () => reviewer.get(`${mine}others/`));
  await m('GET /api/office/tickets/{id}/reviews', 200, () => office.get(reviewsUrl));
  const third = await newReviewer(app, office);
  const dropped = idOf(
    await office.post(reviewsUrl, { reviewer: third.id, due_date: '2031-06-01' }),
  );
  await m('DELETE /api/office/tickets/{id}/reviews/{rid}', 204, () =>
    office.delete(`${reviewsUrl}${dropped}/`),
  );

  // ---- Notifications and activity (filled by everything above) ----
  await m('GET /api/accounts/notifications', 200, () =>
    bob.client.get('/api/accounts/notifications/'),
  );
  const notice = Number(
    (json(await bob.client.get('/api/accounts/notifications/')).results as Json[])[0].id,
  );
  await m('PUT /api/accounts/notifications/{id}', 200, () =>
    bob.client.put(`/api/accounts/notifications/${notice}/`),
  );
  await m('PUT /api/accounts/notifications', 200, () =>
    bob.client.put('/api/accounts/notifications/'),
  );
  await m('GET /api/accounts/activity-logs', 200, () =>
    ada.client.get('/api/accounts/activity-logs/'),
  );

  // ---- Campus sign-in (no provider configured here: the lookups that refuse) ----
  await m('GET /api/accounts/sso', 200, () => visitor.get('/api/accounts/sso/'));
  await m('GET /api/accounts/sso/account', 200, () => ada.client.get('/api/accounts/sso/account/'));
  for (const step of ['login', 'callback', 'metadata']) {
    await m(`GET /api/accounts/sso/{id}/${step}`, 404, () =>
      visitor.get(`/api/accounts/sso/campus/${step}/`),
    );
  }
  await m('POST /api/accounts/sso/{id}/acs', 404, () =>
    visitor.request('POST', '/api/accounts/sso/campus/acs/', {
      raw: { body: 'SAMLResponse=x', contentType: 'application/x-www-form-urlencoded' },
      csrf: false,
    }),
  );
  await m('POST /api/accounts/sso/account/remove-password', 409, () =>
    ada.client.post('/api/accounts/sso/account/remove-password/', { confirm: true }),
  );

  // ---- The live stream: its opening (the session, the first frames) ----
  const port = await listen(app);
  let stream: EventStream | null = null;
  await m(
    'GET /api/accounts/events',
    200,
    async () => {
      stream = await openEventStream(port, ada.client.cookies);
      return { statusCode: stream.status, body: '' };
    },
    { once: true },
  );
  (stream as EventStream | null)?.close();

  // ---- Signing out ----
  const leaving = await signIn(app, ada.user);
  await m('POST /api/accounts/logout', 200, () => leaving.post('/api/accounts/logout/'));
  const leavingByLink = await signIn(app, ada.user);
  const csrf = await leavingByLink.csrf();
  await m(
    'GET /api/accounts/logout',
    200,
    () =>
      leavingByLink.request('GET', '/api/accounts/logout/', { headers: { 'x-csrftoken': csrf } }),
    { once: true },
  );
  return walk;
}
