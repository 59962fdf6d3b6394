import { DEMO_OFFICE, DEMO_LOGIN, SECOND_LOGIN } from '../../src/cli/seed-demo';
import { totpCode } from '@server/modules/two-factor/two-factor.service';
import { TestClient } from '../helpers/client';
import { describeEachDatabase } from '../helpers/test-app';
import { signIn } from '../routes/inventors/support';
import { runCommand } from './support';

type Table =
  | 'users'
  | 'inventors'
  | 'patents'
  | 'tickets'
  | 'notifications'
  | 'activity_logs'
  | 'patent_inventors'
  | 'ticket_inventors';
const TABLES: Table[] = [
  'users',
  'inventors',
  'patents',
  'tickets',
  'notifications',
  'activity_logs',
  'patent_inventors',
  'ticket_inventors',
];

describeEachDatabase('admin CLI: seed-demo', (ctx) => {
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const t of TABLES) {
      out[t] = Number(
        (
          await ctx()
            .app.db.selectFrom(t)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    }
    return out;
  };
  const userOf = async (email: string) =>
    ctx()
      .app.db.selectFrom('users')
      .select(['id as userId', 'inventor_id as inventorId', 'email'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('loads the full demo dataset once and prints the demo login; a second run changes nothing', async () => {
    const first = await runCommand(ctx(), 'seed-demo', []);
    expect(first).toEqual({
      code: 0,
      output: [
        `Demo data ready. Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
        `Office login: ${DEMO_OFFICE.email} / ${DEMO_OFFICE.password}`,
        `  two-factor code: npm run admin -- demo-office-code (or add the secret ${DEMO_OFFICE.totpSecret} to an authenticator app)`,
      ],
    });
    const after = await counts();
    // The demo inventor, the second user, the office and two committee reviewers.
    expect(after).toMatchObject({ users: 5, inventors: 40, patents: 60 });
    // 28 of the demo users, and the office's last 18 months (other inventors').
    expect(after.tickets).toBeGreaterThan(28 + 60);
    // Files under DATA_DIR/uploads on SQLite, upload_blobs rows on PostgreSQL.
    const uploads = ctx().app.uploads;
    const photos = await uploads.keys('photos');
    const drawings = await uploads.keys('drawings');
    expect(photos.length).toBeGreaterThan(0);
    expect(drawings.length).toBeGreaterThan(0);

    expect((await runCommand(ctx(), 'seed-demo', [])).code).toBe(0);
    expect(await counts()).toEqual(after);
    expect(await uploads.keys('photos')).toEqual(photos);
    expect(await uploads.keys('drawings')).toEqual(drawings);
  });

  it('makes an office account that signs in with its password and the code demo-office-code prints, straight to the review queue', async () => {
    const printed = await runCommand(ctx(), 'demo-office-code', []);
    expect(printed.code).toBe(0);
    expect(printed.output).toEqual([
      expect.stringMatching(/^[0-9]{6} \(valid for [0-9]+ more seconds\)$/),
    ]);
    const client = new TestClient(ctx().app);
    const first = await client.post('/api/accounts/login/', {
      email: DEMO_OFFICE.email,
      password: DEMO_OFFICE.password,
    });
    expect(first.json()).toEqual({ two_factor_required: true });
    const signedIn = await client.post('/api/accounts/login/', {
      email: DEMO_OFFICE.email,
      password: DEMO_OFFICE.password,
      code: totpCode(DEMO_OFFICE.totpSecret),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: 'office', two_factor_enabled: true });
    const queue = await client.get('/api/office/tickets/');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().count).toBeGreaterThan(0);
  });

  it('spreads submissions, decisions with their history and requests for information over the last 18 months', async () => {
    const { app } = ctx();
    const office = await signIn(app, await userOf(DEMO_OFFICE.email));
    // The dashboard's decisions of the last 90 days come from the status history.
    const dashboard = (await office.get('/api/office/dashboard/')).json();
    expect(dashboard.decisions.count).toBeGreaterThan(3);
    expect(dashboard.decisions.median_days).toBeGreaterThan(0);

    const today = new Date();
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 17, 1));
    const body = (
      await office.get(
        `/api/office/analytics/?from=${start.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`,
      )
    ).json();
    expect(body.submitted).toHaveLength(18);
    // Tickets came in every month; decisions were taken in most of them.
    expect(body.submitted.every((s: { count: number }) => s.count > 0)).toBe(true);
    const decidedMonths = body.decided.filter(
      (d: { approved: number; refused: number }) => d.approved + d.refused > 0,
    );
    expect(decidedMonths.length).toBeGreaterThan(12);
    expect(body.status).toEqual({
      pending: expect.any(Number),
      needs_info: expect.any(Number),
      approved: expect.any(Number),
      refused: expect.any(Number),
    });
    expect(Object.values(body.status).every((n) => (n as number) > 0)).toBe(true);
    expect(body.affiliations.length).toBeGreaterThan(1);
    expect(body.days_to_decision.median).toBeGreaterThan(0);
    expect(body.days_to_decision.p90).toBeGreaterThan(body.days_to_decision.median);
    expect(body.needs_info_share).toBeGreaterThan(0.1);
    expect(body.fully_confirmed_share).toBeGreaterThan(0.5);
    expect(body.fully_confirmed_share).toBeLessThan(1);
    // The committee reviewed some of them: submitted, and a few overdue.
    expect(body.reviews.assigned).toBeGreaterThan(20);
    expect(body.reviews.submitted).toBeGreaterThan(10);
    expect(body.reviews.overdue).toBeGreaterThan(0);
    expect(body.reviews.median_days_to_submit).toBeGreaterThan(0);
  });

  it('demo-office-code refuses in production, where no demo account exists', async () => {
    const result = await runCommand(
      { ...ctx(), config: { ...ctx().config, env: 'production' } },
      'demo-office-code',
      [],
    );
    expect(result).toEqual({
      code: 1,
      output: [
        'demo-office-code refuses to run with NODE_ENV=production: there is no demo account.',
      ],
    });
  });

  it('refuses to load the demo dataset in production, where its logins would be public', async () => {
    const before = await counts();
    const result = await runCommand(
      { ...ctx(), config: { ...ctx().config, env: 'production' } },
      'seed-demo',
      [],
    );
    expect(result).toEqual({
      code: 1,
      output: ['seed-demo refuses to run with NODE_ENV=production: the demo logins are public.'],
    });
    expect(await counts()).toEqual(before);
  });

  it('gives the demo inventor a realistic profile, ~30 patents, 25 tickets in every status, and a paging bell', async () => {
    const { app } = ctx();
    const demo = await userOf(DEMO_LOGIN.email);
    const profile = await app.db
      .selectFrom('inventors')
      .innerJoin('affiliations', 'affiliations.id', 'inventors.affiliation_id')
      .select(['preferred_name', 'phone', 'orcid', 'image', 'affiliations.name'])
      .where('inventors.id', '=', demo.inventorId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      preferred_name: 'Amina El Idrissi',
      name: 'CIE',
      phone: expect.any(String),
      orcid: expect.any(String),
    });
    const client = await signIn(app, demo);

    const tickets = (await client.get('/api/inventors/tickets/?page=1&page_size=100')).json();
    expect(tickets.count).toBe(25);
    const statuses = new Set(tickets.results.map((t: { status: string }) => t.status));
    expect(statuses).toEqual(new Set(['pending', 'approved', 'refused']));
    expect(tickets.results.some((t: { is_draft: boolean }) => t.is_draft)).toBe(true);
    expect(tickets.results.some((t: { meeting_date: string | null }) => t.meeting_date)).toBe(true);
    const withDrawing = tickets.results.find((t: { drawings: string | null }) => t.drawings);
    const drawing = await client.get(withDrawing.drawings);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/png');

    const patents = (await client.get('/api/inventors/patents?page_size=100')).json();
    expect(patents.count).toBe(30);
    expect(
      patents.results.every((p: { deposit_document: string }) =>
        /^https:\/\//.test(p.deposit_document),
      ),
    ).toBe(true);
    expect(new Set(patents.results.map((p: { status: string }) => p.status))).toEqual(
      new Set(['pending', 'approved', 'refused']),
    );
    const coInventors = (
      await client.get('/api/inventors/inventor/co-inventors?page_size=100')
    ).json();
    expect(coInventors.count).toBeGreaterThan(15);

    const notes = await app.db
      .selectFrom('notifications')
      .select('is_read')
      .where('inventor_id', '=', demo.inventorId)
      .execute();
    expect(notes.length).toBeGreaterThan(3);
    expect(notes.some((n) => n.is_read === 0) && notes.some((n) => n.is_read === 1)).toBe(true);
    const types = await app.db
      .selectFrom('activity_logs')
      .select('activity_type')
      .where('inventor_id', '=', demo.inventorId)
      .execute();
    expect(new Set(types.map((t) => t.activity_type))).toEqual(
      new Set(['create', 'update', 'add', 'approve']),
    );
  });

  it('gives the second user tickets and patents that share none with the demo inventor', async () => {
    const { app } = ctx();
    const demo = await userOf(DEMO_LOGIN.email);
    const second = await userOf(SECOND_LOGIN.email);
    const client = await signIn(app, second);
    const tickets = (await client.get('/api/inventors/tickets/?page_size=100')).json();
    const patents = (await client.get('/api/inventors/patents?page_size=100')).json();
    expect(tickets.count).toBeGreaterThan(0);
    expect(patents.count).toBeGreaterThan(0);
    for (const t of tickets.results) expect(t.inventors).not.toContain(demo.inventorId);
    for (const p of patents.results)
      expect(p.inventors.map((i: { id: number }) => i.id)).not.toContain(demo.inventorId);
    const demoClient = await signIn(app, demo);
    expect(
      (await demoClient.get(`/api/inventors/ticket/${tickets.results[0].id}`)).statusCode,
    ).toBe(404);
  });

  it('publishes a questionnaire with "show when" rules that the demo tickets answer', async () => {
    const { app } = ctx();
    const demo = await userOf(DEMO_LOGIN.email);
    const client = await signIn(app, demo);
    const form = (await client.get('/api/inventors/form/')).json();
    expect(form.version).toEqual(expect.any(Number));
    const questions = form.sections.flatMap((s: { questions: unknown[] }) => s.questions);
    expect(questions.map((q: { key: string }) => q.key)).toEqual(
      expect.arrayContaining([
        'funding_agency',
        'grant_number',
        'materials_origin',
        'software_licence',
      ]),
    );
    expect(questions.filter((q: { show_when?: unknown }) => q.show_when).length).toBeGreaterThan(2);
    const list = (await client.get('/api/inventors/tickets/?page_size=100')).json();
    const answered = await Promise.all(
      list.results.map(async (t: { id: number }) =>
        (await client.get(`/api/inventors/ticket/${t.id}`)).json(),
      ),
    );
    for (const ticket of answered) expect(ticket.form_version).toBe(form.version);
    const funded = answered.find((t) => t.answers.funded === true);
    expect(funded.answers.grant_number).toEqual(expect.any(String));
    const unfunded = answered.find((t) => t.answers.funded === false);
    expect(unfunded.answers).not.toHaveProperty('grant_number');
  });
});
