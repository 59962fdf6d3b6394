import { attachmentIdsOf } from '@server/modules/attachments/attachments.service';
import { filtered } from '@server/modules/tickets/office-ticket.repository';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../office/support';
import { attachmentsUrl, pdf, png, readZip, upload } from './support';

/**
 * API.md Part 3 "Attachments": the files as downloads, the zip of all, an attachment as an edit
 * of the content, and the office queue's search over the names.
 */
describeEachDatabase('attachments: downloads, zip, confirmations, search', (ctx) => {
  async function ticketOf(title = 'Self-cleaning solar panel') {
    const { app } = ctx();
    const ada = await newUserClient(app, { preferredName: 'Ada' });
    const ben = await newUserClient(app, { preferredName: 'Ben' });
    const ticket = await submitTicket(ada.client, { title, inventors: [ben.user.inventorId] });
    return { ada, ben, id: ticket.id };
  }

  it('serves a file as a download under its name, with its type and nosniff', async () => {
    const { ada, ben, id } = await ticketOf();
    const ascii = (await upload(ada.client, id, 'lab notes.pdf', pdf())).json();
    for (const client of [ada.client, ben.client]) {
      const res = await client.get(ascii.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe('attachment; filename="lab notes.pdf"');
      expect(res.rawPayload.equals(pdf())).toBe(true);
    }
    // RFC 6266: an ASCII fallback and the UTF-8 name in filename*.
    const accented = (await upload(ada.client, id, 'Schéma été.png', png())).json();
    expect(accented.name).toBe('Schéma été.png');
    const res = await ben.client.get(accented.url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Schema ete.png"; filename*=UTF-8\'\'Sch%C3%A9ma%20%C3%A9t%C3%A9.png',
    );
    const text = (await upload(ada.client, id, 'n.txt', Buffer.from('<script>x</script>'))).json();
    const served = await ada.client.get(text.url);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toBe('attachment; filename="n.txt"');
  });

  it('zips every attachment under its name, repeated names made unique, non-ASCII names kept', async () => {
    const { ada, ben, id } = await ticketOf();
    const files: Array<[string, Buffer]> = [
      ['report.pdf', pdf('first')],
      ['Report.pdf', pdf('second')],
      ['report.pdf', pdf('third')],
      ['Données – été.csv', Buffer.from('a;b\n1;2\n')],
      ['日本語.txt', Buffer.from('テキスト')],
      ['C:report.txt', Buffer.from('a drive letter, not a path')],
    ];
    for (const [name, data] of files) {
      expect((await upload(ada.client, id, name, data)).statusCode).toBe(201);
    }
    const office = await newOfficeClient(ctx().app);
    for (const client of [ben.client, office.client]) {
      const res = await client.get(`/api/inventors/ticket/${id}/attachments.zip`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="ticket-${id}-attachments.zip"`,
      );
      const entries = await readZip(res.rawPayload);
      expect(entries.map((e) => e.name)).toEqual([
        'report.pdf',
        'Report (2).pdf',
        'report (3).pdf',
        'Données – été.csv',
        '日本語.txt',
        'C_report.txt',
      ]);
      entries.forEach((entry, index) => expect(entry.data.equals(files[index][1])).toBe(true));
    }
  });

  it('zips nothing into an empty zip; 404 to anyone who may not read the ticket', async () => {
    const { ada, id } = await ticketOf();
    const res = await ada.client.get(`/api/inventors/ticket/${id}/attachments.zip`);
    expect(res.statusCode).toBe(200);
    expect(await readZip(res.rawPayload)).toEqual([]);
    const eve = await newUserClient(ctx().app);
    expect((await eve.client.get(`/api/inventors/ticket/${id}/attachments.zip`)).statusCode).toBe(
      404,
    );
  });

  it('adding or removing on a submitted ticket asks the co-inventors to confirm again; not on a draft', async () => {
    const { app } = ctx();
    const { ada, ben, id } = await ticketOf();
    expect((await ben.client.post(`/api/inventors/ticket/${id}/confirm/`)).statusCode).toBe(200);
    const states = async () =>
      (await ada.client.get(`/api/inventors/ticket/${id}/`))
        .json()
        .confirmations.map((c: { state: string }) => c.state);
    expect(await states()).toEqual(['confirmed', 'confirmed']);

    // Ben (an inventor) adds: he confirms the new version, Ada is asked again.
    const added = (await upload(ben.client, id, 'annex.pdf', pdf())).json();
    expect(await states()).toEqual(['pending', 'confirmed']);
    const adaBell = await ada.client.get('/api/accounts/notifications/');
    expect(JSON.stringify(adaBell.json())).toContain('ticket.confirm_again');
    // The hash Ben confirmed is the one the confirm route computes now: confirming again is 409.
    expect((await ben.client.post(`/api/inventors/ticket/${id}/confirm/`)).statusCode).toBe(409);
    expect((await ada.client.post(`/api/inventors/ticket/${id}/confirm/`)).statusCode).toBe(200);
    const hashes = await app.db
      .selectFrom('ticket_inventors')
      .select('confirmed_hash')
      .where('ticket_id', '=', id)
      .execute();
    expect(new Set(hashes.map((h) => h.confirmed_hash)).size).toBe(1);

    // The office removes: both are asked again.
    const office = await newOfficeClient(app);
    expect((await office.client.delete(`${attachmentsUrl(id)}${added.id}/`)).statusCode).toBe(204);
    expect(await states()).toEqual(['pending', 'pending']);

    // A draft is offered to nobody: its co-inventors' states do not move.
    const draft = await submitTicket(ada.client, {
      is_draft: true,
      inventors: [ben.user.inventorId],
    });
    const before = (await ada.client.get(`/api/inventors/ticket/${draft.id}/`)).json()
      .confirmations;
    await upload(ada.client, draft.id, 'draft.pdf', pdf());
    const after = (await ada.client.get(`/api/inventors/ticket/${draft.id}/`)).json().confirmations;
    expect(after).toEqual(before);
  });

  it('attachmentIdsOf lists a ticket’s attachment ids, oldest first', async () => {
    const { ada, id } = await ticketOf();
    const a = (await upload(ada.client, id, 'a.pdf', pdf())).json();
    const b = (await upload(ada.client, id, 'b.pdf', pdf())).json();
    expect(await attachmentIdsOf(ctx().app.db, id)).toEqual([a.id, b.id]);
    expect(await attachmentIdsOf(ctx().app.db, 999_999)).toEqual([]);
  });

  it('the office queue search finds a ticket by an attachment’s name, accents and case aside', async () => {
    const { app } = ctx();
    const stamp = String(Date.now());
    const { ada, id } = await ticketOf(`Unrelated title ${stamp}`);
    await upload(ada.client, id, `Spectromètre-CALIBRATION-${stamp}.pdf`, pdf());
    const office = await newOfficeClient(app);
    for (const search of [`spectrometre-calibration-${stamp}`, `Calibration-${stamp}`]) {
      const res = await office.client.get(
        `/api/office/tickets/?search=${encodeURIComponent(search)}`,
      );
      expect(res.json().results.map((t: { id: number }) => t.id)).toEqual([id]);
      // Both ways of matching (the trigram index on SQLite, the LIKE) give it.
      for (const titles of ['index', 'like'] as const) {
        const rows = await filtered(app.db, { search }, titles).select('tickets.id').execute();
        expect(rows.map((r) => Number(r.id))).toEqual([id]);
      }
    }
    // A removed attachment no longer matches.
    const [file] = (await ada.client.get(attachmentsUrl(id))).json();
    await ada.client.delete(`${attachmentsUrl(id)}${file.id}/`);
    const res = await office.client.get(`/api/office/tickets/?search=calibration-${stamp}`);
    expect(res.json().results).toEqual([]);
  });
});
