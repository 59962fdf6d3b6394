import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from './support';

describeEachDatabase('office API: audit log by record', (ctx) => {
  it('filters by target id, alone or with the target type, and refuses an id that is not one', async () => {
    const { app } = ctx();
    const { client: inventor } = await newUserClient(app);
    const first = await submitTicket(inventor, { title: 'First audited' });
    const second = await submitTicket(inventor, { title: 'Second audited' });
    const { office, client } = await newOfficeClient(app);
    await client.post(`/api/office/tickets/${first.id}/assign/`, { assignee: office.userId });
    await client.post(`/api/office/tickets/${first.id}/status/`, { status: 'approved' });
    await client.post(`/api/office/tickets/${second.id}/status/`, { status: 'refused' });

    const one = await client.get(`/api/office/audit/?target_type=ticket&target_id=${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().count).toBe(2);
    expect(one.json().results.map((a: { action: string }) => a.action)).toEqual([
      'ticket.status',
      'ticket.assign',
    ]);
    expect(one.json().results.every((a: { target_id: number }) => a.target_id === first.id)).toBe(
      true,
    );
    const anyType = (await client.get(`/api/office/audit/?target_id=${second.id}`)).json();
    expect(anyType.results.map((a: { summary: string }) => a.summary)).toContain(
      "Ticket 'Second audited' set to refused",
    );
    const withActor = await client.get(
      `/api/office/audit/?actor=${office.userId}&target_type=ticket&target_id=${second.id}`,
    );
    expect(withActor.json().count).toBe(1);
    const otherType = await client.get(
      `/api/office/audit/?target_type=patent&target_id=${first.id}`,
    );
    expect(otherType.json().count).toBe(0);
    const empty = await client.get(`/api/office/audit/?target_type=ticket&target_id=`);
    expect(empty.statusCode).toBe(200);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await client.get(`/api/office/audit/?target_id=${bad}`);
      expect([bad, res.statusCode, res.json().target_id]).toEqual([
        bad,
        400,
        ['Target id must be a record id.'],
      ]);
    }
  });
});
