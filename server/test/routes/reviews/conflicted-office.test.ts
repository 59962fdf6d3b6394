import type { FastifyInstance } from 'fastify';
import type { TestClient } from '../../helpers/client';
import { describeEachDatabase } from '../../helpers/test-app';
import { newOfficeClient } from '../office/support';
import { newUserClient, pngPart, ticketFields } from '../inventors/support';
import { newReviewer, notificationsOf } from './support';

/**
 * API.md Part 3 "Committee review": a declared conflict of interest closes the ticket to that
 * reviewer everywhere, an office account included (it would otherwise read the ticket through
 * the office's routes): 404 on every route and file of the ticket, gone from the queue, its
 * search, its counts, the dashboard and the inventor's page, no live event or notification of
 * it. The rest of the office carries on as before.
 */

const TITLE = 'Conflicted heat pump';
const SCORES = { novelty: 3, market: 4, inventor_engagement: 5 };

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every read of the ticket an office account has: the routes of the ticket and its files. */
function ticketReads(ticket: { id: number; drawing: string; attachment: string }) {
  return [
    `/api/office/tickets/${ticket.id}/`,
    `/api/office/tickets/${ticket.id}/reviews/`,
    `/api/inventors/ticket/${ticket.id}/comments/`,
    `/api/inventors/ticket/${ticket.id}/attachments/`,
    `/api/inventors/ticket/${ticket.id}/attachments.zip`,
    ticket.drawing,
    ticket.attachment,
  ];
}

async function statusesOf(client: TestClient, urls: string[]) {
  const answers: Array<[string, number]> = [];
  for (const url of urls) answers.push([url, (await client.get(url)).statusCode]);
  return answers;
}

describeEachDatabase(
  'committee review: a conflicted office account gets nothing of the ticket',
  (ctx) => {
    let app: FastifyInstance;

    beforeAll(() => {
      app = ctx().app;
    });

    it('404 on every route and file, gone from the queue and search, no event or notification; the rest of the office is told', async () => {
      const { office: officeUser, client: office } = await newOfficeClient(app);
      // Office staff asked to review; the ticket is even assigned to her.
      const { office: staffer, client: staff } = await newOfficeClient(app);
      const submitter = await newUserClient(app);
      const created = await submitter.client.request('POST', '/api/inventors/ticket/create/', {
        multipart: ticketFields({ title: TITLE, drawings: pngPart() }),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const attached = await submitter.client.request(
        'POST',
        `/api/inventors/ticket/${id}/attachments/`,
        {
          multipart: {
            file: { filename: 'data.txt', contentType: 'text/plain', data: Buffer.from('COP 4.1') },
          },
        },
      );
      expect(attached.statusCode).toBe(201);
      const ticket = {
        id,
        drawing: created.json().drawings as string,
        attachment: attached.json().url,
      };
      expect(
        (await office.post(`/api/office/tickets/${id}/assign/`, { assignee: staffer.userId }))
          .statusCode,
      ).toBe(200);
      const outsider = await newReviewer(app, office);
      const honest = await newReviewer(app, office);
      const rids: number[] = [];
      for (const reviewer of [staffer.userId, outsider.id, honest.id]) {
        const res = await office.post(`/api/office/tickets/${id}/reviews/`, {
          reviewer,
          due_date: '2031-06-10',
        });
        expect(res.statusCode).toBe(201);
        rids.push(res.json().id);
      }
      const [staffReview, outsiderReview, honestReview] = rids;

      // Before declaring, the staffer reads the ticket like any office account.
      const reads = ticketReads(ticket);
      expect((await statusesOf(staff, reads)).filter(([, code]) => code !== 200)).toEqual([]);
      const search = `/api/office/tickets/?search=${encodeURIComponent('heat pump')}`;
      expect((await staff.get(search)).json().count).toBe(1);

      for (const [client, rid] of [
        [staff, staffReview],
        [outsider.client, outsiderReview],
      ] as const) {
        const res = await client.post(`/api/reviews/${rid}/declare/`, {
          conflict: true,
          note: 'My brother is the submitter',
        });
        expect(res.json()).toMatchObject({ state: 'conflicted' });
      }

      // Every read and write of the ticket: 404, as for a ticket that does not exist.
      expect((await statusesOf(staff, reads)).filter(([, code]) => code !== 404)).toEqual([]);
      const writes: Array<[string, Record<string, unknown>]> = [
        [`/api/office/tickets/${id}/status/`, { status: 'approved' }],
        [`/api/office/tickets/${id}/assign/`, { assignee: null }],
        [
          `/api/office/tickets/${id}/reviews/`,
          { reviewer: submitter.user.userId, due_date: '2031-07-01' },
        ],
        [`/api/inventors/ticket/${id}/comments/`, { body: 'Let me see' }],
      ];
      for (const [url, body] of writes) {
        expect([url, (await staff.post(url, body)).statusCode]).toEqual([url, 404]);
      }
      expect(
        (await staff.delete(`/api/office/tickets/${id}/reviews/${honestReview}/`)).statusCode,
      ).toBe(404);
      // The outside reviewer: refused the office and inventor routes, and the files are 404.
      for (const [url, code] of await statusesOf(outsider.client, reads)) {
        expect([url, [403, 404].includes(code)]).toEqual([url, true]);
      }
      expect((await outsider.client.get(ticket.drawing)).statusCode).toBe(404);
      expect((await outsider.client.get(ticket.attachment)).statusCode).toBe(404);

      // Gone from the queue, its search, its counts, the dashboard and the inventor's page.
      expect((await staff.get(search)).json()).toMatchObject({ count: 0, results: [] });
      const queue = (await staff.get('/api/office/tickets/?page_size=100')).json();
      expect(queue.results.map((t: { id: number }) => t.id)).not.toContain(id);
      expect((await staff.get(`/api/office/tickets/?assignee=me`)).json().count).toBe(0);
      const staffCounts = (await staff.get('/api/office/tickets/counts/')).json();
      const officeCounts = (await office.get('/api/office/tickets/counts/')).json();
      // Every figure but its own (a pending, assigned, recent ticket) is the rest of the office's.
      expect(staffCounts).toEqual({
        ...officeCounts,
        total: officeCounts.total - 1,
        pending: officeCounts.pending - 1,
      });
      // Every list's count leaves it out, whichever filter and ordering (the conflicts are
      // counted apart and subtracted: office-ticket.repository.ts `countOf`).
      for (const filter of [
        '',
        '&status=pending',
        '&status=approved',
        `&assignee=${staffer.userId}`,
        '&assignee=none',
        '&confirmation=complete',
        '&confirmation=incomplete',
        '&waiting=true',
        '&ordering=disclosure',
        '&search=heat',
        '&search=he',
      ]) {
        const url = `/api/office/tickets/?page_size=100${filter}`;
        const mine = (await staff.get(url)).json();
        const theirs = (await office.get(url)).json();
        const holds = theirs.results.some((t: { id: number }) => t.id === id);
        expect([filter, mine.count, mine.results.length]).toEqual([
          filter,
          theirs.count - (holds ? 1 : 0),
          theirs.count - (holds ? 1 : 0),
        ]);
      }
      const dashboard = (await staff.get('/api/office/dashboard/')).json();
      expect(dashboard.oldest_pending.map((t: { id: number }) => t.id)).not.toContain(id);
      const inventorPage = (
        await staff.get(`/api/office/inventors/${submitter.user.inventorId}/`)
      ).json();
      expect(inventorPage.tickets).toEqual([]);
      // The rest of the office still has all of it.
      expect((await office.get(search)).json().count).toBe(1);
      expect((await statusesOf(office, reads)).filter(([, code]) => code !== 200)).toEqual([]);

      // What happens on the ticket afterwards reaches the rest of the office, never the conflicted.
      const heard = new Map<number, string[]>();
      // A reviewer of another ticket hears nothing of this one either.
      const bystander = await newReviewer(app, office);
      const stops = [staffer.userId, outsider.id, bystander.id, officeUser.userId].map((user) => {
        heard.set(user, []);
        return app.liveBus.subscribe(user, (name, data) =>
          heard.get(user)?.push(`${name} ${data}`),
        );
      });
      const before = (await notificationsOf(staff)).length;
      expect(
        (
          await submitter.client.post(`/api/inventors/ticket/${id}/comments/`, {
            body: 'Any news?',
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await office.post(`/api/office/tickets/${id}/status/`, {
            status: 'needs_info',
            message: 'Data sheet?',
          })
        ).statusCode,
      ).toBe(200);
      await honest.client.post(`/api/reviews/${honestReview}/declare/`, { conflict: false });
      await honest.client.put(`/api/reviews/${honestReview}/`, {
        scores: SCORES,
        recommendation: 'file',
      });
      expect((await honest.client.post(`/api/reviews/${honestReview}/submit/`)).statusCode).toBe(
        200,
      );
      await waitFor(() =>
        (heard.get(officeUser.userId) ?? []).some((e) => e.startsWith('review_submitted ')),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      stops.forEach((stop) => stop());
      expect(heard.get(staffer.userId)).toEqual([]);
      expect(heard.get(outsider.id)).toEqual([]);
      expect(heard.get(bystander.id)).toEqual([]);
      // The office heard the comment, and the submitted review, live and in the bell.
      expect((heard.get(officeUser.userId) ?? []).some((e) => e.startsWith('comment '))).toBe(true);
      expect((await notificationsOf(office)).map((n) => n.event)).toEqual(
        expect.arrayContaining(['comment.added', 'review_submitted', 'review_declared_conflict']),
      );
      expect(await notificationsOf(staff)).toHaveLength(before);
      expect((await notificationsOf(outsider.client)).map((n) => n.event)).toEqual([
        'review_assigned',
      ]);
    });
  },
);
