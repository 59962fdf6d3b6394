import { sql } from 'kysely';
import { frenchOf } from '@inventor-portal/shared/messages';
import type { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, ticketFields } from '../office/support';
import { publishForm, SAMPLE_FORM } from './support';

const TICKET = {
  title: 'Fog harvesting mesh',
  summary: 'A mesh that condenses fog',
  context: 'Dry coasts',
  problem_identification: 'Water is scarce',
};

describeEachDatabase('inventors API: a ticket answers its questionnaire version', (ctx) => {
  let office: TestClient;
  let version: number;

  beforeAll(async () => {
    const { app } = ctx();
    office = (await newOfficeClient(app)).client;
    version = await publishForm(office);
  });

  const create = (client: TestClient, answers: unknown, extra: Record<string, unknown> = {}) =>
    client.request('POST', '/api/inventors/ticket/create/', {
      json: { ...TICKET, answers, ...extra },
    });

  it('stores the version published at creation and the answers (multipart: a JSON text)', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        answers: JSON.stringify({
          funded: true,
          grant_number: ' ANR-22-CE01 ',
          agency: 'erc',
          years: '4',
          first_use: '2025-03-14',
          partners: ['sme', 'startup'],
          notes: 'Lab notes',
        }),
      }),
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket.form_version).toBe(version);
    expect(ticket.answers).toEqual({
      funded: true,
      grant_number: 'ANR-22-CE01',
      agency: 'erc',
      years: 4,
      first_use: '2025-03-14',
      partners: ['startup', 'sme'],
      notes: 'Lab notes',
    });
    const read = await client.get(`/api/inventors/ticket/${ticket.id}`);
    expect(read.json().answers).toEqual(ticket.answers);
  });

  it('needs every shown required question on submission; a hidden one is neither required nor kept', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const missing = await create(client, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      detail: 'This question is required.',
      error: 'This question is required.',
      'answers.funded': ['This question is required.'],
    });

    const shownEmpty = await create(client, { funded: true, grant_number: '' });
    expect(shownEmpty.json()).toMatchObject({
      'answers.grant_number': ['This question is required.'],
    });

    // `funded: false` hides grant_number: not required, and an answer sent anyway is dropped.
    const hidden = await create(client, { funded: false, grant_number: 'SHOULD-GO' });
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json().answers).toEqual({ funded: false });
  });

  it('takes an incomplete draft, and checks it again when it is submitted', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const draft = await create(client, { funded: true }, { is_draft: true });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().answers).toEqual({ funded: true });
    const id = draft.json().id;
    const submit = await client.patch(`/api/inventors/ticket/${id}/`, { is_draft: false });
    expect(submit.statusCode).toBe(400);
    expect(submit.json()['answers.grant_number']).toEqual(['This question is required.']);
    const fixed = await client.patch(`/api/inventors/ticket/${id}/`, {
      is_draft: false,
      answers: { funded: true, grant_number: 'G-1' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      is_draft: false,
      answers: { funded: true, grant_number: 'G-1' },
    });
  });

  it.each([
    { key: 'years', value: 'many', message: 'Enter a number.' },
    { key: 'years', value: 31, message: 'Enter a number of at most 30.' },
    { key: 'years', value: -1, message: 'Enter a number of at least 0.' },
    { key: 'first_use', value: '14/03/2025', message: 'Enter a date.' },
    { key: 'first_use', value: '2025-02-30', message: 'Enter a date.' },
    { key: 'agency', value: 'nsf', message: 'Choose one of the options.' },
    { key: 'partners', value: ['sme', 'bank'], message: 'Choose one of the options.' },
    { key: 'funded', value: 'maybe', message: 'Choose one of the options.' },
    { key: 'grant_number', value: 'x'.repeat(21), message: 'Max 20 characters' },
    { key: 'notes', value: 'x'.repeat(5001), message: 'Max 5000 characters' },
    { key: 'data', value: [1, 2, 3], message: 'At most 2 files.' },
    { key: 'data', value: [1], message: 'Choose files attached to this ticket.' },
    { key: 'colour', value: 'blue', message: 'Unknown question.' },
  ])(
    'refuses a wrong $key answer with "$message" at its question',
    async ({ key, value, message }) => {
      const { app } = ctx();
      const { client } = await newUserClient(app);
      const res = await create(
        client,
        { funded: true, grant_number: 'G', [key]: value },
        { is_draft: true },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: message, [`answers.${key}`]: [message] });
      expect(frenchOf(message)).toBeDefined();
    },
  );

  it('refuses answers that are not a JSON object', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const res = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ answers: '[1, 2' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().answers).toEqual([
      'Answers must be a JSON object of question keys and answers.',
    ]);
  });

  it('keeps a ticket on its own version after a new one is published', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const old = (await create(client, { funded: false })).json();
    const newer = await publishForm(office, {
      sections: [
        {
          title: { en: 'New', fr: 'Nouveau' },
          questions: [
            {
              key: 'licence',
              type: 'text',
              label: { en: 'Licence', fr: 'Licence' },
              required: true,
            },
          ],
        },
      ],
    });
    // Its edit is checked against its own version: the new version's key is unknown to it.
    const edit = await client.patch(`/api/inventors/ticket/${old.id}/`, {
      answers: { funded: true, grant_number: 'G-2' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      form_version: version,
      answers: { funded: true, grant_number: 'G-2' },
    });
    const wrong = await client.patch(`/api/inventors/ticket/${old.id}/`, {
      answers: { licence: 'MIT' },
    });
    expect(wrong.json()['answers.licence']).toEqual(['Unknown question.']);
    // A new ticket answers the new version.
    const fresh = await create(client, { licence: 'MIT' });
    expect(fresh.json()).toMatchObject({ form_version: newer, answers: { licence: 'MIT' } });
    const labels = (await client.get(`/api/inventors/form/${old.form_version}/`)).json();
    expect(labels.sections[0].questions[0].label).toEqual({ en: 'Funded?', fr: 'Financé ?' });
    // Back to the sample for the next tests.
    version = await publishForm(office, SAMPLE_FORM);
  });

  it('a changed answer resets the other inventors’ confirmations; an unchanged one does not', async () => {
    const { app } = ctx();
    const ada = await newUserClient(app, { preferredName: 'Ada' });
    const ben = await newUserClient(app, { preferredName: 'Ben' });
    const created = await create(
      ada.client,
      { funded: false },
      { inventors: [ben.user.inventorId] },
    );
    const id = created.json().id;
    expect((await ben.client.post(`/api/inventors/ticket/${id}/confirm/`)).statusCode).toBe(200);
    const stateOfBen = async () =>
      (await ada.client.get(`/api/inventors/ticket/${id}`))
        .json()
        .confirmations.find((c: { inventor: number }) => c.inventor === ben.user.inventorId).state;
    await ada.client.patch(`/api/inventors/ticket/${id}/`, { answers: { funded: false } });
    expect(await stateOfBen()).toBe('confirmed');
    await ada.client.patch(`/api/inventors/ticket/${id}/`, {
      answers: { funded: false, agency: 'anr' },
    });
    expect(await stateOfBen()).toBe('pending');
  });

  it('the office reads the answers on the review page; lists leave them out', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const id = (await create(client, { funded: true, grant_number: 'ERC-STG-42' })).json().id;
    const detail = await office.get(`/api/office/tickets/${id}/`);
    expect(detail.json()).toMatchObject({
      form_version: version,
      answers: { funded: true, grant_number: 'ERC-STG-42' },
    });
    const mine = (await client.get('/api/inventors/tickets/')).json().results[0];
    expect(mine.id).toBe(id);
    expect(mine.form_version).toBe(version);
    expect(mine).not.toHaveProperty('answers');
    const queueRes = await office.get('/api/office/tickets/');
    expect(queueRes.statusCode).toBe(200);
    const queue = queueRes.json().results;
    expect(queue.find((t: { id: number }) => t.id === id)).not.toHaveProperty('answers');
  });

  it("the inventor's list carries the answers with answers=true (their exports ask for them)", async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const answered = (await create(client, { funded: true, grant_number: 'ANR-7' })).json().id;
    const unanswered = (await create(client, {}, { is_draft: true })).json().id;
    const res = await client.get('/api/inventors/tickets/?answers=true');
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      (res.json().results as Array<{ id: number; answers: unknown }>).map((t) => [t.id, t]),
    );
    expect(byId.get(answered)?.answers).toEqual({ funded: true, grant_number: 'ANR-7' });
    expect(byId.get(unanswered)?.answers).toEqual({});
    const plain = (await client.get('/api/inventors/tickets/?answers=false')).json().results;
    expect(plain[0]).not.toHaveProperty('answers');
    expect((await client.get('/api/inventors/tickets/?answers=maybe')).statusCode).toBe(400);
  });

  it('the office queue search finds answers (texts and option labels, accents and case aside)', async () => {
    const { app, dialect } = ctx();
    const { client } = await newUserClient(app);
    // Short enough for the grant number (20 characters at most).
    const tag = `zq${dialect === 'sqlite' ? 's' : 'p'}${Date.now() % 100_000}`;
    const byText = (await create(client, { funded: true, grant_number: `Grant ${tag}` })).json().id;
    const byNotes = (await create(client, { funded: false, notes: `Études ${tag} Crème` })).json()
      .id;
    const byLabel = (await create(client, { funded: false, agency: 'erc' })).json().id;
    const found = async (search: string) =>
      (
        (
          await office.get(
            `/api/office/tickets/?page_size=100&search=${encodeURIComponent(search)}`,
          )
        ).json().results as Array<{ id: number }>
      ).map((t) => t.id);
    expect(await found(tag)).toEqual(expect.arrayContaining([byText, byNotes]));
    expect(await found(`grant ${tag.toUpperCase()}`)).toEqual([byText]);
    expect(await found('etudes')).toContain(byNotes);
    expect(await found('creme')).toContain(byNotes);
    expect(await found('conseil européen')).toContain(byLabel);
    expect(await found('zq')).toEqual(expect.arrayContaining([byText, byNotes]));
    // An answer edited away is no longer found.
    await client.patch(`/api/inventors/ticket/${byText}/`, { answers: { funded: false } });
    expect(await found(`grant ${tag}`)).toEqual([]);
    // Answers live apart from the tickets' row.
    const { rows } = await sql<{ n: number }>`select count(*) as n from ticket_answers
      where ticket_id = ${byNotes}`.execute(app.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
