import { frenchOf } from '@inventor-portal/shared/messages';
import type { FormDefinitionInput } from '@inventor-portal/shared/schemas';
import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../office/support';
import { publishForm, SAMPLE_FORM } from './support';

const question = (over: Record<string, unknown>) => ({
  key: 'q',
  type: 'text',
  label: { en: 'Q', fr: 'Q' },
  required: false,
  ...over,
});
/** One section of these questions (some deliberately invalid: the server is what checks them). */
const oneSection = (...questions: Record<string, unknown>[]): FormDefinitionInput =>
  ({ sections: [{ title: { en: 'S', fr: 'S' }, questions }] }) as unknown as FormDefinitionInput;

describeEachDatabase('office API: the questionnaire versions', (ctx) => {
  it('refuses every route but to the office: 401 without a session, 403 for an inventor', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    const anonymous = new TestClient(app);
    expect((await anonymous.get('/api/office/forms/')).statusCode).toBe(401);
    const res = await inventor.get('/api/office/forms/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Office staff only.' });
    expect(
      (await inventor.request('POST', '/api/office/forms/', { json: SAMPLE_FORM })).statusCode,
    ).toBe(403);
    expect((await anonymous.get('/api/inventors/form/')).statusCode).toBe(401);
  });

  it('answers no questionnaire before one is published', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const res = await client.get('/api/inventors/form/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: null, sections: [] });
  });

  it('creates a draft (201), edits it, publishes it; a published form cannot change', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const created = await office.request('POST', '/api/office/forms/', {
      json: oneSection(question({})),
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    expect(draft.sections[0].questions[0]).toMatchObject({
      key: 'q',
      type: 'text',
      required: false,
    });

    const edited = await office.put(`/api/office/forms/${draft.version}/`, SAMPLE_FORM);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().sections).toHaveLength(2);
    expect(
      (await office.get(`/api/office/forms/${draft.version}`)).json().sections[1].questions,
    ).toHaveLength(5);

    const published = await office.post(`/api/office/forms/${draft.version}/publish/`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ version: draft.version, status: 'published' });
    expect(published.json().published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const again = await office.put(`/api/office/forms/${draft.version}/`, SAMPLE_FORM);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'A published form cannot be changed.' });
    expect((await office.post(`/api/office/forms/${draft.version}/publish/`)).statusCode).toBe(409);

    const { client: inventor } = await newUserClient(app);
    const form = (await inventor.get('/api/inventors/form/')).json();
    expect(form.version).toBe(draft.version);
    expect(form.sections[0].questions.map((q: { key: string }) => q.key)).toEqual([
      'funded',
      'grant_number',
      'agency',
      'erc_panel',
    ]);
  });

  it('publishing retires the version before; the list counts questions and tickets, newest first', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const { client: inventor } = await newUserClient(app);
    const first = await publishForm(office);
    await submitTicket(inventor, { answers: { funded: false } });
    await submitTicket(inventor, { answers: { funded: false } });
    const second = await publishForm(office, oneSection(question({ key: 'other' })));
    const draft = (
      await office.request('POST', '/api/office/forms/', { json: SAMPLE_FORM })
    ).json();

    const list = await office.get('/api/office/forms/');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<Record<string, unknown>>;
    expect(rows.slice(0, 3)).toEqual([
      {
        version: draft.version,
        status: 'draft',
        published_at: null,
        questions_count: 9,
        tickets_count: 0,
      },
      expect.objectContaining({
        version: second,
        status: 'published',
        questions_count: 1,
        tickets_count: 0,
      }),
      expect.objectContaining({
        version: first,
        status: 'retired',
        questions_count: 9,
        tickets_count: 2,
      }),
    ]);
    expect(rows.filter((r) => r.status === 'published')).toHaveLength(1);
    // A retired version is still readable by number (old tickets' labels); a draft is not.
    expect((await inventor.get(`/api/inventors/form/${first}/`)).statusCode).toBe(200);
    expect((await inventor.get(`/api/inventors/form/${draft.version}/`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown version', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    expect((await office.get('/api/office/forms/999999/')).json()).toEqual({
      detail: 'Not found.',
    });
    expect((await office.put('/api/office/forms/999999/', SAMPLE_FORM)).statusCode).toBe(404);
    expect((await office.post('/api/office/forms/999999/publish/')).statusCode).toBe(404);
    expect((await office.get('/api/office/forms/abc/')).statusCode).toBe(404);
  });

  describe('refuses a definition with the path of the problem', () => {
    const cases: Array<[string, FormDefinitionInput | Record<string, unknown>, string, string]> = [
      [
        'a key not matching the pattern',
        oneSection(question({ key: 'a' }), question({ key: 'b' }), question({ key: '2nd' })),
        'sections.0.questions.2.key',
        'Use a lower-case letter first, then lower-case letters, digits or _ (40 at most).',
      ],
      [
        'a key of 41 characters',
        oneSection(question({ key: `a${'b'.repeat(40)}` })),
        'sections.0.questions.0.key',
        'Use a lower-case letter first, then lower-case letters, digits or _ (40 at most).',
      ],
      [
        'a repeated key (across sections)',
        {
          sections: [
            { title: { en: 'A', fr: 'A' }, questions: [question({ key: 'same' })] },
            { title: { en: 'B', fr: 'B' }, questions: [question({ key: 'same' })] },
          ],
        },
        'sections.1.questions.0.key',
        'This key is already used.',
      ],
      [
        'an empty English label',
        oneSection(question({ label: { en: '  ', fr: 'Q' } })),
        'sections.0.questions.0.label.en',
        'Enter the English text.',
      ],
      [
        'an empty French label',
        oneSection(question({ label: { en: 'Q', fr: '' } })),
        'sections.0.questions.0.label.fr',
        'Enter the French text.',
      ],
      [
        'an empty section title',
        { sections: [{ title: { en: 'S', fr: '' }, questions: [] }] },
        'sections.0.title.fr',
        'Enter the French text.',
      ],
      [
        'a choice without options',
        oneSection(question({ type: 'choice' })),
        'sections.0.questions.0.options',
        'Add at least one option.',
      ],
      [
        'a multiple choice with an empty option list',
        oneSection(question({ type: 'multi_choice', options: [] })),
        'sections.0.questions.0.options',
        'Add at least one option.',
      ],
      [
        'show_when naming a later question',
        oneSection(
          question({ key: 'first', show_when: { question: 'second', equals: true } }),
          question({ key: 'second', type: 'yes_no' }),
        ),
        'sections.0.questions.0.show_when.question',
        'Show it after the question it depends on.',
      ],
      [
        'show_when naming a text question',
        oneSection(
          question({ key: 'first' }),
          question({ key: 'second', show_when: { question: 'first', equals: 'x' } }),
        ),
        'sections.0.questions.1.show_when.question',
        'Depend on a choice, multiple choice or yes/no question.',
      ],
      [
        'show_when naming no question',
        oneSection(question({ show_when: { question: 'ghost', equals: true } })),
        'sections.0.questions.0.show_when.question',
        'Choose an earlier question.',
      ],
      [
        'an unknown type',
        oneSection(question({ type: 'colour' })),
        'sections.0.questions.0.type',
        'Type must be one of: text, long_text, number, date, choice, multi_choice, yes_no, files.',
      ],
    ];
    it.each(cases)('%s', async (_name, definition, path, message) => {
      const { app } = ctx();
      const { client: office } = await newOfficeClient(app);
      const res = await office.request('POST', '/api/office/forms/', { json: definition });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: message, [path]: [message] });
      expect(frenchOf(message)).toBeDefined();
      // The same on an edit of a draft.
      const draft = (
        await office.request('POST', '/api/office/forms/', { json: oneSection(question({})) })
      ).json();
      const edit = await office.put(`/api/office/forms/${draft.version}/`, definition);
      expect(edit.statusCode).toBe(400);
      expect(edit.json()[path]).toEqual([message]);
    });
  });
});
