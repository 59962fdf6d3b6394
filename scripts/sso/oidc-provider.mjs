// A test OpenID Provider (the certified `oidc-provider` package) for the server suite, the
// browser suite (`npm run test:sso`) and trying campus sign-in locally (deploy/README.md).
//
//   OIDC_PORT=9400 OIDC_REDIRECT_URIS='["http://localhost:8080/api/accounts/sso/campus-oidc/callback/"]' \
//     node scripts/sso/oidc-provider.mjs
//
// Environment:
//   OIDC_PORT            port on 127.0.0.1 (0: any free port; the issuer URL is printed)
//   OIDC_CLIENT_ID       default `inventor-portal`
//   OIDC_CLIENT_SECRET   default `inventor-portal-secret`
//   OIDC_REDIRECT_URIS   JSON list of the portal's callback URLs
//   OIDC_ACCOUNTS        JSON object `{login: {password, email, email_verified, name, groups?}}`;
//                        default: the accounts of TEST_ACCOUNTS below
//
// Prints one line `{"issuer": "http://127.0.0.1:PORT"}` on stdout once it listens. The sign-in
// page is a plain form (login, password); consent is given at once (a first-party client).
import http from 'node:http';
import Provider from 'oidc-provider';

const TEST_ACCOUNTS = {
  ada: {
    password: 'ada-password',
    email: 'ada.lovelace@campus.example.edu',
    email_verified: true,
    name: 'Ada Lovelace',
    groups: ['researchers'],
  },
  grace: {
    password: 'grace-password',
    email: 'grace.hopper@campus.example.edu',
    email_verified: true,
    name: 'Grace Hopper',
    groups: ['researchers', 'tto-staff'],
  },
  unverified: {
    password: 'unverified-password',
    email: 'unverified@campus.example.edu',
    email_verified: false,
    name: 'Una Verified',
    groups: [],
  },
};

const port = Number(process.env.OIDC_PORT ?? 0);
const clientId = process.env.OIDC_CLIENT_ID || 'inventor-portal';
const clientSecret = process.env.OIDC_CLIENT_SECRET || 'inventor-portal-secret';
const redirectUris = JSON.parse(process.env.OIDC_REDIRECT_URIS || '[]');
const accounts = process.env.OIDC_ACCOUNTS ? JSON.parse(process.env.OIDC_ACCOUNTS) : TEST_ACCOUNTS;
if (!Array.isArray(redirectUris) || redirectUris.length === 0) {
  process.stderr.write('OIDC_REDIRECT_URIS: a JSON list of the portal callback URLs is required\n');
  process.exit(2);
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const loginPage = (uid, error) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test campus sign-in</title></head>
<body><main><h1>Test campus sign-in</h1>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<p><label for="login">Login</label> <input id="login" name="login" autocomplete="username" required></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" required></p>
<p><button type="submit">Sign in</button></p>
</form></main></body></html>`;

const readForm = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });

const server = http.createServer();
server.listen(port, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    // Email and name in the ID token itself, as Entra ID and Google send them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['inventor-portal-test-op'] },
    findAccount: (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      const { password: _password, ...claims } = account;
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    // A first-party client: the scopes asked for are granted without a consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><body><h1>Error</h1><p>${escape(out.error)}: ${escape(out.error_description ?? '')}</p></body></html>`;
    },
  });
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(details.uid));
      }
      const form = await readForm(req);
      const login = form.get('login') ?? '';
      const account = accounts[login];
      if (!account || account.password !== form.get('password')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(details.uid, 'Wrong login or password.'));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`interaction failed: ${err.message}`);
    }
  });
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => process.exit(0)));
