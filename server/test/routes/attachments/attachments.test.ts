import { TestClient } from '../../helpers/client';
import { isStored } from '../../helpers/stored-uploads';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../office/support';
import {
  attachmentsUrl,
  docx,
  jpeg,
  odf,
  pdf,
  png,
  pptx,
  upload,
  webp,
  xlsx,
  zipOf,
} from './support';

/** A 400 on the upload's field: the sentence in `file`, and as `detail`. */
const refused = (message: string) => ({ detail: message, file: [message] });
const TYPE_REFUSED = refused('This file type is not accepted.');
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** API.md Part 3 "Attachments": add, list, remove; sniffing, limits and who may. */
describeEachDatabase('attachments API', (ctx) => {
  async function ticketOf(isDraft = false) {
    const { app } = ctx();
    const ada = await newUserClient(app, { preferredName: 'Ada Lovelace' });
    const ben = await newUserClient(app, { preferredName: 'Ben Franklin' });
    const ticket = await submitTicket(ada.client, {
      inventors: [ben.user.inventorId],
      is_draft: isDraft,
    });
    return { ada, ben, id: ticket.id };
  }

  it('adds a file: 201 with its name, size, sniffed type, url, uploader and time; listed oldest first and on the ticket', async () => {
    const { ada, ben, id } = await ticketOf();
    const first = await upload(ada.client, id, 'lab-notes.pdf', pdf());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      name: 'lab-notes.pdf',
      size: pdf().length,
      content_type: 'application/pdf',
      url: expect.stringMatching(/^\/api\/files\/attachments\/[A-Za-z0-9_-]{16,64}\.pdf$/),
      uploaded_by: { id: ada.user.userId, name: 'Ada Lovelace' },
      created_at: expect.stringMatching(ISO_TIME),
    });
    // A co-inventor may add too.
    const second = await upload(ben.client, id, 'data.csv', Buffer.from('a,b\n1,2\n'));
    expect(second.statusCode).toBe(201);
    expect(second.json().uploaded_by).toEqual({ id: ben.user.userId, name: 'Ben Franklin' });

    const list = await ada.client.get(attachmentsUrl(id));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([first.json(), second.json()]);
    const ticket = await ben.client.get(`/api/inventors/ticket/${id}/`);
    expect(ticket.json().attachments).toEqual([first.json(), second.json()]);
    const tickets = await ada.client.get('/api/inventors/tickets/');
    const row = tickets.json().results.find((t: { id: number }) => t.id === id);
    expect(row.attachments.map((a: { name: string }) => a.name)).toEqual([
      'lab-notes.pdf',
      'data.csv',
    ]);
  });

  it('accepts every listed type by its bytes, whatever the name says', async () => {
    const { ada, id } = await ticketOf(true);
    const cases: Array<[string, Buffer, string]> = [
      ['paper.pdf', pdf(), 'application/pdf'],
      ['photo.bin', png(), 'image/png'],
      ['scan.jpg', jpeg(), 'image/jpeg'],
      ['plot.webp', webp(), 'image/webp'],
      [
        'draft.docx',
        await docx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'sheet.xlsx',
        await xlsx(),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [
        'slides.pptx',
        await pptx(),
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      [
        'notes.odt',
        await odf('application/vnd.oasis.opendocument.text'),
        'application/vnd.oasis.opendocument.text',
      ],
      [
        'table.ods',
        await odf('application/vnd.oasis.opendocument.spreadsheet'),
        'application/vnd.oasis.opendocument.spreadsheet',
      ],
      ['readme.txt', Buffer.from('Plain text, é è ü\n'), 'text/plain; charset=utf-8'],
      ['values.CSV', Buffer.from('\ufeffx,y\n1,2\n'), 'text/csv; charset=utf-8'],
    ];
    for (const [name, data, type] of cases) {
      const res = await upload(ada.client, id, name, data);
      expect([name, res.statusCode, res.json().content_type]).toEqual([name, 201, type]);
    }
  });

  it('refuses other types with the sentence of the contract, whatever the name says', async () => {
    const { ada, id } = await ticketOf(true);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const cases: Array<[string, Buffer]> = [
      ['setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])], // an executable
      ['archive.docx', await zipOf([{ name: 'a.txt', data: 'x' }])], // a plain zip
      ['anim.gif', gif], // an image, but not one of the list
      ['notes.md', Buffer.from('# text, but not a .txt or .csv name')],
      ['nul.txt', Buffer.from('text\u0000with a NUL')],
      ['latin1.csv', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])], // "café" in Latin-1: not UTF-8
      ['empty-name', Buffer.from('no extension')],
    ];
    for (const [name, data] of cases) {
      const res = await upload(ada.client, id, name, data);
      expect([name, res.statusCode, res.json()]).toEqual([name, 400, TYPE_REFUSED]);
    }
    expect((await ada.client.get(attachmentsUrl(id))).json()).toEqual([]);
  });

  it('takes files up to 20 MB and refuses one byte more', async () => {
    const { ada, id } = await ticketOf(true);
    const limit = 20 * 1024 * 1024;
    const atLimit = Buffer.concat([pdf(), Buffer.alloc(limit - pdf().length, 0x20)]);
    expect(atLimit.length).toBe(limit);
    const ok = await upload(ada.client, id, 'big.pdf', atLimit);
    expect([ok.statusCode, ok.json().size]).toEqual([201, limit]);
    const over = await upload(
      ada.client,
      id,
      'bigger.pdf',
      Buffer.concat([atLimit, Buffer.from(' ')]),
    );
    expect([over.statusCode, over.json()]).toEqual([400, refused('Files may be up to 20 MB.')]);
  });

  it('keeps at most 20 attachments per ticket', async () => {
    const { ada, id } = await ticketOf(true);
    for (let i = 1; i <= 20; i += 1) {
      const res = await upload(ada.client, id, `note-${i}.txt`, Buffer.from(`note ${i}`));
      expect(res.statusCode).toBe(201);
    }
    const res = await upload(ada.client, id, 'note-21.txt', Buffer.from('one too many'));
    expect([res.statusCode, res.json()]).toEqual([
      400,
      refused('A ticket may have up to 20 attachments.'),
    ]);
    expect((await ada.client.get(attachmentsUrl(id))).json()).toHaveLength(20);
  });

  it('refuses a missing file and a second file', async () => {
    const { ada, id } = await ticketOf(true);
    const none = await ada.client.request('POST', attachmentsUrl(id), {
      multipart: { other: 'x' },
    });
    expect([none.statusCode, none.json()]).toEqual([400, refused('Choose a file to upload.')]);
    const two = await ada.client.request('POST', attachmentsUrl(id), {
      multipart: {
        file: { filename: 'a.txt', contentType: 'text/plain', data: Buffer.from('a') },
        also: { filename: 'b.txt', contentType: 'text/plain', data: Buffer.from('b') },
      },
    });
    expect([two.statusCode, two.json()]).toEqual([400, refused('Upload one file at a time.')]);
  });

  it('keeps the name only: no folders, no control characters; the stored key is random', async () => {
    const { ada, id } = await ticketOf(true);
    const cases: Array<[string, string]> = [
      ['../../etc/passwd.txt', 'passwd.txt'],
      // A quoted multipart parameter escapes a backslash: the server reads C:\Users\ada\results.csv.
      ['C:\\\\Users\\\\ada\\\\results.csv', 'results.csv'],
      ['..', 'file'],
      ['re\u0007port\u202e.txt', 'report.txt'],
      ['Résumé des essais – 2026.pdf', 'Résumé des essais – 2026.pdf'],
    ];
    for (const [sent, kept] of cases) {
      const data = /\.(txt|csv)$/.test(sent) ? Buffer.from('text') : pdf();
      const res = await upload(ada.client, id, sent, data);
      expect([sent, res.statusCode, res.json().name]).toEqual([sent, 201, kept]);
      expect(res.json().url).toMatch(
        /^\/api\/files\/attachments\/[A-Za-z0-9_-]{24}\.(pdf|txt|csv)$/,
      );
    }
  });

  it('hides the attachments of a ticket from another inventor and anonymous callers (404/401)', async () => {
    const { app } = ctx();
    const { ada, id } = await ticketOf();
    const added = (await upload(ada.client, id, 'a.pdf', pdf())).json();
    const eve = await newUserClient(app);
    for (const res of [
      await eve.client.get(attachmentsUrl(id)),
      await upload(eve.client, id, 'b.pdf', pdf()),
      await eve.client.delete(`${attachmentsUrl(id)}${added.id}/`),
      await eve.client.get(`/api/inventors/ticket/${id}/attachments.zip`),
      await eve.client.get(added.url),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    }
    const anonymous = new TestClient(app);
    expect((await anonymous.get(attachmentsUrl(id))).statusCode).toBe(401);
    expect((await anonymous.get(added.url)).statusCode).toBe(404);
    expect((await ada.client.get(attachmentsUrl(999_999))).statusCode).toBe(404);
  });

  it('lets the office read and change a submitted ticket’s attachments, not a draft’s', async () => {
    const { app } = ctx();
    const office = await newOfficeClient(app, { name: 'Olga Office' });
    const submitted = await ticketOf();
    const draft = await ticketOf(true);
    const added = await upload(office.client, submitted.id, 'office-memo.pdf', pdf());
    expect([added.statusCode, added.json().uploaded_by]).toEqual([
      201,
      { id: office.office.userId, name: 'Olga Office' },
    ]);
    expect((await office.client.get(attachmentsUrl(submitted.id))).json()).toHaveLength(1);
    expect((await office.client.get(added.json().url)).statusCode).toBe(200);
    const draftFile = (await upload(draft.ada.client, draft.id, 'd.pdf', pdf())).json();
    expect((await office.client.get(attachmentsUrl(draft.id))).statusCode).toBe(404);
    expect((await upload(office.client, draft.id, 'x.pdf', pdf())).statusCode).toBe(404);
    expect((await office.client.get(draftFile.url)).statusCode).toBe(404);
  });

  it('removes an attachment with its file: 204, then 404; inventors get 403 once decided, the office does not', async () => {
    const { app } = ctx();
    const office = await newOfficeClient(app);
    const { ada, ben, id } = await ticketOf();
    const one = (await upload(ada.client, id, 'one.pdf', pdf('one'))).json();
    const two = (await upload(ada.client, id, 'two.pdf', pdf('two'))).json();
    const removed = await ben.client.delete(`${attachmentsUrl(id)}${one.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(await isStored(app, 'attachments', one.url)).toBe(false);
    expect((await ada.client.get(one.url)).statusCode).toBe(404);
    expect((await ada.client.delete(`${attachmentsUrl(id)}${one.id}/`)).statusCode).toBe(404);
    expect((await ada.client.get(attachmentsUrl(id))).json()).toEqual([two]);

    await office.client.post(`/api/office/tickets/${id}/status/`, { status: 'approved' });
    const locked = { detail: 'Attachments cannot be changed once the ticket is decided.' };
    const del = await ada.client.delete(`${attachmentsUrl(id)}${two.id}/`);
    expect([del.statusCode, del.json()]).toEqual([403, locked]);
    const add = await upload(ada.client, id, 'late.pdf', pdf());
    expect([add.statusCode, add.json()]).toEqual([403, locked]);
    // Reading stays open to the inventors.
    expect((await ada.client.get(attachmentsUrl(id))).json()).toEqual([two]);
    expect((await upload(office.client, id, 'minutes.pdf', pdf())).statusCode).toBe(201);
    expect((await office.client.delete(`${attachmentsUrl(id)}${two.id}/`)).statusCode).toBe(204);
    expect(await isStored(app, 'attachments', two.url)).toBe(false);
  });

  it('deleting a ticket removes its attachments’ files', async () => {
    const { app } = ctx();
    const { ada, id } = await ticketOf();
    const file = (await upload(ada.client, id, 'gone.pdf', pdf())).json();
    expect(await isStored(app, 'attachments', file.url)).toBe(true);
    expect((await ada.client.delete(`/api/inventors/ticket/${id}/`)).statusCode).toBe(204);
    expect(await isStored(app, 'attachments', file.url)).toBe(false);
  });
});
