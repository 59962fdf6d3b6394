import fc from 'fast-check';
import { RATE_LIMITS } from '@server/lib/rate-limit';
import { TestClient } from '../helpers/client';
import { describeEachDatabase, MANAGER_PASSWORD } from '../helpers/test-app';
import { newUserClient, pngPart, ticketFields } from '../routes/inventors/support';
import {
  BODY_ROUTES,
  fillPath,
  HOSTILE_ROUTES,
  LIST_ROUTES,
  PARAM_ROUTES,
  type HostileRoute,
} from './routes';
import { assertSane } from './sanity';

/** Bounded runs: the whole file stays well under a minute per database. */
const RUNS = { numRuns: 60 };

/** JSON-representable values of any type, for "wrong type" fields. */
const anyJson = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0,
    2 ** 53 + 1,
    '',
    ' ',
    '0',
    'null',
    '[]',
    '{}',
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const WEIRD_TEXT = [
  '\u202eevil.exe\u202c', // RTL override
  'שלום עולם مرحبا', // RTL scripts
  'zero\u200bwidth\u200d\ufeffjoiners',
  '👩🏽‍🔬🧪🚀 emoji',
  'e\u0301\u0301\u0301 combining',
  '\ud800 lone high surrogate',
  'lone low \udfff surrogate',
  'nul \u0000 byte',
  '\u0085\u2028\u2029 line separators',
  '%00%2e%2e/',
];

const SCRIPT_AND_SQL = [
  "'); drop table tickets;--",
  '<script>alert(1)</script>',
  '" OR 1=1 --',
  "Robert'); DELETE FROM users WHERE ('1'='1",
  '<img src=x onerror=alert(1)>',
  '${7*7} {{7*7}} %s %n',
  "\\'; select pg_sleep(5); --",
];

const TRAVERSALS = [
  '..%2F..%2Fportal.db',
  '..%2f..%2fsecret-key',
  '%2e%2e%2f%2e%2e%2fmanager-password',
  '....%2F%2F....%2F%2Fportal.db',
  '%00.png',
  'x.png%00.txt',
  '..%5c..%5cportal.db',
  '%252e%252e%252fportal.db',
  '..',
  '.',
  'a'.repeat(600),
];

const hasLoneSurrogate = (s: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describeEachDatabase('hostile input never causes a 5xx and is stored as data', (ctx) => {
  let a: TestClient;
  let anon: TestClient;
  /**
   * These properties create many tickets from one account: the limit on writes that send mail
   * (30 per 10 minutes, security/mail-limits.test.ts) is not what they test.
   */
  const forgetMailingWrites = () =>
    ctx()
      .app.db.deleteFrom('rate_limits')
      .where('bucket', '=', RATE_LIMITS.mailingWrite.bucket)
      .execute();
  let ticketId = 0;

  beforeAll(async () => {
    const { app } = ctx();
    ({ client: a } = await newUserClient(app, { preferredName: 'Hostile Tester' }));
    anon = new TestClient(app, '10.66.0.1');
    const ticket = await a.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ drawings: pngPart() }),
    });
    expect(ticket.statusCode).toBe(201);
    ticketId = ticket.json().id as number;
  });

  /** Concrete URL of a route: its own ticket id / a harmless filler for placeholders. */
  const urlOf = (route: HostileRoute) =>
    fillPath(
      route.path,
      route.path.includes('ticket/')
        ? String(ticketId)
        : route.path.includes('{key}')
          ? 'missing.png'
          : '1',
    );

  it('answers arbitrary JSON bodies on every body route with a sane status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_ROUTES),
        fc.jsonValue({ maxDepth: 5 }),
        fc.boolean(),
        async (route, body, signedIn) => {
          const res = await (signedIn ? a : anon).request(route.method, urlOf(route), {
            json: body,
          });
          assertSane(res, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 200)}`);
        },
      ),
      RUNS,
    );
  });

  it('answers wrong types and unknown fields (prototype keys included) with a sane status', async () => {
    const arb = fc
      .constantFrom(...BODY_ROUTES)
      .chain((route) =>
        fc.tuple(
          fc.constant(route),
          fc.dictionary(
            fc.constantFrom(
              ...route.fields,
              'unknown_field',
              'constructor',
              'toString',
              'is_staff',
              'id',
            ),
            anyJson,
            { maxKeys: 8 },
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(arb, async ([route, body]) => {
        const res = await a.request(route.method, urlOf(route), { json: body });
        assertSane(res, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 200)}`);
      }),
      RUNS,
    );
  });

  it('answers malformed JSON and wrong content types with a 4xx and a detail', async () => {
    const malformed = fc.oneof(
      fc.string({ maxLength: 60 }).map((s) => `{${s}`),
      fc.constantFrom(
        '{"a":1,}',
        "{'a':1}",
        '[1,2',
        'undefined',
        'NaN',
        '{"a":"\\x"}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '',
      ),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_ROUTES),
        malformed,
        contentType,
        async (route, body, type) => {
          const res = await a.request(route.method, urlOf(route), {
            raw: { body, contentType: type },
          });
          assertSane(res, `${route.method} ${route.path} [${type}] ${body.slice(0, 100)}`);
          if (type === 'application/json' && body.startsWith('{') && !body.includes('}')) {
            expect(res.statusCode).toBe(400);
          }
        },
      ),
      RUNS,
    );
  });

  it('refuses bodies over the 1 MB limit with 413 and a JSON detail on every body route', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    for (const route of BODY_ROUTES) {
      const res = await a.request(route.method, urlOf(route), {
        raw: { body: huge, contentType: 'application/json' },
      });
      assertSane(res, `${route.method} ${route.path} (1 MB + 10 bytes)`);
      expect([route.path, res.statusCode, res.json().detail]).toEqual([
        route.path,
        413,
        'Request body is too large.',
      ]);
    }
  });

  it('refuses an oversized or fake drawing in multipart with a 400, not a crash', async () => {
    const big = await a.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ drawings: pngPart(Buffer.alloc(10 * 1024 * 1024 + 1, 1)) }),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe(big.json().detail);
    const fake = await a.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        drawings: {
          filename: 'x.png',
          contentType: 'image/png',
          data: Buffer.from('<script>alert(1)</script>'),
        },
      }),
    });
    expect(fake.statusCode).toBe(400);
    const nul = await a.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({ title: 'nul \u0000 in multipart' }),
    });
    assertSane(nul, 'multipart title with U+0000');
    const nulJson = await a.post('/api/inventors/ticket/create/', {
      ...ticketFields(),
      title: 'nul \u0000 in JSON',
    });
    expect([nulJson.statusCode, nulJson.json().detail]).toEqual([
      400,
      'Text must not contain NUL characters.',
    ]);
    const broken = await a.request('POST', '/api/inventors/ticket/create/', {
      raw: {
        body: '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
        contentType: 'multipart/form-data; boundary=b',
      },
    });
    assertSane(broken, 'truncated multipart');
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('survives deeply nested JSON on every body route', async () => {
    const depth = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    for (const body of [
      depth(1000),
      depth(100_000),
      objects(50_000),
      `{"title":${depth(20_000)}}`,
    ]) {
      for (const route of BODY_ROUTES) {
        const res = await a.request(route.method, urlOf(route), {
          raw: { body, contentType: 'application/json' },
        });
        assertSane(res, `${route.method} ${route.path} nested ${body.length} chars`);
      }
    }
  });

  it('stores Unicode edge cases in a ticket and returns well-formed text unchanged', async () => {
    const text = fc.oneof(
      fc.constantFrom(...WEIRD_TEXT),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (title) => {
        await forgetMailingWrites();
        const res = await a.post('/api/inventors/ticket/create/', {
          title,
          summary: title,
          context: 'c',
          problem_identification: 'p',
          is_draft: true,
        });
        assertSane(res, `ticket title ${JSON.stringify(title)}`);
        if (res.statusCode !== 201) return;
        const id = res.json().id as number;
        const back = await a.get(`/api/inventors/ticket/${id}`);
        expect(back.statusCode).toBe(200);
        if (!hasLoneSurrogate(title) && !title.includes('\u0000')) {
          // Round-trips exactly, or trimmed as every form field is.
          expect([title, title.trim()]).toContain(back.json().title);
        }
        expect((await a.delete(`/api/inventors/ticket/${id}/`)).statusCode).toBe(204);
      }),
      RUNS,
    );
  });

  it('returns SQL and script payloads verbatim as data, and the tables survive', async () => {
    for (const payload of SCRIPT_AND_SQL) {
      await forgetMailingWrites();
      const res = await a.post('/api/inventors/ticket/create/', {
        title: payload,
        summary: payload,
        context: payload,
        problem_identification: payload,
        is_draft: false,
        co_applications: [payload],
      });
      expect(res.statusCode).toBe(201);
      const back = (await a.get(`/api/inventors/ticket/${res.json().id}`)).json();
      expect([
        back.title,
        back.summary,
        back.context,
        back.problem_identification,
        back.co_applications,
      ]).toEqual([payload, payload, payload, payload, [payload]]);
      const search = await a.post('/api/inventors/inventors/search/', { name: payload });
      assertSane(search, `search ${payload}`);
      expect(search.statusCode).toBe(200);
      expect(search.json().count).toBe(0);
      const patents = await a.get(
        `/api/inventors/patents?search=${encodeURIComponent(payload)}&ordering=${encodeURIComponent(payload)}`,
      );
      assertSane(patents, `patents search ${payload}`);
    }
    const list = await a.get('/api/inventors/tickets/?page_size=100');
    expect(list.statusCode).toBe(200);
    const titles = (list.json().results as { title: string }[]).map((t) => t.title);
    for (const payload of SCRIPT_AND_SQL) expect(titles).toContain(payload);
    // A script payload comes back as JSON data, never as HTML.
    expect(list.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers arbitrary path parameters and query strings with a sane status', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '99999999999999999999',
        '0x10',
        ' 1',
        '%20',
        'null',
        '%00',
        '%ZZ',
        '..%2F..',
        '\u0661',
      ),
      fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => encodeURIComponent(s) || 'x'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PARAM_ROUTES),
        segment,
        fc.boolean(),
        async (route, value, signedIn) => {
          const res = await (signedIn ? a : anon).request(
            route.method,
            fillPath(route.path, value),
            route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} },
          );
          assertSane(res, `${route.method} ${fillPath(route.path, value)}`);
        },
      ),
      RUNS,
    );
    const query = fc.dictionary(
      fc.constantFrom('page', 'page_size', 'search', 'ordering', 'x'),
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(
          '0',
          '-5',
          '1e9',
          'NaN',
          '99999999999999999999',
          '-title',
          'title;drop table patents',
          'password_hash',
        ),
      ),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LIST_ROUTES), query, async (route, params) => {
        const qs = new URLSearchParams(params).toString();
        const res = await a.get(`${route.path}?${qs}`);
        assertSane(res, `GET ${route.path}?${qs}`);
      }),
      RUNS,
    );
  });

  it('never serves a file outside the uploads through path traversal in /api/files URLs', async () => {
    const urls = [
      ...TRAVERSALS.flatMap((t) => [`/api/files/drawings/${t}`, `/api/files/photos/${t}`]),
      '/api/files/drawings/../../portal.db',
      '/api/files/drawings/%2e%2e/%2e%2e/secret-key',
    ];
    // Dot segments that climb out of /api are resolved by URL normalisation: they reach the
    // single-page app's client-route fallback, exactly like any unknown page, never a file.
    const clientRoute = await anon.get('/no-such-client-route');
    for (const url of [
      '/api/files/../../etc/passwd',
      '/api/files/%2e%2e/%2e%2e/portal.db',
      '/api/%2e%2e/secret-key',
    ]) {
      const res = await anon.get(url);
      expect([url, res.statusCode, res.body]).toEqual([
        url,
        clientRoute.statusCode,
        clientRoute.body,
      ]);
    }
    for (const client of [a, anon]) {
      for (const url of urls) {
        const res = await client.get(url);
        assertSane(res, url);
        expect([url, res.statusCode]).toEqual([
          url,
          res.statusCode >= 400 ? res.statusCode : 'a 4xx',
        ]);
        expect(res.body).not.toContain('SQLite format 3');
        expect(res.body).not.toContain(ctx().config.secretKey);
        expect(res.body).not.toContain(MANAGER_PASSWORD);
      }
    }
  });

  it('still reports healthy afterwards, and every route still answers normally', async () => {
    const health = await anon.get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await a.get('/api/accounts/me/')).statusCode).toBe(200);
    expect((await a.get(`/api/inventors/ticket/${ticketId}`)).statusCode).toBe(200);
    expect(HOSTILE_ROUTES.length).toBeGreaterThanOrEqual(27);
  });
});
