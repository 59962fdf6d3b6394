import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket, ticketVersion } from './support';

/** `YYYY-MM-DD`, `days` from today (UTC). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  confirmations_summary: { confirmed: number; total: number };
  disclosure_soon: boolean;
  disclosure_overdue: boolean;
}

describeEachDatabase('office API: attestation in the queue and the review', (ctx) => {
  async function scene() {
    const { app, dialect } = ctx();
    const tag = `att${dialect}${Date.now().toString(36)}`;
    const ada = await newUserClient(app, { preferredName: `Ada ${tag}` });
    const ben = await newUserClient(app, { preferredName: `Ben ${tag}` });
    const cleo = await newUserClient(app, { preferredName: `Cleo ${tag}` });
    const ids = [ben.user.inventorId, cleo.user.inventorId];
    const soon = await submitTicket(ada.client, {
      title: `Soon ${tag}`,
      inventors: ids,
      public_disclosure_date: inDays(12),
      public_disclosure_kind: 'poster',
      contributions: [
        { inventor: ada.user.inventorId, percent: 50 },
        { inventor: ben.user.inventorId, percent: 30 },
        { inventor: cleo.user.inventorId, percent: 20 },
      ],
      funding: ['ANR'],
    });
    const overdue = await submitTicket(ada.client, {
      title: `Overdue ${tag}`,
      inventors: [ben.user.inventorId],
      public_disclosure_date: inDays(-3),
    });
    const far = await submitTicket(ada.client, {
      title: `Far ${tag}`,
      inventors: [ben.user.inventorId],
      public_disclosure_date: inDays(90),
    });
    const alone = await submitTicket(ada.client, { title: `Alone ${tag}` });
    await ben.client.post(`/api/inventors/ticket/${soon.id}/confirm/`, {
      version: await ticketVersion(ben.client, soon.id),
    });
    await ben.client.post(`/api/inventors/ticket/${far.id}/confirm/`, {
      version: await ticketVersion(ben.client, far.id),
    });
    const { client: office } = await newOfficeClient(app);
    return { tag, office, soon, overdue, far, alone, ada, ben, cleo };
  }

  it('rows show the split, the confirmations, "2/3 confirmed" and the disclosure flags; the detail too', async () => {
    const { tag, office, soon, overdue, far, alone, ben } = await scene();
    const res = await office.get(`/api/office/tickets/?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const rows: Row[] = res.json().results;
    // The default order stays newest first.
    expect(rows.map((r) => r.id)).toEqual([alone.id, far.id, overdue.id, soon.id]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(soon.id)).toMatchObject({
      confirmations_summary: { confirmed: 2, total: 3 },
      disclosure_soon: true,
      disclosure_overdue: false,
      public_disclosure_date: inDays(12),
      public_disclosure_kind: 'poster',
      funding: ['ANR'],
      contributions: [
        { inventor: expect.any(Number), percent: 50 },
        { inventor: ben.user.inventorId, percent: 30 },
        { inventor: expect.any(Number), percent: 20 },
      ],
    });
    expect(byId.get(overdue.id)).toMatchObject({
      confirmations_summary: { confirmed: 1, total: 2 },
      disclosure_soon: false,
      disclosure_overdue: true,
    });
    expect(byId.get(far.id)).toMatchObject({
      confirmations_summary: { confirmed: 2, total: 2 },
      disclosure_soon: false,
      disclosure_overdue: false,
    });
    expect(byId.get(alone.id)).toMatchObject({
      confirmations_summary: { confirmed: 1, total: 1 },
      disclosure_overdue: false,
    });

    const detail = (await office.get(`/api/office/tickets/${soon.id}/`)).json();
    expect(detail).toMatchObject({
      id: soon.id,
      confirmations_summary: { confirmed: 2, total: 3 },
      disclosure_soon: true,
      confirmations: [
        { state: 'confirmed', reason: null },
        { inventor: ben.user.inventorId, state: 'confirmed', reason: null },
        { state: 'pending', at: null, reason: null },
      ],
    });
  });

  it('filters confirmation=incomplete ("not all confirmed") and complete; refuses anything else', async () => {
    const { tag, office, soon, overdue, far, alone, cleo } = await scene();
    const incomplete = await office.get(
      `/api/office/tickets/?search=${tag}&confirmation=incomplete`,
    );
    expect(incomplete.json().count).toBe(2);
    expect(incomplete.json().results.map((r: Row) => r.id)).toEqual([overdue.id, soon.id]);
    const complete = await office.get(`/api/office/tickets/?search=${tag}&confirmation=complete`);
    expect(complete.json().results.map((r: Row) => r.id)).toEqual([alone.id, far.id]);

    // Cleo confirms: the ticket leaves the "not all confirmed" list.
    await cleo.client.post(`/api/inventors/ticket/${soon.id}/confirm/`, {
      version: await ticketVersion(cleo.client, soon.id),
    });
    const after = await office.get(`/api/office/tickets/?search=${tag}&confirmation=incomplete`);
    expect(after.json().results.map((r: Row) => r.id)).toEqual([overdue.id]);

    const bad = await office.get('/api/office/tickets/?confirmation=some');
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        detail: 'Confirmation must be one of: incomplete, complete.',
        confirmation: ['Confirmation must be one of: incomplete, complete.'],
      },
    ]);
  });

  it('ordering=disclosure puts open tickets with a past or near disclosure first, soonest first, across pages', async () => {
    const { app } = ctx();
    const { tag, office, soon, overdue, far, alone } = await scene();
    const all = await office.get(`/api/office/tickets/?search=${tag}&ordering=disclosure`);
    expect(all.json().count).toBe(4);
    expect(all.json().results.map((r: Row) => r.id)).toEqual([
      overdue.id,
      soon.id,
      alone.id,
      far.id,
    ]);
    const pages: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await office.get(
        `/api/office/tickets/?search=${tag}&ordering=disclosure&page_size=1&page=${page}`,
      );
      pages.push(...res.json().results.map((r: Row) => r.id));
    }
    expect(pages).toEqual([overdue.id, soon.id, alone.id]);
    const second = await office.get(
      `/api/office/tickets/?search=${tag}&ordering=disclosure&page_size=3&page=2`,
    );
    expect(second.json().results.map((r: Row) => r.id)).toEqual([far.id]);

    // Approved: no longer flagged nor first.
    await app.db
      .updateTable('tickets')
      .set({ status: 'approved' })
      .where('id', '=', overdue.id)
      .execute();
    const approved = await office.get(`/api/office/tickets/?search=${tag}&ordering=disclosure`);
    const rows: Row[] = approved.json().results;
    expect(rows.map((r) => r.id)).toEqual([soon.id, alone.id, far.id, overdue.id]);
    expect(rows[3].disclosure_overdue).toBe(false);

    const bad = await office.get('/api/office/tickets/?ordering=-disclosure');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(
      "Ordering must be one of: created_at, title, status, meeting_date, disclosure (prefix '-' for descending)",
    );
  });
});
