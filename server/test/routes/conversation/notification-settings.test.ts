import { eventText } from '@server/lib/feed-events';
import { sendDisclosureDeadline } from '@server/modules/attestation/disclosure-deadline.service';
import { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../office/support';

const URL = '/api/accounts/notification-settings/';
const ALL_ON = {
  status_changed: { in_app: true, email: true },
  comment_added: { in_app: true, email: true },
  added_as_inventor: { in_app: true, email: true },
  disclosure_deadline: { in_app: true, email: true },
  review_assigned: { in_app: true, email: true },
  review_due: { in_app: true, email: true },
  review_declared_conflict: { in_app: true, email: true },
  review_submitted: { in_app: true, email: true },
};

describeEachDatabase('conversation API: notification settings', (ctx) => {
  it('answers every event on by default, 401 without a session', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    expect((await client.get(URL)).json()).toEqual(ALL_ON);
    const anonymous = new TestClient(app);
    for (const res of [await anonymous.get(URL), await anonymous.put(URL, {})]) {
      expect([res.statusCode, res.json()]).toEqual([
        401,
        { detail: 'Authentication credentials were not provided.' },
      ]);
    }
  });

  it('takes any subset and answers the whole object; other accounts are untouched', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    const { client: other } = await newUserClient(app);
    const first = await client.put(URL, { comment_added: { email: false } });
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { ...ALL_ON, comment_added: { in_app: true, email: false } },
    ]);
    const second = await client.put(URL, {
      status_changed: { in_app: false, email: false },
      comment_added: { in_app: false },
    });
    expect(second.json()).toEqual({
      ...ALL_ON,
      status_changed: { in_app: false, email: false },
      comment_added: { in_app: false, email: false },
    });
    expect((await client.get(URL)).json()).toEqual(second.json());
    expect((await client.put(URL, {})).json()).toEqual(second.json());
    expect((await other.get(URL)).json()).toEqual(ALL_ON);
  });

  it('refuses unknown events or channels and non-boolean values with 400; CSRF applies', async () => {
    const { app } = ctx();
    const { client } = await newUserClient(app);
    for (const body of [
      { newsletter: { email: false } },
      { comment_added: { sms: true } },
      { comment_added: { email: 'no' } },
      { comment_added: { email: null } },
      { comment_added: true },
      [],
    ]) {
      const res = await client.put(URL, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(typeof res.json().detail).toBe('string');
    }
    const typed = await client.put(URL, { comment_added: { email: 'no' } });
    expect(typed.json()).toEqual({
      detail: 'Invalid input: expected boolean, received string',
      'comment_added.email': ['Invalid input: expected boolean, received string'],
    });
    expect((await client.get(URL)).json()).toEqual(ALL_ON);
    const noToken = await client.request('PUT', URL, { json: {}, csrf: false });
    expect(noToken.statusCode).toBe(403);
  });

  it('the bell list is never stale after a comment or a settings change (response cache)', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    const { client: office } = await newOfficeClient(app);
    const { id } = await submitTicket(inventor, { title: 'Cache check' });
    const bell = async () => (await inventor.get('/api/accounts/notifications/')).json().count;
    const before = await bell();
    expect(await bell()).toBe(before);
    await office.post(`/api/inventors/ticket/${id}/comments/`, { body: 'first' });
    expect(await bell()).toBe(before + 1);
    await inventor.put(URL, { comment_added: { in_app: false } });
    await office.post(`/api/inventors/ticket/${id}/comments/`, { body: 'second' });
    expect(await bell()).toBe(before + 1);
    expect((await inventor.get(`/api/inventors/ticket/${id}/comments/`)).json().count).toBe(2);
  });
});

describeEachDatabase(
  'conversation: the disclosure-deadline notice (for the attestation issue)',
  (ctx) => {
    it('bells and queues the mail per the recipients’ settings; a French reader reads it in French', async () => {
      const { app } = ctx();
      const { user: amina, client } = await newUserClient(app);
      const { user: omar, client: omarClient } = await newUserClient(app);
      const { office } = await newOfficeClient(app);
      const { id } = await submitTicket(client, { title: 'Deadline soon' });
      await omarClient.put(URL, { disclosure_deadline: { email: false } });
      await sendDisclosureDeadline(app.db, app.config, {
        ticket: { id, title: 'Deadline soon' },
        date: '2026-09-30',
        days: 7,
        inventorIds: [amina.inventorId, omar.inventorId],
        officeUserIds: [office.userId],
      });
      const message = "Ticket 'Deadline soon': public disclosure on 2026-09-30, in 7 days";
      expect((await client.get('/api/accounts/notifications/')).json().results[0].message).toBe(
        message,
      );
      // Omar reads the same notification after switching to French: its text follows.
      expect((await omarClient.put('/api/accounts/me/', { language: 'fr' })).statusCode).toBe(200);
      const [omarNote] = (await omarClient.get('/api/accounts/notifications/')).json().results;
      expect(omarNote.message).toBe(
        'Déclaration «\u00a0Deadline soon\u00a0»\u00a0: divulgation publique le 30/09/2026, dans 7\u00a0jours',
      );
      expect(omarNote).toMatchObject({
        event: 'ticket.disclosure_deadline',
        params: { title: 'Deadline soon', date: '2026-09-30', days: 7 },
      });
      const queued = await app.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject'])
        .where('subject', 'like', '%public disclosure%')
        .execute();
      expect(queued.map((m) => m.to_address).sort()).toEqual([amina.email, office.email].sort());
      expect(queued[0].subject).toBe('“Deadline soon”: public disclosure in 7 days');
      expect(eventText('fr', 'comment.added', { name: 'Amina', title: 'Fog mesh' })).toBe(
        'Amina a commenté «\u00a0Fog mesh\u00a0»',
      );
    });
  },
);
