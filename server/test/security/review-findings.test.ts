import { nowIso } from '@server/lib/time';
import { TestClient } from '../helpers/client';
import { describeEachDatabase, MANAGER_PASSWORD } from '../helpers/test-app';
import { createPatent, newUserClient, pngPart, ticketVersion } from '../routes/inventors/support';
import { newOfficeClient, submitTicket } from '../routes/office/support';

/*
 * Issue 28, the lower findings of the review: a confirmation recorded the version current when
 * the click arrived; schema images went to anyone signed in; PDFs were served inline; office
 * patent URL fields stored `javascript:` as null with a 200; create-account for an existing
 * inventor left no trace for the office.
 */

const STALE = {
  detail: 'The ticket changed since you opened it. Review it again.',
  code: 'stale_version',
};
const HTTP_ONLY = 'Enter an http:// or https:// URL.';
const pdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

describeEachDatabase('security: the review’s lower findings', (ctx) => {
  it('refuses a confirm or decline of a version the inventor did not read: 409 stale_version', async () => {
    const { app } = ctx();
    const submitter = await newUserClient(app);
    const co = await newUserClient(app);
    const { id } = await submitTicket(submitter.client, { inventors: [co.user.inventorId] });
    const read = await ticketVersion(co.client, id);
    expect(read).toMatch(/^[0-9a-f]{64}$/);

    // The submitter edits the content after the co-inventor opened the ticket.
    const edit = await submitter.client.patch(`/api/inventors/ticket/${id}/`, {
      summary: 'A coating that sheds dust and sand',
    });
    expect(edit.statusCode).toBe(200);
    const current = edit.json().version as string;
    expect(current).not.toBe(read);

    for (const path of ['confirm', 'decline']) {
      const res = await co.client.post(`/api/inventors/ticket/${id}/${path}/`, {
        version: read,
        reason: 'Not my share',
      });
      expect([path, res.statusCode, res.json()]).toEqual([path, 409, STALE]);
    }
    const mine = async () =>
      (await co.client.get(`/api/inventors/ticket/${id}/`))
        .json()
        .confirmations.find((c: { inventor: number }) => c.inventor === co.user.inventorId);
    expect((await mine()).state).toBe('pending');

    const missing = await co.client.post(`/api/inventors/ticket/${id}/confirm/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().version).toEqual(['Send the version of the ticket you read.']);

    const ok = await co.client.post(`/api/inventors/ticket/${id}/confirm/`, { version: current });
    expect(ok.statusCode).toBe(200);
    // A confirmation is no edit: the version stays.
    expect(ok.json().version).toBe(current);
    expect((await mine()).state).toBe('confirmed');
  });

  it('serves a patent’s schema image only to its inventors and the office', async () => {
    const { app } = ctx();
    const inventor = await newUserClient(app);
    const outsider = await newUserClient(app);
    const { client: office } = await newOfficeClient(app);
    const id = await createPatent(app.db, {
      title: 'Tidal kite',
      inventors: [inventor.user.inventorId],
    });
    const added = await office.request('POST', `/api/office/patents/${id}/schemas/`, {
      multipart: { file: pngPart() },
    });
    expect(added.statusCode).toBe(200);
    const url = (added.json().schemas as string[]).at(-1) ?? '';
    expect(url).toMatch(/^\/api\/files\/photos\//);
    expect((await inventor.client.get(url)).statusCode).toBe(200);
    expect((await office.get(url)).statusCode).toBe(200);
    const refused = await outsider.client.get(url);
    expect([refused.statusCode, refused.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect((await new TestClient(app).get(url)).statusCode).toBe(404);
  });

  it('serves a patent PDF as an attachment, nosniff', async () => {
    const { app } = ctx();
    const inventor = await newUserClient(app);
    const { client: office } = await newOfficeClient(app);
    const id = await createPatent(app.db, {
      title: 'Sun dial',
      inventors: [inventor.user.inventorId],
    });
    const uploaded = await office.request('POST', `/api/office/patents/${id}/documents/`, {
      multipart: {
        kind: 'deposit',
        file: { filename: 'd.pdf', contentType: 'application/pdf', data: pdf() },
      },
    });
    expect(uploaded.statusCode).toBe(200);
    const res = await inventor.client.get(uploaded.json().deposit_document);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a patent URL field that is not http(s) with 400 on that field, and keeps the value', async () => {
    const { app } = ctx();
    const { client: office } = await newOfficeClient(app);
    const inventor = await newUserClient(app);
    const id = await createPatent(app.db, {
      title: 'Wave pump',
      inventors: [inventor.user.inventorId],
    });
    for (const [field, value] of [
      ['deposit_document', 'javascript:alert(1)'],
      ['research_report_document', 'data:text/html,<script>alert(1)</script>'],
      ['delivery_document', '/api/files/documents/not-ours.pdf'],
      ['deposit_document', 'ftp://example.org/d.pdf'],
    ]) {
      const res = await office.patch(`/api/office/patents/${id}/`, { [field]: value });
      expect([field, value, res.statusCode, res.json()]).toEqual([
        field,
        value,
        400,
        { detail: HTTP_ONLY, [field]: [HTTP_ONLY] },
      ]);
    }
    const created = await office.post('/api/office/patents/', {
      title: 'Bad link',
      deposit_document: 'javascript:alert(1)',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().deposit_document).toEqual([HTTP_ONLY]);

    const unchanged = (await office.get(`/api/office/patents/${id}/`)).json();
    expect(unchanged.deposit_document).toBeNull();
    const link = await office.patch(`/api/office/patents/${id}/`, {
      deposit_document: 'https://register.example.org/FR123.pdf',
    });
    expect(link.statusCode).toBe(200);
    expect(link.json().deposit_document).toBe('https://register.example.org/FR123.pdf');
    // Sent back as it is (the whole patent, as the editor saves it): accepted.
    const again = await office.patch(`/api/office/patents/${id}/`, link.json());
    expect(again.statusCode).toBe(200);
  });

  it('audits create-account for an existing inventor and tells every office account', async () => {
    const { app } = ctx();
    const email = `existing-${Date.now()}@example.org`;
    const row = await app.db
      .insertInto('inventors')
      .values({
        preferred_name: 'Rosalind Existing',
        full_name: 'Rosalind Existing',
        email,
        search_text: 'rosalind existing',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { client: office } = await newOfficeClient(app);
    const { client: colleague } = await newOfficeClient(app);
    const res = await new TestClient(app, '10.28.2.1').post('/api/accounts/create-account/', {
      shared_password: MANAGER_PASSWORD,
      selected_inventor: row.id,
    });
    expect(res.statusCode).toBe(201);

    const audit = (
      await office.get(`/api/office/audit/?target_type=inventor&target_id=${row.id}`)
    ).json();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({
      action: 'inventor.account_opened',
      actor: { email },
    });
    expect(audit.results[0].summary).toContain('10.28.2.1');
    for (const client of [office, colleague]) {
      const bell = (await client.get('/api/accounts/notifications/')).json();
      expect(bell.results.map((n: { message: string }) => n.message)).toContain(
        `An account was opened for the inventor Rosalind Existing (${email}) with the shared password`,
      );
    }
  });
});
