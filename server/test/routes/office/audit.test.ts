import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from './support';

describeEachDatabase('office API: audit log', (ctx) => {
  it('lists every office write newest first, paged, with actor and target filters', async () => {
    const { app } = ctx();
    const { user, client: inventor } = await newUserClient(app);
    const ticket = await submitTicket(inventor, { title: 'Audited' });
    const { office: nadia, client: nadiaClient } = await newOfficeClient(app);
    const { office: karim, client: karimClient } = await newOfficeClient(app);
    await nadiaClient.post(`/api/office/tickets/${ticket.id}/assign/`, { assignee: karim.userId });
    await karimClient.post(`/api/office/tickets/${ticket.id}/status/`, { status: 'refused' });
    await nadiaClient.patch(`/api/office/inventors/${user.inventorId}/`, { phone: '0600000000' });

    const byNadia = (await karimClient.get(`/api/office/audit/?actor=${nadia.userId}`)).json();
    expect(byNadia.count).toBe(2);
    expect(byNadia.results.map((a: { action: string }) => a.action)).toEqual([
      'inventor.update',
      'ticket.assign',
    ]);
    expect(byNadia.results[0]).toMatchObject({
      actor: { id: nadia.userId, email: nadia.email },
      target_type: 'inventor',
      target_id: user.inventorId,
    });
    const tickets = (
      await karimClient.get(`/api/office/audit/?actor=${karim.userId}&target_type=ticket`)
    ).json();
    expect(tickets.results).toEqual([
      {
        id: expect.any(Number),
        actor: { id: karim.userId, email: karim.email },
        action: 'ticket.status',
        target_type: 'ticket',
        target_id: ticket.id,
        summary: "Ticket 'Audited' set to refused",
        at: expect.any(String),
      },
    ]);
    const all = (await karimClient.get('/api/office/audit/?page_size=2')).json();
    expect(all.results).toHaveLength(2);
    expect(all.results[0].id).toBeGreaterThan(all.results[1].id);
    expect(all.next).toContain('page=2');

    const badActor = await karimClient.get('/api/office/audit/?actor=me');
    expect([badActor.statusCode, badActor.json().actor]).toEqual([
      400,
      ['Actor must be a user id.'],
    ]);
    const badType = await karimClient.get('/api/office/audit/?target_type=nothing');
    expect(badType.statusCode).toBe(400);
    expect((await karimClient.get('/api/office/audit/?page=999')).json()).toEqual({
      detail: 'Invalid page.',
    });
  });
});
