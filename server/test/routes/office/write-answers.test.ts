import { describeEachDatabase } from '../../helpers/test-app';
import { createPatent, pngPart } from '../inventors/support';
import { newOfficeClient, newUserClient } from './support';

/*
 * The office's inventor and patent writes answer what they wrote without reading it back
 * (docs/round-trips.md): each answer must be what a read right after it gives.
 */

const pdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describeEachDatabase('office API: write answers equal a read after them', (ctx) => {
  it('inventors: create, edit (every field), deactivate, reactivate', async () => {
    const { app, dialect } = ctx();
    const tag = `wa${dialect}${Date.now().toString(36)}`;
    const { client } = await newOfficeClient(app);
    const read = async (id: number) => {
      const res = await client.get(`/api/office/inventors/${id}/`);
      expect(res.statusCode).toBe(200);
      const { tickets, patents, ...inventor } = res.json();
      expect([tickets, patents]).toBeDefined();
      return inventor;
    };
    const created = await client.post('/api/office/inventors/', {
      email: `${tag}@example.org`,
      preferred_name: `Zoé ${tag}`,
      affiliation: 'CIE',
      phone: '0612345678',
      name_variant: ['Z. One', 'Zed'],
      create_account: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual(await read(id));
    const plain = await client.post('/api/office/inventors/', {
      email: `${tag}.plain@example.org`,
      preferred_name: `Plain ${tag}`,
      affiliation: 'CIE',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toEqual(await read(plain.json().id as number));

    const { user: colleague, client: colleagueClient } = await newUserClient(app);
    await createPatent(app.db, { title: `Kite ${tag}`, inventors: [id, colleague.inventorId] });
    expect(colleagueClient).toBeDefined();
    for (const change of [
      { phone: '0123456789' },
      { preferred_name: `Zoe Renamed ${tag}` },
      { name_variant: ['Only'] },
      { orcid: '0000-0002-1825-0097', affiliation: 'CIE' },
      { email: `${tag}.new@example.org`, phone: null },
    ]) {
      const res = await client.patch(`/api/office/inventors/${id}/`, change);
      expect([res.statusCode, res.json()]).toEqual([200, await read(id)]);
    }
    // A new name alone keeps the search text whole (names and variants).
    for (const search of ['renamed', 'only']) {
      const found = await client.get(`/api/office/inventors/?search=${search}%20${tag}`);
      expect([search, found.json().count]).toEqual([search, search === 'only' ? 0 : 1]);
    }
    const byVariant = await client.get(`/api/office/inventors/?search=Only`);
    expect(byVariant.json().results.map((i: { id: number }) => i.id)).toContain(id);
    for (const action of ['deactivate', 'reactivate']) {
      const res = await client.post(`/api/office/inventors/${id}/${action}/`);
      expect([action, res.statusCode, res.json()]).toEqual([action, 200, await read(id)]);
    }
  });

  it('patents: create, edit, schema images added and removed, documents', async () => {
    const { app, dialect } = ctx();
    const tag = `wp${dialect}${Date.now().toString(36)}`;
    const { user: ada } = await newUserClient(app);
    const { user: bob } = await newUserClient(app);
    const { client } = await newOfficeClient(app);
    const read = async (id: number) => (await client.get(`/api/office/patents/${id}/`)).json();
    const detail = (patent: Record<string, unknown>) => {
      const { inventor_details, ...rest } = patent;
      expect(inventor_details).toBeDefined();
      return rest;
    };
    const created = await client.post('/api/office/patents/', {
      title: `Dust-shedding coating ${tag}`,
      deposit_number: `FR-${tag}`,
      TRL_level: 4,
      inventors: [ada.inventorId, bob.inventorId, ada.inventorId],
      schemas: ['https://example.org/a.png'],
      deposit_document: 'https://example.org/deposit.pdf',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual(detail(await read(id)));
    for (const change of [
      { TRL_level: 5, sector: 'Energy' },
      { inventors: [bob.inventorId] },
      { schemas: ['https://example.org/b.png', 'https://example.org/a.png'], title: `T ${tag}` },
      { deposit_document: null, abstract: 'Short.' },
    ]) {
      const res = await client.patch(`/api/office/patents/${id}/`, change);
      expect([res.statusCode, res.json()]).toEqual([200, detail(await read(id))]);
    }
    const found = await client.get(`/api/office/patents/?search=T%20${tag}`);
    expect(found.json().results.map((p: { id: number }) => p.id)).toEqual([id]);

    const image = await client.request('POST', `/api/office/patents/${id}/schemas/`, {
      multipart: { file: pngPart() },
    });
    expect([image.statusCode, image.json()]).toEqual([200, detail(await read(id))]);
    expect(image.json().schemas).toHaveLength(3);
    const removed = await client.delete(`/api/office/patents/${id}/schemas/1/`);
    expect([removed.statusCode, removed.json()]).toEqual([200, detail(await read(id))]);
    expect(removed.json().schemas).toHaveLength(2);
    const document = await client.request('POST', `/api/office/patents/${id}/documents/`, {
      multipart: {
        kind: 'research_report',
        file: { filename: 'report.pdf', contentType: 'application/pdf', data: pdf() },
      },
    });
    expect([document.statusCode, document.json()]).toEqual([200, detail(await read(id))]);
    // An existing patent created elsewhere edits the same way.
    const other = await createPatent(app.db, {
      title: `Other ${tag}`,
      inventors: [ada.inventorId],
    });
    const edited = await client.patch(`/api/office/patents/${other}/`, { status: 'granted' });
    expect([edited.statusCode, edited.json()]).toEqual([200, detail(await read(other))]);
  });
});
