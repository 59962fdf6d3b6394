import { createHash } from 'node:crypto';
import { frenchOf } from '@inventor-portal/shared/messages';
import type { TestClient } from '../../helpers/client';
import { englishOf } from '../../helpers/feed';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient } from '../office/support';
import { newUserClient, ticketFields, ticketVersion } from './support';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The sha-256 of API.md Part 2's attested version, computed here independently. */
function expectedHash(v: {
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  drawing: string | null;
  inventors: number[];
  shares: Array<number | null>;
}): string {
  const canonical = JSON.stringify([
    v.title,
    v.summary,
    v.context,
    v.problem_identification,
    v.drawing,
    v.inventors,
    v.shares,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

const refused = (message: string, field: string) => ({
  detail: message,
  error: message,
  [field]: [message],
});

describeEachDatabase('inventors API: attestation, contribution, disclosure dates', (ctx) => {
  async function team() {
    const { app } = ctx();
    const ada = await newUserClient(app, { preferredName: 'Ada' });
    const ben = await newUserClient(app, { preferredName: 'Ben' });
    const cleo = await newUserClient(app, { preferredName: 'Cleo' });
    return { ada, ben, cleo };
  }

  async function createSplitTicket(
    client: TestClient,
    ids: { ada: number; ben: number; cleo: number },
    extra: Record<string, string | string[]> = {},
  ) {
    return client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        title: 'Fog harvesting mesh',
        inventors: [String(ids.ben), String(ids.cleo)],
        contributions: JSON.stringify([
          { inventor: ids.ada, percent: 50 },
          { inventor: ids.ben, percent: 30 },
          { inventor: ids.cleo, percent: 20 },
        ]),
        public_disclosure_date: '2027-03-14',
        public_disclosure_kind: 'talk',
        conception_date: '2026-09-01',
        funding: ['ERC grant 101', 'Region Rabat-Salé'],
        ...extra,
      }),
    });
  }

  it('creates a ticket with a 50/30/20 split, disclosure answers and funding; the submitter alone is confirmed', async () => {
    const { app } = ctx();
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const res = await createSplitTicket(ada.client, ids);
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket.inventors).toEqual([ids.ada, ids.ben, ids.cleo]);
    expect(ticket.contributions).toEqual([
      { inventor: ids.ada, percent: 50 },
      { inventor: ids.ben, percent: 30 },
      { inventor: ids.cleo, percent: 20 },
    ]);
    expect(ticket.confirmations).toEqual([
      { inventor: ids.ada, state: 'confirmed', at: expect.stringMatching(ISO_TIME), reason: null },
      { inventor: ids.ben, state: 'pending', at: null, reason: null },
      { inventor: ids.cleo, state: 'pending', at: null, reason: null },
    ]);
    expect(ticket).toMatchObject({
      public_disclosure_date: '2027-03-14',
      public_disclosure_kind: 'talk',
      conception_date: '2026-09-01',
      funding: ['ERC grant 101', 'Region Rabat-Salé'],
    });
    // The submitter's confirmation records the hash of the version submitted.
    const row = await app.db
      .selectFrom('ticket_inventors')
      .select(['confirmed_hash'])
      .where('ticket_id', '=', ticket.id)
      .where('inventor_id', '=', ids.ada)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_hash).toBe(
      expectedHash({
        title: 'Fog harvesting mesh',
        summary: 'A coating that sheds dust',
        context: 'Desert installations lose output',
        problem_identification: 'Dust cuts yield by 30%',
        drawing: null,
        inventors: [ids.ada, ids.ben, ids.cleo],
        shares: [50, 30, 20],
      }),
    );
    // The detail and the list answer the same fields.
    expect((await ben.client.get(`/api/inventors/ticket/${ticket.id}`)).json()).toEqual(ticket);
    const list = (await cleo.client.get('/api/inventors/tickets/')).json();
    // Lists leave the questionnaire's answers out (API.md Part 3): the rest is the same.
    const { answers: _answers, ...listed } = ticket;
    expect(list.results[0]).toEqual(listed);
  });

  it('answers the empty defaults without any attestation field, in JSON too', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const res = await client.post('/api/inventors/ticket/create/', {
      title: 'Plain',
      summary: 's',
      context: 'c',
      problem_identification: 'p',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      contributions: [],
      public_disclosure_date: null,
      public_disclosure_kind: null,
      conception_date: null,
      funding: [],
    });
    expect(res.json().confirmations).toHaveLength(1);
  });

  it('refuses a split that does not add up, misses an inventor, or is not JSON, with the exact bodies', async () => {
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const notHundred = await createSplitTicket(ada.client, ids, {
      contributions: JSON.stringify([
        { inventor: ids.ada, percent: 50 },
        { inventor: ids.ben, percent: 30 },
        { inventor: ids.cleo, percent: 10 },
      ]),
    });
    expect([notHundred.statusCode, notHundred.json()]).toEqual([
      400,
      refused('Contributions must add up to 100%.', 'contributions'),
    ]);
    // The submitter counts as an inventor even when the form does not list them.
    const missing = await createSplitTicket(ada.client, ids, {
      contributions: JSON.stringify([
        { inventor: ids.ben, percent: 60 },
        { inventor: ids.cleo, percent: 40 },
      ]),
    });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      refused('Give a contribution for every inventor.', 'contributions'),
    ]);
    const twice = await createSplitTicket(ada.client, ids, {
      contributions: JSON.stringify([
        { inventor: ids.ada, percent: 50 },
        { inventor: ids.ben, percent: 25 },
        { inventor: ids.ben, percent: 25 },
      ]),
    });
    expect(twice.json().contributions).toEqual(['Give a contribution for every inventor.']);
    const malformed =
      'Contributions must be a list of {inventor, percent} with whole percentages from 0 to 100.';
    for (const bad of [
      '{not json',
      '[{"inventor": 1, "percent": 33.3}]',
      '{"inventor": 1}',
      '[{"inventor": 1, "percent": 101}]',
    ]) {
      const res = await createSplitTicket(ada.client, ids, { contributions: bad });
      expect([bad, res.statusCode, res.json()]).toEqual([
        bad,
        400,
        refused(malformed, 'contributions'),
      ]);
    }
  });

  it('refuses bad dates, an unknown disclosure kind and too much funding with field errors', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const post = (extra: Record<string, string | string[]>) =>
      client.request('POST', '/api/inventors/ticket/create/', {
        multipart: ticketFields(extra),
      });
    const date = await post({ public_disclosure_date: '2027-02-30' });
    expect([date.statusCode, date.json()]).toEqual([
      400,
      refused('Enter a valid date (YYYY-MM-DD).', 'public_disclosure_date'),
    ]);
    const conception = await post({ conception_date: '14/03/2026' });
    expect(conception.json()).toEqual(
      refused('Enter a valid date (YYYY-MM-DD).', 'conception_date'),
    );
    const kind = await post({ public_disclosure_kind: 'podcast' });
    expect(kind.json()).toEqual(
      refused(
        'Disclosure kind must be one of: paper, talk, thesis, poster, online.',
        'public_disclosure_kind',
      ),
    );
    const many = await post({ funding: Array.from({ length: 21 }, (_, i) => `Grant ${i}`) });
    expect(many.json()).toEqual(refused('At most 20 funding sources', 'funding'));
    const long = await post({ funding: ['x'.repeat(256)] });
    expect(long.json()).toEqual(refused('Funding must be at most 255 characters', 'funding'));
    // Empty values clear: no date, no kind, no blank funding line.
    const blank = await post({
      public_disclosure_date: '',
      public_disclosure_kind: '',
      conception_date: '',
      contributions: '',
      funding: ['', '  '],
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({
      public_disclosure_date: null,
      public_disclosure_kind: null,
      conception_date: null,
      contributions: [],
      funding: [],
    });
  });

  it('answers the new refusals in French to a French account', async () => {
    const { app } = ctx();
    const { user, client } = await newUserClient(app);
    await app.db
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', user.userId)
      .execute();
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        contributions: JSON.stringify([{ inventor: user.inventorId, percent: 90 }]),
      }),
    });
    const french = frenchOf('Contributions must add up to 100%.');
    expect(french).toBeDefined();
    // `error` stays as written (plugins/app/error-answer.ts); detail and fields are French.
    expect(res.json()).toEqual({
      detail: french,
      error: 'Contributions must add up to 100%.',
      contributions: [french],
    });
  });

  it('confirms: 200 with the caller confirmed and the hash of the version; 409 the second time; 404 to others', async () => {
    const { app } = ctx();
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const { id } = (await createSplitTicket(ada.client, ids)).json();

    const res = await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(ben.client, id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().confirmations[1]).toEqual({
      inventor: ids.ben,
      state: 'confirmed',
      at: expect.stringMatching(ISO_TIME),
      reason: null,
    });
    expect(res.json().confirmations[2].state).toBe('pending');
    const rows = await app.db
      .selectFrom('ticket_inventors')
      .select(['inventor_id', 'confirmed_hash'])
      .where('ticket_id', '=', id)
      .orderBy('position')
      .execute();
    // Ada (at submission) and Ben confirmed the same version.
    expect(rows[1].confirmed_hash).toBe(rows[0].confirmed_hash);
    expect(rows[1].confirmed_hash).toMatch(/^[0-9a-f]{64}$/);

    const again = await ben.client.post(`/api/inventors/ticket/${id}/confirm`, {
      version: await ticketVersion(ben.client, id),
    });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: 'Already confirmed.' }]);
    const submitter = await ada.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(ada.client, id),
    });
    expect([submitter.statusCode, submitter.json()]).toEqual([
      409,
      { detail: 'Already confirmed.' },
    ]);

    const stranger = await newUserClient(app);
    const { client: office } = await newOfficeClient(app);
    for (const [who, client] of [
      ['stranger', stranger.client],
      ['office', office],
    ] as const) {
      const confirm = await client.post(`/api/inventors/ticket/${id}/confirm/`, {
        version: await ticketVersion(client, id),
      });
      expect([who, confirm.statusCode, confirm.json()]).toEqual([
        who,
        404,
        { detail: 'Not found.' },
      ]);
      const decline = await client.post(`/api/inventors/ticket/${id}/decline/`, {
        version: await ticketVersion(client, id),
        reason: 'No',
      });
      expect([who, decline.statusCode, decline.json()]).toEqual([
        who,
        404,
        { detail: 'Not found.' },
      ]);
    }
    expect(
      (await ben.client.post('/api/inventors/ticket/999999/confirm/', { version: 'v' })).statusCode,
    ).toBe(404);
    expect(
      (await ben.client.post('/api/inventors/ticket/abc/confirm/', { version: 'v' })).statusCode,
    ).toBe(404);
  });

  it('declines with a reason: 200 declined, the submitter and the office told by bell and mail; 400 without a reason', async () => {
    const { app } = ctx();
    const { office } = await newOfficeClient(app);
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const { id } = (await createSplitTicket(ada.client, ids)).json();

    const empty = await cleo.client.post(`/api/inventors/ticket/${id}/decline/`, {
      version: await ticketVersion(cleo.client, id),
      reason: '  ',
    });
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { detail: 'Say why you decline.', reason: ['Say why you decline.'] },
    ]);
    const none = await cleo.client.post(`/api/inventors/ticket/${id}/decline/`, {
      version: await ticketVersion(cleo.client, id),
    });
    expect(none.json()).toEqual({
      detail: 'Say why you decline.',
      reason: ['Say why you decline.'],
    });
    const long = await cleo.client.post(`/api/inventors/ticket/${id}/decline/`, {
      version: await ticketVersion(cleo.client, id),
      reason: 'x'.repeat(501),
    });
    expect([long.statusCode, long.json()]).toEqual([
      400,
      {
        detail: 'Reason must be at most 500 characters',
        reason: ['Reason must be at most 500 characters'],
      },
    ]);

    const res = await cleo.client.post(`/api/inventors/ticket/${id}/decline/`, {
      version: await ticketVersion(cleo.client, id),
      reason: ' My share is larger than 20%. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().confirmations[2]).toEqual({
      inventor: ids.cleo,
      state: 'declined',
      at: expect.stringMatching(ISO_TIME),
      reason: 'My share is larger than 20%.',
    });
    const message = "Cleo declined to confirm 'Fog harvesting mesh'";
    const toAda = await app.db
      .selectFrom('notifications')
      .select(['event', 'params'])
      .where('inventor_id', '=', ids.ada)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(englishOf(toAda)).toBe(message);
    const toOffice = await app.db
      .selectFrom('notifications')
      .select(['event', 'params'])
      .where('user_id', '=', office.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(englishOf(toOffice)).toBe(message);
    const toBen = await app.db
      .selectFrom('notifications')
      .select(['event', 'params'])
      .where('inventor_id', 'in', [ids.ben, ids.cleo])
      .execute();
    expect(toBen.map(englishOf)).not.toContain(message);
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', ada.user.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Cleo declined to confirm “Fog harvesting mesh”');
    expect(mail.text_body).toContain('> My share is larger than 20%.');
    expect(mail.text_body).toContain(`http://portal.test/tickets/${id}`);
    // Confirming later replaces the decline.
    const confirmed = await cleo.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(cleo.client, id),
    });
    expect(confirmed.json().confirmations[2]).toMatchObject({ state: 'confirmed', reason: null });
  });

  it('an edit of the summary resets the others to pending and asks them again; the submitter confirms the new version', async () => {
    const { app } = ctx();
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const created = (await createSplitTicket(ada.client, ids)).json();
    const id = created.id;
    await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(ben.client, id),
    });
    await cleo.client.post(`/api/inventors/ticket/${id}/decline/`, {
      version: await ticketVersion(cleo.client, id),
      reason: 'Wrong split',
    });
    const before = await app.db
      .selectFrom('ticket_inventors')
      .select(['confirmed_hash'])
      .where('ticket_id', '=', id)
      .where('inventor_id', '=', ids.ada)
      .executeTakeFirstOrThrow();

    // Funding and dates are not part of the attested version: nothing is reset.
    const funding = await ada.client.request('PATCH', `/api/inventors/ticket/${id}/`, {
      multipart: { funding: ['Another grant'], public_disclosure_date: '2027-04-01' },
    });
    expect(funding.statusCode).toBe(200);
    expect(funding.json().confirmations.map((c: { state: string }) => c.state)).toEqual([
      'confirmed',
      'confirmed',
      'declined',
    ]);
    expect(funding.json()).toMatchObject({
      funding: ['Another grant'],
      public_disclosure_date: '2027-04-01',
      contributions: created.contributions,
    });

    const edit = await ada.client.request('PATCH', `/api/inventors/ticket/${id}/`, {
      multipart: { summary: 'A mesh that drinks the fog' },
    });
    expect(edit.statusCode).toBe(200);
    const confirmations = edit.json().confirmations;
    expect(confirmations).toEqual([
      { inventor: ids.ada, state: 'confirmed', at: expect.stringMatching(ISO_TIME), reason: null },
      { inventor: ids.ben, state: 'pending', at: null, reason: null },
      { inventor: ids.cleo, state: 'pending', at: null, reason: null },
    ]);
    const after = await app.db
      .selectFrom('ticket_inventors')
      .select(['confirmed_hash'])
      .where('ticket_id', '=', id)
      .where('inventor_id', '=', ids.ada)
      .executeTakeFirstOrThrow();
    expect(after.confirmed_hash).not.toBe(before.confirmed_hash);
    expect(after.confirmed_hash).toBe(
      expectedHash({
        title: 'Fog harvesting mesh',
        summary: 'A mesh that drinks the fog',
        context: 'Desert installations lose output',
        problem_identification: 'Dust cuts yield by 30%',
        drawing: null,
        inventors: [ids.ada, ids.ben, ids.cleo],
        shares: [50, 30, 20],
      }),
    );
    for (const who of [ben, cleo]) {
      const note = await app.db
        .selectFrom('notifications')
        .select(['event', 'params'])
        .where('inventor_id', '=', who.user.inventorId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(englishOf(note)).toBe(
        "Ticket 'Fog harvesting mesh' was changed: please confirm it again",
      );
      const mail = await app.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', who.user.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Please confirm “Fog harvesting mesh” again');
      expect(mail.text_body).toContain(`http://portal.test/tickets/${id}?confirm=1`);
    }
    // The submitter is not asked.
    const adaNote = await app.db
      .selectFrom('notifications')
      .select('id')
      .where('inventor_id', '=', ids.ada)
      .where('event', '=', 'ticket.confirm_again')
      .execute();
    expect(adaNote).toEqual([]);
    // Ben confirms the new version again.
    expect(
      (
        await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
          version: await ticketVersion(ben.client, id),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('edits of a draft and its submission ask nobody to confirm again: the co-inventors are told once, with the confirm link', async () => {
    const { app } = ctx();
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const draft = (await createSplitTicket(ada.client, ids, { is_draft: 'true' })).json();
    // The autosave stores a changed version twice, then the form submits a third.
    for (const summary of ['A mesh', 'A mesh that drinks']) {
      const saved = await ada.client.request('PATCH', `/api/inventors/ticket/${draft.id}/`, {
        multipart: { summary },
      });
      expect(saved.statusCode).toBe(200);
    }
    const submitted = await ada.client.request('PATCH', `/api/inventors/ticket/${draft.id}/`, {
      multipart: { summary: 'A mesh that drinks the fog', is_draft: 'false' },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().confirmations.map((c: { state: string }) => c.state)).toEqual([
      'confirmed',
      'pending',
      'pending',
    ]);
    for (const who of [ben, cleo]) {
      const asked = await app.db
        .selectFrom('notifications')
        .select('id')
        .where('inventor_id', '=', who.user.inventorId)
        .where('event', '=', 'ticket.confirm_again')
        .execute();
      expect(asked).toEqual([]);
      const mails = await app.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', who.user.email)
        .execute();
      expect(mails.map((m) => m.subject)).toEqual([
        'You were added as an inventor on “Fog harvesting mesh”',
      ]);
      expect(mails[0].text_body).toContain(`http://portal.test/tickets/${draft.id}?confirm=1`);
    }
  });

  it('a change of the split or of the inventors resets too; inventors without a matching split are refused', async () => {
    const { app } = ctx();
    const { ada, ben, cleo } = await team();
    const ids = { ada: ada.user.inventorId, ben: ben.user.inventorId, cleo: cleo.user.inventorId };
    const { id } = (await createSplitTicket(ada.client, ids)).json();
    await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(ben.client, id),
    });

    const split = await ada.client.request('PATCH', `/api/inventors/ticket/${id}/`, {
      multipart: {
        contributions: JSON.stringify([
          { inventor: ids.ada, percent: 40 },
          { inventor: ids.ben, percent: 40 },
          { inventor: ids.cleo, percent: 20 },
        ]),
      },
    });
    expect(split.statusCode).toBe(200);
    expect(split.json().confirmations[1].state).toBe('pending');

    // Dropping Cleo while the split still names her: refused, nothing changes.
    const dropped = await ada.client.request('PATCH', `/api/inventors/ticket/${id}/`, {
      multipart: { inventors: [String(ids.ben)] },
    });
    expect([dropped.statusCode, dropped.json()]).toEqual([
      400,
      refused('Give a contribution for every inventor.', 'contributions'),
    ]);
    await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
      version: await ticketVersion(ben.client, id),
    });
    const both = await ada.client.request('PATCH', `/api/inventors/ticket/${id}/`, {
      multipart: {
        inventors: [String(ids.ben)],
        contributions: JSON.stringify([
          { inventor: ids.ada, percent: 70 },
          { inventor: ids.ben, percent: 30 },
        ]),
      },
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().inventors).toEqual([ids.ada, ids.ben]);
    expect(both.json().confirmations.map((c: { state: string }) => c.state)).toEqual([
      'confirmed',
      'pending',
    ]);
    // Cleo no longer sees the ticket at all.
    expect(
      (
        await cleo.client.post(`/api/inventors/ticket/${id}/confirm/`, {
          version: await ticketVersion(cleo.client, id),
        })
      ).statusCode,
    ).toBe(404);
    // The office filter's count follows every change.
    const count = await app.db
      .selectFrom('tickets')
      .select('unconfirmed_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(count.unconfirmed_count).toBe(1);
  });
});
