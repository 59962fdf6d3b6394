import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nowIso } from '@server/lib/time';
import { TestClient } from '../../helpers/client';
import { createUser } from '../../helpers/fixtures';
import { signInAtOp, startTestOp, type OpAccount, type TestOp } from '../../helpers/oidc-op';
import {
  authnRequestId,
  createTestIdp,
  otherKey,
  samlResponse,
  type ResponseOptions,
  type TestIdp,
} from '../../helpers/saml-idp';
import { DIALECTS } from '../../helpers/test-app';
import { createSsoInstances, PUBLIC_URL } from './sso-support';

/**
 * Campus sign-in (API.md Part 3) against a real OpenID Provider (the `oidc-provider` package,
 * started by scripts/sso/oidc-provider.mjs) and SAML responses signed as an IdP signs them, on
 * two portal instances sharing one database: every `sso_error` code, on SQLite and PostgreSQL.
 */
const OP_ACCOUNTS: Record<string, OpAccount> = {
  ada: {
    password: 'pw-ada',
    email: 'ada@campus.example.edu',
    email_verified: true,
    name: 'Ada Lovelace',
  },
  grace: {
    password: 'pw-grace',
    email: 'Grace@Campus.example.edu',
    email_verified: true,
    name: 'Grace Hopper',
    groups: ['researchers', 'tto-staff'],
  },
  ivy: {
    password: 'pw-ivy',
    email: 'ivy@campus.example.edu',
    email_verified: true,
    name: 'Ivy Record',
  },
  una: { password: 'pw-una', email: 'una@campus.example.edu', email_verified: false, name: 'Una' },
  dan: { password: 'pw-dan', email: 'dan@campus.example.edu', email_verified: true, name: 'Dan' },
  olga: {
    password: 'pw-olga',
    email: 'olga@campus.example.edu',
    email_verified: true,
    name: 'Olga',
  },
};
const OIDC_IDS = ['campus', 'strict', 'closed'];
const callbackOf = (id: string) => `${PUBLIC_URL}/api/accounts/sso/${id}/callback/`;
const ENTITLEMENT = 'urn:oid:1.3.6.1.4.1.5923.1.1.1.7';

let op: TestOp;
let idp: TestIdp;
let forgedKey: string;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-sso-idp-'));
  idp = createTestIdp(dir);
  forgedKey = otherKey(dir);
  op = await startTestOp(OIDC_IDS.map(callbackOf), OP_ACCOUNTS);
}, 60_000);

afterAll(async () => {
  await op?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function providersEnv(): string {
  const oidc = (id: string, extra: Record<string, unknown>) => ({
    id,
    type: 'oidc',
    label: { en: `Campus ${id}`, fr: `Campus ${id} (fr)` },
    issuer: op.issuer,
    client_id: op.clientId,
    client_secret: op.clientSecret,
    ...extra,
  });
  return JSON.stringify([
    oidc('campus', { office_when: { attribute: 'groups', equals: 'tto-staff' } }),
    oidc('strict', { allowed_domains: ['other.example.edu'] }),
    oidc('closed', { create_accounts: false }),
    {
      id: 'uni',
      type: 'saml',
      label: { en: 'University (SAML)', fr: 'Université (SAML)' },
      idp_metadata: idp.metadataFile,
      office_when: { attribute: ENTITLEMENT, equals: 'urn:mace:portal:office' },
    },
  ]);
}

for (const dialect of DIALECTS) {
  describe(`campus sign-in [${dialect}]`, () => {
    let apps: FastifyInstance[] = [];
    let close: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const made = await createSsoInstances(dialect, { SSO_PROVIDERS: providersEnv() }, 2);
      apps = made.apps;
      close = made.close;
    }, 60_000);
    afterAll(async () => {
      await close?.();
    });

    const db = () => apps[0].db;
    const audit = async (userId: number) =>
      (
        await db()
          .selectFrom('audit_log')
          .select(['action', 'summary', 'actor_id'])
          .where('target_type', '=', 'user')
          .where('target_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map((a) => a.action);
    const userIdOf = async (email: string) =>
      (
        await db()
          .selectFrom('users')
          .select('id')
          .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
          .executeTakeFirstOrThrow()
      ).id;

    /** The whole OIDC round trip: start on `start`, come back on `finish` (another instance). */
    async function oidcSignIn(
      login: string,
      options: { provider?: string; next?: string; client?: TestClient; finish?: TestClient } = {},
    ) {
      const client = options.client ?? new TestClient(apps[0]);
      const query = options.next ? `?next=${encodeURIComponent(options.next)}` : '';
      const start = await client.get(
        `/api/accounts/sso/${options.provider ?? 'campus'}/login/${query}`,
      );
      expect(start.statusCode).toBe(302);
      const back = await signInAtOp(
        String(start.headers.location),
        login,
        OP_ACCOUNTS[login].password,
      );
      const finishing = options.finish ?? client;
      if (options.finish) for (const [k, v] of client.cookies) options.finish.cookies.set(k, v);
      const done = await finishing.get(`${back.pathname}${back.search}`);
      return { client: finishing, done, back, start };
    }

    it('lists the providers, with labels in the request’s language, to anyone', async () => {
      const client = new TestClient(apps[0]);
      const en = await client.get('/api/accounts/sso/');
      expect(en.statusCode).toBe(200);
      expect(en.json()).toEqual({
        providers: [
          { id: 'campus', type: 'oidc', label: 'Campus campus' },
          { id: 'strict', type: 'oidc', label: 'Campus strict' },
          { id: 'closed', type: 'oidc', label: 'Campus closed' },
          { id: 'uni', type: 'saml', label: 'University (SAML)' },
        ],
      });
      const fr = await client.request('GET', '/api/accounts/sso', {
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(fr.json().providers.map((p: { label: string }) => p.label)).toEqual([
        'Campus campus (fr)',
        'Campus strict (fr)',
        'Campus closed (fr)',
        'Université (SAML)',
      ]);
    });

    it('serves the SP metadata of a SAML provider, and 404 for an unknown or OIDC one', async () => {
      const client = new TestClient(apps[0]);
      const res = await client.get('/api/accounts/sso/uni/metadata/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
      expect(res.body).toContain(`entityID="${PUBLIC_URL}/api/accounts/sso/uni/metadata/"`);
      expect(res.body).toContain(`Location="${PUBLIC_URL}/api/accounts/sso/uni/acs/"`);
      expect(res.body).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
      expect((await client.get('/api/accounts/sso/nope/metadata/')).statusCode).toBe(404);
      expect((await client.get('/api/accounts/sso/campus/metadata/')).statusCode).toBe(404);
      expect((await client.get('/api/accounts/sso/nope/login/')).json()).toEqual({
        detail: 'Not found.',
      });
    });

    it('sends the browser to the OP with the code flow, PKCE (S256), state and nonce', async () => {
      const client = new TestClient(apps[0]);
      const res = await client.get('/api/accounts/sso/campus/login/');
      expect(res.statusCode).toBe(302);
      const url = new URL(String(res.headers.location));
      expect(url.origin).toBe(op.issuer);
      const q = url.searchParams;
      expect(q.get('response_type')).toBe('code');
      expect(q.get('client_id')).toBe(op.clientId);
      expect(q.get('redirect_uri')).toBe(callbackOf('campus'));
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('state')).toMatch(/.{20,}/);
      expect(q.get('nonce')).toMatch(/.{20,}/);
    });

    it('creates the inventor at the first OIDC sign-in (no password, audited), then signs it in again', async () => {
      // Started on one instance, finished on the other.
      const first = await oidcSignIn('ada', {
        next: '/tickets/5',
        finish: new TestClient(apps[1]),
      });
      expect(first.done.statusCode).toBe(302);
      expect(first.done.headers.location).toBe('/tickets/5');
      const me = await first.client.get('/api/accounts/me/');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'ada@campus.example.edu',
        role: 'inventor',
        sign_in_method: 'sso:campus',
        inventor: { preferred_name: 'Ada Lovelace', full_name: 'Ada Lovelace' },
      });
      const userId = await userIdOf('ada@campus.example.edu');
      expect(await audit(userId)).toEqual(['user.sso_create']);
      // No portal password: a password sign-in fails whatever is typed.
      const password = await new TestClient(apps[0]).post('/api/accounts/login/', {
        email: 'ada@campus.example.edu',
        password: '!no-password',
      });
      expect(password.json()).toEqual({ detail: 'Invalid email or password.' });
      expect((await first.client.get('/api/accounts/sso/account/')).json()).toMatchObject({
        sign_in_method: 'sso:campus',
        has_password: false,
        providers: [{ id: 'campus', label: 'Campus campus' }],
      });

      const second = await oidcSignIn('ada');
      expect(second.done.headers.location).toBe('/dashboard');
      expect((await second.client.get('/api/accounts/me/')).json().inventor.id).toBe(
        me.json().inventor.id,
      );
      const inventors = await db()
        .selectFrom('inventors')
        .select('id')
        .where('email', '=', 'ada@campus.example.edu')
        .execute();
      expect(inventors).toHaveLength(1);
      expect(await audit(userId)).toEqual(['user.sso_create']);
    });

    it('keeps `next` only when it is a path of the portal', async () => {
      for (const next of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
        const { done } = await oidcSignIn('ada', { next });
        expect(done.headers.location).toBe('/dashboard');
      }
    });

    it('links an existing account by its email (case-insensitive), grants the office role by office_when, and skips the portal TOTP', async () => {
      const user = await createUser(db(), { email: 'grace@campus.example.edu' });
      const { client, done } = await oidcSignIn('grace');
      expect(done.headers.location).toBe('/dashboard');
      expect(await audit(user.userId)).toEqual(['user.sso_link', 'user.sso_role']);
      const me = (await client.get('/api/accounts/me/')).json();
      expect(me).toMatchObject({
        role: 'office',
        two_factor_enabled: false,
        sign_in_method: 'sso:campus',
      });
      expect(me.inventor.id).toBe(user.inventorId);
      // A provider's session is not held by two_factor_required...
      expect((await client.get('/api/office/tickets/')).statusCode).toBe(200);
      // ...a password sign-in to the same account still is; both ways in work.
      const byPassword = new TestClient(apps[1]);
      await byPassword.login(user.email, user.password);
      expect((await byPassword.get('/api/accounts/me/')).json().sign_in_method).toBe('password');
      expect((await byPassword.get('/api/office/tickets/')).json()).toEqual({
        detail: 'Set up two-factor sign-in first.',
        code: 'two_factor_required',
      });
      const settings = (await client.get('/api/accounts/sso/account/')).json();
      expect(settings).toMatchObject({ has_password: true, sign_in_method: 'sso:campus' });
      // The account drops its password: the password session ends, the provider's stays.
      const dropped = await client.post('/api/accounts/sso/account/remove-password/', {
        confirm: true,
      });
      expect(dropped.json()).toEqual({ detail: 'Portal password removed.' });
      expect((await byPassword.get('/api/accounts/me/')).statusCode).toBe(401);
      expect((await client.get('/api/accounts/me/')).statusCode).toBe(200);
      expect(
        (
          await new TestClient(apps[0]).post('/api/accounts/login/', {
            email: user.email,
            password: user.password,
          })
        ).statusCode,
      ).toBe(400);
      expect(await audit(user.userId)).toEqual([
        'user.sso_link',
        'user.sso_role',
        'user.password_drop',
      ]);
    });

    it('lets a linked account on a generated password drop it instead of changing it', async () => {
      const user = await createUser(db(), { email: 'olga.generated@campus.example.edu' });
      await db()
        .updateTable('users')
        .set({ must_change_password: 1, password_issued_at: nowIso() })
        .where('id', '=', user.userId)
        .execute();
      await db()
        .insertInto('sso_links')
        .values({
          user_id: user.userId,
          provider: 'campus',
          subject: 'generated-subject',
          created_at: nowIso(),
          last_used_at: null,
        })
        .execute();
      const client = new TestClient(apps[0]);
      await client.login(user.email, user.password);
      expect((await client.get('/api/inventors/tickets/')).json()).toMatchObject({
        code: 'password_change_required',
      });
      expect((await client.get('/api/accounts/sso/account/')).json()).toMatchObject({
        has_password: true,
        providers: [{ id: 'campus' }],
      });
      const dropped = await client.post('/api/accounts/sso/account/remove-password/', {
        confirm: true,
      });
      expect(dropped.statusCode).toBe(200);
      expect((await client.get('/api/accounts/me/')).json().inventor.must_change_password).toBe(
        false,
      );
      expect((await client.get('/api/inventors/tickets/')).statusCode).toBe(200);
      const unconfirmed = await client.post('/api/accounts/sso/account/remove-password/', {});
      expect(unconfirmed.json()).toMatchObject({
        confirm: ['Confirm that the portal password is to be removed.'],
      });
    });

    it('refuses to drop the password of an account without a campus sign-in', async () => {
      const user = await createUser(db());
      const client = new TestClient(apps[0]);
      await client.login(user.email, user.password);
      const res = await client.post('/api/accounts/sso/account/remove-password/', {
        confirm: true,
      });
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { detail: 'Link a campus sign-in before removing the portal password.' },
      ]);
      expect((await client.get('/api/accounts/sso/account/')).json()).toEqual({
        sign_in_method: 'password',
        has_password: true,
        providers: [],
      });
    });

    it('gives an account to an inventor record with that email', async () => {
      const inventor = await db()
        .insertInto('inventors')
        .values({
          preferred_name: 'Ivy From The Office',
          email: 'ivy@campus.example.edu',
          search_text: 'ivy',
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { client, done } = await oidcSignIn('ivy');
      expect(done.headers.location).toBe('/dashboard');
      const me = (await client.get('/api/accounts/me/')).json();
      expect(me.inventor).toMatchObject({ id: inventor.id, preferred_name: 'Ivy From The Office' });
      expect(await audit(await userIdOf('ivy@campus.example.edu'))).toEqual(['user.sso_create']);
    });

    it('refuses a wrong state, a callback in another browser and a replayed callback: invalid_response', async () => {
      const client = new TestClient(apps[0]);
      const start = await client.get('/api/accounts/sso/campus/login/');
      const back = await signInAtOp(String(start.headers.location), 'ada', 'pw-ada');
      const wrong = new URL(back.href);
      wrong.searchParams.set('state', 'not-the-state');
      const refused = await client.get(`${wrong.pathname}${wrong.search}`);
      expect([refused.statusCode, refused.headers.location]).toEqual([
        302,
        '/login?sso_error=invalid_response',
      ]);
      expect(refused.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
      // Another browser (without this one's state cookie) cannot finish it either.
      const elsewhere = await new TestClient(apps[1]).get(`${back.pathname}${back.search}`);
      expect(elsewhere.headers.location).toBe('/login?sso_error=invalid_response');
      // The state cookie went with the refusal: the right URL now fails too; a fresh round trip
      // finishes once, and its replay is refused.
      const fresh = await oidcSignIn('ada');
      expect(fresh.done.headers.location).toBe('/dashboard');
      const replay = new TestClient(apps[1]);
      replay.cookies.set('sso_state', String(new URL(fresh.back.href).searchParams.get('state')));
      const again = await replay.get(`${fresh.back.pathname}${fresh.back.search}`);
      expect(again.headers.location).toBe('/login?sso_error=invalid_response');
      // An error answer of the provider (the user cancelled) lands on the same page.
      const cancelled = await new TestClient(apps[0]).get(
        '/api/accounts/sso/campus/callback/?error=access_denied&state=x',
      );
      expect(cancelled.headers.location).toBe('/login?sso_error=invalid_response');
    });

    it.each([
      ['a nonce that is not the one sent', 'nonce'],
      ['a PKCE verifier that does not match the challenge', 'code_verifier'],
    ] as const)('refuses %s: invalid_response', async (_name, column) => {
      const client = new TestClient(apps[0]);
      const start = await client.get('/api/accounts/sso/campus/login/');
      const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
      // What the portal remembers no longer matches what the OP was given.
      await db()
        .updateTable('sso_requests')
        .set({ [column]: 'x'.repeat(43) })
        .where('id', '=', state)
        .execute();
      const back = await signInAtOp(String(start.headers.location), 'ada', 'pw-ada');
      const done = await client.get(`${back.pathname}${back.search}`);
      expect(done.headers.location).toBe('/login?sso_error=invalid_response');
      expect(done.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    });

    it('never takes away the office role: a sign-in without office_when keeps it', async () => {
      const office = await createUser(db(), { email: 'olga.office@campus.example.edu' });
      await db()
        .updateTable('users')
        .set({ role: 'office' })
        .where('id', '=', office.userId)
        .execute();
      // The OP's olga has another address: link this account to the subject by hand first.
      await db()
        .insertInto('sso_links')
        .values({
          user_id: office.userId,
          provider: 'closed',
          subject: 'olga',
          created_at: nowIso(),
          last_used_at: null,
        })
        .execute();
      const { client, done } = await oidcSignIn('olga', { provider: 'closed' });
      expect(done.headers.location).toBe('/dashboard');
      expect((await client.get('/api/accounts/me/')).json()).toMatchObject({
        email: 'olga.office@campus.example.edu',
        role: 'office',
        sign_in_method: 'sso:closed',
      });
      await db().deleteFrom('sso_links').where('user_id', '=', office.userId).execute();
    });

    it('never links or creates on an unverified email: email_unverified', async () => {
      const { done } = await oidcSignIn('una');
      expect(done.headers.location).toBe('/login?sso_error=email_unverified');
      const users = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'una@campus.example.edu')
        .execute();
      expect(users).toEqual([]);
    });

    it('refuses a domain outside allowed_domains, and a stranger where accounts are not created: not_allowed', async () => {
      const strict = await oidcSignIn('olga', { provider: 'strict' });
      expect(strict.done.headers.location).toBe('/login?sso_error=not_allowed');
      const closed = await oidcSignIn('olga', { provider: 'closed' });
      expect(closed.done.headers.location).toBe('/login?sso_error=not_allowed');
      const users = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'olga@campus.example.edu')
        .execute();
      expect(users).toEqual([]);
      // An existing account still signs in through the closed provider.
      await createUser(db(), { email: 'olga@campus.example.edu' });
      const known = await oidcSignIn('olga', { provider: 'closed' });
      expect(known.done.headers.location).toBe('/dashboard');
    });

    it('refuses a deactivated account, linked or not: account_deactivated', async () => {
      const user = await createUser(db(), { email: 'dan@campus.example.edu' });
      await db().updateTable('users').set({ is_active: 0 }).where('id', '=', user.userId).execute();
      const { done } = await oidcSignIn('dan');
      expect(done.headers.location).toBe('/login?sso_error=account_deactivated');
      expect(await audit(user.userId)).toEqual([]);
      // Linked first, deactivated after: still refused.
      const linked = await oidcSignIn('ada');
      expect(linked.done.headers.location).toBe('/dashboard');
      const ada = await userIdOf('ada@campus.example.edu');
      await db().updateTable('users').set({ is_active: 0 }).where('id', '=', ada).execute();
      expect((await oidcSignIn('ada')).done.headers.location).toBe(
        '/login?sso_error=account_deactivated',
      );
      await db().updateTable('users').set({ is_active: 1 }).where('id', '=', ada).execute();
    });

    describe('SAML', () => {
      const sp = {
        audience: `${PUBLIC_URL}/api/accounts/sso/uni/metadata/`,
        recipient: `${PUBLIC_URL}/api/accounts/sso/uni/acs/`,
      };
      const MAIL = 'urn:oid:0.9.2342.19200300.100.1.3';
      const NAME = 'urn:oid:2.16.840.1.113730.3.1.241';

      /** Starts a sign-in (instance 0) and answers the AuthnRequest's id and the RelayState. */
      async function start(next?: string) {
        const client = new TestClient(apps[0]);
        const res = await client.get(
          `/api/accounts/sso/uni/login/${next ? `?next=${encodeURIComponent(next)}` : ''}`,
        );
        expect(res.statusCode).toBe(302);
        const location = String(res.headers.location);
        expect(location.startsWith('https://idp.test/sso?SAMLRequest=')).toBe(true);
        return {
          requestId: authnRequestId(location),
          relayState: new URL(location).searchParams.get('RelayState') ?? '',
        };
      }

      /** The IdP's form post to the ACS (no CSRF token, no cookie), on `instance`. */
      const post = (body: string, relayState = '', instance = 1) =>
        new TestClient(apps[instance]).request('POST', '/api/accounts/sso/uni/acs/', {
          csrf: false,
          headers: { origin: 'https://idp.test' },
          raw: {
            body: new URLSearchParams({ SAMLResponse: body, RelayState: relayState }).toString(),
            contentType: 'application/x-www-form-urlencoded',
          },
        });

      const response = (requestId: string, extra: Partial<ResponseOptions> = {}) =>
        samlResponse(idp, {
          inResponseTo: requestId,
          ...sp,
          nameId: 'persistent-id-sam',
          attributes: { [MAIL]: 'sam@uni.example.edu', [NAME]: 'Sam Saml' },
          ...extra,
        });

      it('signs in with a signed response: a new inventor, `next` through RelayState, a session on the other instance', async () => {
        const { requestId, relayState } = await start('/patents');
        expect(relayState).toBe('/patents');
        const res = await post(response(requestId), relayState);
        expect([res.statusCode, res.headers.location]).toEqual([302, '/patents']);
        const session = res.cookies.find((c) => c.name === 'sessionid');
        expect(session?.value).toBeTruthy();
        const client = new TestClient(apps[0]);
        client.cookies.set('sessionid', String(session?.value));
        expect((await client.get('/api/accounts/me/')).json()).toMatchObject({
          email: 'sam@uni.example.edu',
          role: 'inventor',
          sign_in_method: 'sso:uni',
          inventor: { preferred_name: 'Sam Saml', full_name: 'Sam Saml' },
        });
        // The second sign-in finds the account by its NameID.
        const again = await start();
        const second = await post(
          response(again.requestId, { attributes: { [MAIL]: 'sam.renamed@uni.example.edu' } }),
        );
        expect(second.headers.location).toBe('/dashboard');
        expect(await audit(await userIdOf('sam@uni.example.edu'))).toEqual(['user.sso_create']);
      });

      it('refuses a replayed response, on either instance: invalid_response', async () => {
        const { requestId } = await start();
        const body = response(requestId, { nameId: 'persistent-id-replay' });
        expect((await post(body, '', 1)).headers.location).toBe('/dashboard');
        for (const instance of [0, 1]) {
          const replay = await post(body, '', instance);
          expect([replay.statusCode, replay.headers.location]).toEqual([
            302,
            '/login?sso_error=invalid_response',
          ]);
          expect(replay.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
        }
      });

      it('refuses an assertion id seen before, even in a response to a new request', async () => {
        const first = await start();
        const body = response(first.requestId, {
          assertionId: '_same-assertion',
          nameId: 'persistent-id-ax',
        });
        expect((await post(body)).headers.location).toBe('/dashboard');
        const second = await start();
        const reused = await post(
          response(second.requestId, {
            assertionId: '_same-assertion',
            nameId: 'persistent-id-ax',
          }),
          '',
          0,
        );
        expect(reused.headers.location).toBe('/login?sso_error=invalid_response');
      });

      it.each([
        ['a tampered assertion', 'tampered'],
        ['a signature by another key', 'forged'],
        ['another audience', 'audience'],
        ['another recipient', 'recipient'],
        ['an expired assertion', 'expired'],
        ['another issuer', 'issuer'],
        ['a request the portal never made', 'unsolicited'],
        ['a body that is not SAML', 'garbage'],
      ])('refuses %s: invalid_response', async (_name, kind) => {
        const { requestId } = await start();
        const options: Partial<ResponseOptions> = { nameId: `persistent-id-${kind}` };
        if (kind === 'forged') options.signingKey = forgedKey;
        if (kind === 'audience') options.audience = 'https://other-sp.example/metadata';
        if (kind === 'recipient') options.recipient = 'https://other-sp.example/acs';
        if (kind === 'expired') options.validMinutes = -10;
        if (kind === 'issuer') options.issuer = 'https://evil-idp.example';
        if (kind === 'unsolicited') options.inResponseTo = '_never-requested';
        let body = response(requestId, options);
        if (kind === 'tampered') {
          const xml = Buffer.from(body, 'base64').toString('utf8');
          body = Buffer.from(xml.replace('sam@uni.example.edu', 'admin@uni.example.edu')).toString(
            'base64',
          );
        }
        if (kind === 'garbage') body = Buffer.from('<not-saml/>').toString('base64');
        const res = await post(body);
        expect([res.statusCode, res.headers.location]).toEqual([
          302,
          '/login?sso_error=invalid_response',
        ]);
        expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
        // The request was not used up by the refusal... but a good answer to it is still accepted once.
        if (kind !== 'unsolicited' && kind !== 'garbage' && kind !== 'tampered') return;
        const ok = await post(
          response(requestId, {
            nameId: `persistent-id-ok-${kind}`,
            attributes: { [MAIL]: `ok-${kind}@uni.example.edu` },
          }),
        );
        expect(ok.headers.location).toBe('/dashboard');
      });

      it('grants the office role when a multi-valued attribute contains office_when’s value', async () => {
        const { requestId } = await start();
        const res = await post(
          response(requestId, {
            nameId: 'persistent-id-officer',
            attributes: {
              [MAIL]: 'officer@uni.example.edu',
              [NAME]: 'Otto Officer',
              [ENTITLEMENT]: ['urn:mace:library', 'urn:mace:portal:office'],
            },
          }),
        );
        expect(res.headers.location).toBe('/dashboard');
        const user = await db()
          .selectFrom('users')
          .select(['role', 'has_password'])
          .where('email', '=', 'officer@uni.example.edu')
          .executeTakeFirstOrThrow();
        expect(user).toEqual({ role: 'office', has_password: 0 });
      });

      it('refuses a response without an email to a new subject: invalid_response', async () => {
        const { requestId } = await start();
        const res = await post(
          response(requestId, { nameId: 'persistent-id-nomail', attributes: {} }),
        );
        expect(res.headers.location).toBe('/login?sso_error=invalid_response');
      });
    });
  });
}
