import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { createPatent } from '../inventors/support';
import { newOfficeClient, newUserClient, submitTicket } from './support';

describeEachDatabase('office API: one inventor', (ctx) => {
  it('answers 401 without a session, 403 to an inventor and 404 for an unknown id', async () => {
    const { app } = ctx();
    const { user, client: inventor } = await newUserClient(app);
    const url = `/api/office/inventors/${user.inventorId}/`;
    expect((await new TestClient(app).get(url)).statusCode).toBe(401);
    const refused = await inventor.get(url);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Office staff only.' }]);
    const { client: office } = await newOfficeClient(app);
    const missing = await office.get('/api/office/inventors/999999/');
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect((await office.get('/api/office/inventors/abc/')).statusCode).toBe(404);
  });

  it('shows the profile, the tickets they sent or are named on (never drafts) and their patents', async () => {
    const { app } = ctx();
    const { user: amina, client: aminaClient } = await newUserClient(app, {
      preferredName: 'Amina Detail',
      affiliation: 'CIE',
    });
    const { user: omar, client: omarClient } = await newUserClient(app, {
      preferredName: 'Omar Detail',
    });
    const sent = await submitTicket(aminaClient, { title: 'Sent by Amina' });
    await submitTicket(aminaClient, { title: 'Draft of Amina', is_draft: true });
    const named = await submitTicket(omarClient, {
      title: 'Amina named on it',
      inventors: [amina.inventorId],
    });
    await submitTicket(omarClient, { title: 'Omar alone' });
    const patent = await createPatent(app.db, {
      title: 'Patent of Amina',
      inventors: [amina.inventorId, omar.inventorId],
      fields: { deposit_number: 'FR123', deposit_date: '2024-05-02', status: 'Granted' },
    });
    await createPatent(app.db, { title: 'Patent of Omar', inventors: [omar.inventorId] });
    const { client: office } = await newOfficeClient(app);
    await office.patch(`/api/office/inventors/${amina.inventorId}/`, {
      phone: '0612345678',
      orcid: '0000-0002-1825-0097',
      name_variant: ['A. Detail'],
    });

    const res = await office.get(`/api/office/inventors/${amina.inventorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: amina.inventorId,
      preferred_name: 'Amina Detail',
      full_name: 'Amina Detail',
      affiliation: 'CIE',
      image: null,
      avatar: null,
      email: amina.email,
      phone: '0612345678',
      orcid: '0000-0002-1825-0097',
      name_variant: ['A. Detail'],
      has_account: true,
      is_active: true,
      tickets_count: 2,
      patents_count: 1,
      tickets: [
        {
          id: named.id,
          title: 'Amina named on it',
          status: 'pending',
          role: 'inventor',
          meeting_date: null,
          created_at: expect.any(String),
        },
        {
          id: sent.id,
          title: 'Sent by Amina',
          status: 'pending',
          role: 'submitter',
          meeting_date: null,
          created_at: expect.any(String),
        },
      ],
      patents: [
        {
          id: patent,
          title: 'Patent of Amina',
          deposit_number: 'FR123',
          deposit_date: '2024-05-02',
          status: 'Granted',
        },
      ],
    });

    await office.post(`/api/office/inventors/${amina.inventorId}/deactivate/`, {});
    const after = (await office.get(`/api/office/inventors/${amina.inventorId}/`)).json();
    expect(after).toMatchObject({ has_account: true, is_active: false });
  });
});
