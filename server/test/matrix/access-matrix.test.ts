import type { LightMyRequestResponse } from 'fastify';
import { feedEvent } from '@inventor-portal/shared/events';
import { storedEvent } from '@server/lib/feed-events';
import { TestClient } from '../helpers/client';
import type { UserFixture } from '../helpers/fixtures';
import { describeEachDatabase, MANAGER_PASSWORD } from '../helpers/test-app';
import {
  createPatent,
  newUserClient,
  pngPart,
  ticketFields,
  tinyPng,
} from '../routes/inventors/support';

type Role = 'anonymous' | 'inventor A' | 'inventor B' | 'manager password';
const ROLES: Role[] = ['anonymous', 'inventor A', 'inventor B', 'manager password'];

interface Actor {
  role: Role;
  client: TestClient;
  user: UserFixture | null;
  /** The shared password this caller sends where a body can hold one. */
  sharedPassword: string;
}

interface Row {
  call: string;
  /** Expected status per role, in ROLES order, as docs/api.md allows. */
  expected: [number, number, number, number];
  run: (actor: Actor) => Promise<LightMyRequestResponse>;
}

/** The markdown table Jest prints: expected status per route and role, a ✗ where the answer differs. */
function table(rows: Row[], actual: number[][]): string {
  const head = `| route | ${ROLES.join(' | ')} |\n|---|${ROLES.map(() => '---').join('|')}|`;
  const lines = rows.map((row, i) => {
    const cells = row.expected.map((want, j) =>
      actual[i][j] === want ? String(want) : `✗ ${actual[i][j]} (docs/api.md: ${want})`,
    );
    return `| \`${row.call}\` | ${cells.join(' | ')} |`;
  });
  return [head, ...lines].join('\n');
}

describeEachDatabase(
  'access-control matrix: every route × every role answers what docs/api.md allows',
  (ctx) => {
    it('matches docs/api.md for anonymous, inventor A, inventor B and the manager-password holder', async () => {
      const { app, dialect } = ctx();
      const a = await newUserClient(app, {
        preferredName: 'Matrix Alpha',
        email: `alpha-${dialect}@example.org`,
      });
      const b = await newUserClient(app, {
        preferredName: 'Matrix Beta',
        email: `beta-${dialect}@example.org`,
      });
      const actors: Actor[] = [
        {
          role: 'anonymous',
          client: new TestClient(app, '10.1.0.1'),
          user: null,
          sharedPassword: 'not-the-password',
        },
        { role: 'inventor A', client: a.client, user: a.user, sharedPassword: 'not-the-password' },
        { role: 'inventor B', client: b.client, user: b.user, sharedPassword: 'not-the-password' },
        {
          role: 'manager password',
          client: new TestClient(app, '10.1.0.4'),
          user: null,
          sharedPassword: MANAGER_PASSWORD,
        },
      ];

      // A's objects: a pending ticket with a drawing, an approved ticket, a patent, a notification, a photo.
      const newTicketOfA = async () => {
        const res = await a.client.request('POST', '/api/inventors/ticket/create/', {
          multipart: ticketFields({ drawings: pngPart() }),
        });
        expect(res.statusCode).toBe(201);
        return res.json() as { id: number; drawings: string };
      };
      const ticket = await newTicketOfA();
      const approved = await newTicketOfA();
      // A file attached to each of A's tickets, before one is approved (API.md Part 3 "Attachments").
      const attach = async (ticketId: number) => {
        const res = await a.client.request(
          'POST',
          `/api/inventors/ticket/${ticketId}/attachments/`,
          { multipart: { file: pngPart() } },
        );
        expect(res.statusCode).toBe(201);
        return res.json() as { id: number; url: string };
      };
      const attachment = await attach(ticket.id);
      const approvedAttachment = await attach(approved.id);
      await app.db
        .updateTable('tickets')
        .set({ status: 'approved' })
        .where('id', '=', approved.id)
        .execute();
      const patentId = await createPatent(app.db, {
        title: 'Matrix patent',
        inventors: [a.user.inventorId],
      });
      const note = await app.db
        .insertInto('notifications')
        .values({
          inventor_id: a.user.inventorId,
          ...storedEvent(feedEvent('text', { text: 'for A only' })),
          is_read: 0,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const photoKey = await app.uploads.save('photos', tinyPng(), 'png');
      let accountCounter = 0;

      const rows: Row[] = [
        {
          call: 'GET /api/health',
          expected: [200, 200, 200, 200],
          run: (x) => x.client.get('/api/health'),
        },
        {
          call: 'GET /api/docs/openapi.json',
          expected: [200, 200, 200, 200],
          run: (x) => x.client.get('/api/docs/openapi.json'),
        },
        {
          call: 'GET /api/accounts/me/',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get('/api/accounts/me/'),
        },
        {
          call: 'PUT /api/accounts/me/ (own data)',
          expected: [401, 200, 200, 401],
          run: (x) =>
            x.client.put('/api/accounts/me/', {
              preferred_name: x.user ? `Matrix ${x.role}` : 'Nobody',
              email: x.user?.email ?? 'nobody@example.org',
            }),
        },
        {
          call: 'POST /api/accounts/login/ (wrong password)',
          expected: [400, 400, 400, 400],
          run: (x) =>
            x.client.post('/api/accounts/login/', {
              email: x.user?.email ?? 'nobody@example.org',
              password: 'wrong-password-here',
            }),
        },
        {
          call: 'POST /api/accounts/change-password/ (wrong current)',
          expected: [401, 400, 400, 401],
          run: (x) =>
            x.client.post('/api/accounts/change-password/', {
              old_password: 'wrong-password-here',
              new_password: 'another-good-passphrase',
            }),
        },
        {
          call: 'POST /api/accounts/reset-password/',
          expected: [200, 200, 200, 200],
          run: (x) =>
            x.client.post('/api/accounts/reset-password/', { email: 'someone@example.org' }),
        },
        {
          call: 'POST /api/accounts/reset-password-confirm/{bad}/{bad}/',
          expected: [400, 400, 400, 400],
          run: (x) =>
            x.client.post('/api/accounts/reset-password-confirm/MQ/bad-token/', {
              new_password: 'another-good-passphrase',
            }),
        },
        {
          call: 'POST /api/accounts/create-account/',
          expected: [403, 403, 403, 201],
          run: (x) => {
            accountCounter += 1;
            return x.client.post('/api/accounts/create-account/', {
              shared_password: x.sharedPassword,
              inventor: {
                preferred_name: `New Person ${accountCounter}`,
                email: `new-${accountCounter}-${dialect}@example.org`,
                affiliation: 'UIR',
              },
            });
          },
        },
        {
          call: 'GET /api/accounts/notifications/',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get('/api/accounts/notifications/'),
        },
        {
          call: 'PUT /api/accounts/notifications/',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.put('/api/accounts/notifications/'),
        },
        {
          call: "PUT /api/accounts/notifications/{A's}/",
          expected: [401, 200, 404, 401],
          run: (x) => x.client.put(`/api/accounts/notifications/${note.id}/`),
        },
        {
          call: 'GET /api/accounts/activity-logs/',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get('/api/accounts/activity-logs/'),
        },
        {
          call: 'GET /api/inventors/tickets/',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get('/api/inventors/tickets/'),
        },
        {
          call: 'POST /api/inventors/ticket/create/',
          expected: [401, 201, 201, 401],
          run: (x) =>
            x.client.post('/api/inventors/ticket/create/', { ...ticketFields(), is_draft: true }),
        },
        {
          call: "GET /api/inventors/ticket/{A's}",
          expected: [401, 200, 404, 401],
          run: (x) => x.client.get(`/api/inventors/ticket/${ticket.id}`),
        },
        {
          call: "PATCH /api/inventors/ticket/{A's}/",
          expected: [401, 200, 404, 401],
          run: (x) =>
            x.client.patch(`/api/inventors/ticket/${ticket.id}/`, {
              ...ticketFields({ title: `Edited by ${x.role}` }),
              is_draft: false,
            }),
        },
        {
          call: "PATCH /api/inventors/ticket/{A's approved}/",
          expected: [401, 403, 404, 401],
          run: (x) =>
            x.client.patch(`/api/inventors/ticket/${approved.id}/`, {
              ...ticketFields(),
              is_draft: false,
            }),
        },
        {
          call: "DELETE /api/inventors/ticket/{A's pending}/",
          expected: [401, 204, 404, 401],
          run: async (x) => x.client.delete(`/api/inventors/ticket/${(await newTicketOfA()).id}/`),
        },
        {
          call: "DELETE /api/inventors/ticket/{A's approved}/",
          expected: [401, 403, 404, 401],
          run: (x) => x.client.delete(`/api/inventors/ticket/${approved.id}/`),
        },
        {
          call: 'GET /api/inventors/inventor/{A}',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get(`/api/inventors/inventor/${a.user.inventorId}`),
        },
        {
          call: 'POST /api/inventors/inventors/search/',
          expected: [401, 200, 200, 200],
          run: (x) =>
            x.client.post(
              '/api/inventors/inventors/search/',
              x.role === 'manager password'
                ? { name: 'Matrix', shared_password: MANAGER_PASSWORD }
                : { name: 'Matrix' },
            ),
        },
        {
          call: 'GET /api/inventors/patents',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get('/api/inventors/patents'),
        },
        {
          call: "GET /api/inventors/patent/{A's}",
          expected: [401, 200, 404, 401],
          run: (x) => x.client.get(`/api/inventors/patent/${patentId}`),
        },
        {
          call: 'GET /api/inventors/inventor/co-inventors',
          expected: [401, 200, 200, 401],
          run: (x) => x.client.get('/api/inventors/inventor/co-inventors'),
        },
        {
          call: 'GET /api/inventors/affiliations/',
          expected: [200, 200, 200, 200],
          run: (x) => x.client.get('/api/inventors/affiliations/'),
        },
        {
          call: "GET /api/files/drawings/{A's}",
          expected: [404, 200, 404, 404],
          run: (x) => x.client.get(ticket.drawings),
        },
        {
          call: "GET /api/inventors/ticket/{A's}/attachments/",
          expected: [401, 200, 404, 401],
          run: (x) => x.client.get(`/api/inventors/ticket/${ticket.id}/attachments/`),
        },
        {
          call: "GET /api/inventors/ticket/{A's}/attachments.zip",
          expected: [401, 200, 404, 401],
          run: (x) => x.client.get(`/api/inventors/ticket/${ticket.id}/attachments.zip`),
        },
        {
          call: "POST /api/inventors/ticket/{A's approved}/attachments/",
          expected: [401, 403, 404, 401],
          run: (x) =>
            x.client.request('POST', `/api/inventors/ticket/${approved.id}/attachments/`, {
              multipart: { file: pngPart() },
            }),
        },
        {
          call: "DELETE /api/inventors/ticket/{A's approved}/attachments/{aid}/",
          expected: [401, 403, 404, 401],
          run: (x) =>
            x.client.delete(
              `/api/inventors/ticket/${approved.id}/attachments/${approvedAttachment.id}/`,
            ),
        },
        {
          call: "GET /api/files/attachments/{A's}",
          expected: [404, 200, 404, 404],
          run: (x) => x.client.get(attachment.url),
        },
        {
          call: 'GET /api/files/photos/{key}',
          expected: [404, 200, 200, 404],
          run: (x) => x.client.get(`/api/files/photos/${photoKey}`),
        },
        // A sign-out GET without the CSRF header (a foreign page's link) is refused.
        {
          call: 'GET /api/accounts/logout/ without X-CSRFToken',
          expected: [403, 403, 403, 403],
          run: (x) => x.client.get('/api/accounts/logout/'),
        },
        // Last: logging out ends the signed-in roles' sessions.
        {
          call: 'POST /api/accounts/logout/',
          expected: [200, 200, 200, 200],
          run: (x) => x.client.post('/api/accounts/logout/'),
        },
        {
          call: 'GET /api/accounts/logout/ (after logout)',
          expected: [200, 200, 200, 200],
          run: async (x) =>
            x.client.request('GET', '/api/accounts/logout/', {
              headers: { 'x-csrftoken': await x.client.csrf() },
            }),
        },
        {
          call: 'GET /api/accounts/me/ (after logout)',
          expected: [401, 401, 401, 401],
          run: (x) => x.client.get('/api/accounts/me/'),
        },
      ];

      const actual: number[][] = [];
      for (const row of rows) {
        const statuses: number[] = [];
        for (const actor of actors) {
          const res = await row.run(actor);
          statuses.push(res.statusCode);
          // Every refusal is JSON with a detail, never a leak of the object.
          if (res.statusCode >= 400) expect(typeof res.json().detail).toBe('string');
        }
        actual.push(statuses);
      }
      console.log(
        `Access-control matrix [${dialect}] (status per role):\n\n${table(rows, actual)}\n`,
      );
      expect(rows.map((row, i) => [row.call, ...actual[i]])).toEqual(
        rows.map((row) => [row.call, ...row.expected]),
      );
    });
  },
);
