import { ZIP_INLINE_BYTES } from '@server/modules/attachments/attachments.service';
import { describeEachDatabase } from '../../helpers/test-app';
import { newUserClient, submitTicket } from '../office/support';
import { pdf, readZip, upload } from '../attachments/support';

/*
 * The zip of a ticket's attachments reads the files with their rows (the database store) only
 * while they total at most ZIP_INLINE_BYTES; beyond, each file is read as the zip reaches it.
 * Either way the zip holds every file whole.
 */
describeEachDatabase('attachments zip: files read with their rows, or one by one', (ctx) => {
  it('zips the same files under and over the inline bound', async () => {
    const { app } = ctx();
    const ada = await newUserClient(app, { preferredName: 'Ada' });
    const { id } = await submitTicket(ada.client, { title: 'Zip bound' });
    const files: Array<[string, Buffer]> = [
      ['one.pdf', pdf('one')],
      ['two.txt', Buffer.from('two, as text')],
    ];
    for (const [name, data] of files)
      expect((await upload(ada.client, id, name, data)).statusCode).toBe(201);
    const zipped = async () => {
      const res = await ada.client.get(`/api/inventors/ticket/${id}/attachments.zip`);
      expect(res.statusCode).toBe(200);
      return (await readZip(res.rawPayload)).map((e) => [e.name, e.data.toString('base64')]);
    };
    const expected = files.map(([name, data]) => [name, data.toString('base64')]);
    expect(await zipped()).toEqual(expected);
    // Recorded sizes over the bound: the files are then read one at a time.
    await app.db
      .updateTable('ticket_attachments')
      .set({ size: ZIP_INLINE_BYTES })
      .where('ticket_id', '=', id)
      .execute();
    expect(await zipped()).toEqual(expected);
  });
});
