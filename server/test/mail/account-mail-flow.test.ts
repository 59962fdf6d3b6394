import fs from 'node:fs';
import path from 'node:path';
import { TestClient } from '../helpers/client';
import { createTestApp, DIALECTS, MANAGER_PASSWORD, type TestContext } from '../helpers/test-app';
import { startSmtpListener, type SmtpListener } from './smtp-listener';

const NEW_PASSWORD = 'my-own-Secret-2026';
const RESET_PASSWORD = 'after-reset-Secret-7';

function credentialsIn(text: string): { email: string; password: string } {
  const email = /^Email: (.+)$/m.exec(text)?.[1];
  const password = /^Password: (.+)$/m.exec(text)?.[1];
  if (!email || !password) throw new Error(`no credentials in mail: ${text}`);
  return { email, password };
}

for (const dialect of DIALECTS) {
  describe(`account mails over real SMTP [${dialect}]`, () => {
    let smtp: SmtpListener;
    let ctx: TestContext;
    beforeAll(async () => {
      smtp = await startSmtpListener();
      ctx = await createTestApp(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    });
    afterAll(async () => {
      await ctx.close();
      await smtp.close();
    });

    it('manager creates an account → mail delivered → log in → change password → reset by the mailed link → the link then fails', async () => {
      const email = `flow-${dialect}-${Date.now()}@example.org`;
      const manager = new TestClient(ctx.app);
      const created = await manager.post('/api/accounts/create-account/', {
        shared_password: MANAGER_PASSWORD,
        inventor: {
          email,
          preferred_name: 'Flow Person',
          affiliation: 'CIE',
          phone: '',
          orcid: '',
          name_variant: [],
        },
      });
      expect(created.statusCode).toBe(201);
      const pending = await ctx.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email)
        .execute();
      expect(pending.map((m) => m.status)).toEqual(['pending']);

      expect(await ctx.app.mail.flush()).toEqual({ sent: 1, failed: 0 });
      const accountMail = smtp.mails.find((m) => m.to.includes(email));
      expect(accountMail?.subject).toBe('Your Inventor Portal account');
      expect(accountMail?.text).toContain('http://portal.test/login');
      const mailed = credentialsIn(accountMail?.text ?? '');
      expect(mailed).toEqual(created.json().credentials);

      const inventor = new TestClient(ctx.app);
      const login = await inventor.login(mailed.email, mailed.password);
      expect(login.json().inventor.must_change_password).toBe(true);
      const changed = await inventor.post('/api/accounts/change-password/', {
        old_password: mailed.password,
        new_password: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect((await inventor.get('/api/accounts/me/')).json().inventor.must_change_password).toBe(
        false,
      );

      const requested = await new TestClient(ctx.app).post('/api/accounts/reset-password/', {
        email,
      });
      expect(requested.statusCode).toBe(200);
      expect(await ctx.app.mail.flush()).toEqual({ sent: 1, failed: 0 });
      const resetMail = smtp.mails.filter((m) => m.to.includes(email))[1];
      const link = /http:\/\/portal\.test\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(
        resetMail?.text ?? '',
      );
      expect(link).not.toBeNull();
      const confirmUrl = `/api/accounts/reset-password-confirm/${link?.[1]}/${link?.[2]}/`;

      const reset = await new TestClient(ctx.app).post(confirmUrl, {
        new_password: RESET_PASSWORD,
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ detail: 'Password reset successful! You can now log in.' });
      expect((await inventor.get('/api/accounts/me/')).statusCode).toBe(401);
      expect(
        (
          await new TestClient(ctx.app).post('/api/accounts/login/', {
            email,
            password: NEW_PASSWORD,
          })
        ).statusCode,
      ).toBe(400);
      await new TestClient(ctx.app).login(email, RESET_PASSWORD);

      const reused = await new TestClient(ctx.app).post(confirmUrl, {
        new_password: 'yet-another-Secret-9',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ detail: 'Invalid or expired reset link.' });
    });

    it('SMTP down, then up: the mail stays pending, then arrives exactly once', async () => {
      const port = smtp.port;
      await smtp.close();
      const email = `down-${dialect}-${Date.now()}@example.org`;
      const created = await new TestClient(ctx.app).post('/api/accounts/create-account/', {
        shared_password: MANAGER_PASSWORD,
        inventor: { email, preferred_name: 'Down Person', affiliation: 'UIR' },
      });
      expect(created.statusCode).toBe(201);

      expect(await ctx.app.mail.flush()).toEqual({ sent: 0, failed: 1 });
      const row = await ctx.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toBeTruthy();
      // Not due yet: a flush right away does not retry.
      expect(await ctx.app.mail.flush()).toEqual({ sent: 0, failed: 0 });

      smtp = await startSmtpListener(port, smtp.mails);
      await ctx.app.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      expect(await ctx.app.mail.flush()).toEqual({ sent: 1, failed: 0 });
      expect(await ctx.app.mail.flush()).toEqual({ sent: 0, failed: 0 });
      const received = smtp.mails.filter((m) => m.to.includes(email));
      expect(received).toHaveLength(1);
      expect(credentialsIn(received[0].text)).toEqual(created.json().credentials);
      const sent = await ctx.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    });
  });

  describe(`account mails without SMTP_URL [${dialect}]`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect);
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('writes the credentials mail as a .eml file under DATA_DIR/mail', async () => {
      const email = `eml-${dialect}-${Date.now()}@example.org`;
      const created = await new TestClient(ctx.app).post('/api/accounts/create-account/', {
        shared_password: MANAGER_PASSWORD,
        inventor: { email, preferred_name: 'File Person', affiliation: 'CIE' },
      });
      expect(created.statusCode).toBe(201);
      expect(await ctx.app.mail.flush()).toEqual({ sent: 1, failed: 0 });
      const dir = path.join(ctx.dataDir, 'mail');
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(dir, files[0]), 'utf8');
      expect(raw).toMatch(/^Subject: Your Inventor Portal account$/m);
      expect(raw).toContain(`To: ${email}`);
    });
  });
}
