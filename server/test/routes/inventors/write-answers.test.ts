import { describeEachDatabase } from '../../helpers/test-app';
import { attachmentsUrl, pdf, upload } from '../attachments/support';
import { newUserClient, ticketFields, ticketVersion } from './support';

/**
 * A write answers what a read right after it finds (issue 33: the answers of the inventors'
 * writes are built from what the request read and wrote, not read back after the commit).
 */
describeEachDatabase(
  'inventors API: the answer of a write is the ticket as read after it',
  (ctx) => {
    async function ticketOfThree() {
      const { app } = ctx();
      const ada = await newUserClient(app, { preferredName: 'Ada' });
      const ben = await newUserClient(app, { preferredName: 'Ben' });
      const cleo = await newUserClient(app, { preferredName: 'Cleo' });
      const res = await ada.client.request('POST', '/api/inventors/ticket/create/', {
        multipart: ticketFields({
          title: 'Fog harvesting mesh',
          inventors: [String(ben.user.inventorId), String(cleo.user.inventorId)],
          contributions: JSON.stringify([
            { inventor: ada.user.inventorId, percent: 50 },
            { inventor: ben.user.inventorId, percent: 30 },
            { inventor: cleo.user.inventorId, percent: 20 },
          ]),
          co_applications: ['CNRS', 'Inria'],
          funding: ['ERC grant 101'],
        }),
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: number };
      return { ada, ben, cleo, id };
    }

    const detail = async (
      client: Awaited<ReturnType<typeof newUserClient>>['client'],
      id: number,
    ) => (await client.get(`/api/inventors/ticket/${id}/`)).json();

    it('confirm and decline answer the ticket as read after them', async () => {
      const { ada, ben, cleo, id } = await ticketOfThree();
      expect((await upload(ada.client, id, 'notes.pdf', pdf())).statusCode).toBe(201);
      const confirmed = await ben.client.post(`/api/inventors/ticket/${id}/confirm/`, {
        version: await ticketVersion(ben.client, id),
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual(await detail(ben.client, id));
      const declined = await cleo.client.post(`/api/inventors/ticket/${id}/decline/`, {
        version: await ticketVersion(cleo.client, id),
        reason: 'Not my share',
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toEqual(await detail(cleo.client, id));
    });

    it('an added attachment answers the entry the list then shows', async () => {
      const { ada, ben, id } = await ticketOfThree();
      const first = await upload(ada.client, id, 'a.pdf', pdf('a'));
      const second = await upload(ben.client, id, 'b.pdf', pdf('b'));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect((await ada.client.get(attachmentsUrl(id))).json()).toEqual([
        first.json(),
        second.json(),
      ]);
    });

    it('removes an attachment only through its own ticket (404 through another, kept)', async () => {
      const first = await ticketOfThree();
      const second = await ticketOfThree();
      const added = await upload(first.ada.client, first.id, 'a.pdf', pdf('a'));
      const { id: aid } = added.json() as { id: number };
      const through = await second.ada.client.delete(`${attachmentsUrl(second.id)}${aid}/`);
      expect(through.statusCode).toBe(404);
      expect((await first.ada.client.get(attachmentsUrl(first.id))).json()).toEqual([added.json()]);
      const own = await first.ada.client.delete(`${attachmentsUrl(first.id)}${aid}/`);
      expect(own.statusCode).toBe(204);
      expect((await first.ada.client.get(attachmentsUrl(first.id))).json()).toEqual([]);
    });

    it('an edit (PATCH, PUT) answers the ticket as read after it', async () => {
      const { ada, ben, id } = await ticketOfThree();
      const patched = await ada.client.request('PATCH', `/api/inventors/ticket/${id}/`, {
        multipart: { summary: 'A mesh that drinks the fog' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toEqual(await detail(ada.client, id));
      const put = await ada.client.request('PUT', `/api/inventors/ticket/${id}/`, {
        multipart: ticketFields({
          title: 'Fog harvesting mesh, second',
          inventors: [String(ben.user.inventorId)],
          contributions: JSON.stringify([
            { inventor: ada.user.inventorId, percent: 60 },
            { inventor: ben.user.inventorId, percent: 40 },
          ]),
          co_applications: ['Inria'],
        }),
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(await detail(ada.client, id));
    });
  },
);
