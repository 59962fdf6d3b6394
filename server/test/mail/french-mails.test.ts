import { nowIso } from '@server/lib/time';
import {
  accountCreatedMail,
  accountOpenedNotice,
  emailChangedMail,
  passwordResetMail,
} from '../../src/mail/templates';
import { TestClient } from '../helpers/client';
import { createUser } from '../helpers/fixtures';
import { describeEachDatabase, MANAGER_PASSWORD, type TestContext } from '../helpers/test-app';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const FRENCH_BROWSER = { 'accept-language': 'fr-FR,fr;q=0.9' };

describe('mail templates in the recipient’s language', () => {
  const created = {
    publicUrl: 'https://portal.example',
    email: 'ada@example.org',
    password: 'S3cret-Pass-1234!',
    name: 'Ada',
  };

  it('keeps the English texts as they were', () => {
    expect(accountCreatedMail(created)).toEqual({
      to: 'ada@example.org',
      subject: 'Your Inventor Portal account',
      text: [
        'Hello Ada,',
        '',
        'An Inventor Portal account has been created for you.',
        '',
        'Portal: https://portal.example/login',
        'Email: ada@example.org',
        'Password: S3cret-Pass-1234!',
        '',
        'Please log in and change this password in Settings.',
        '',
        'Inventor Portal',
      ].join('\n'),
    });
    expect(accountCreatedMail({ ...created, language: 'en' })).toEqual(accountCreatedMail(created));
    expect(emailChangedMail({ oldEmail: 'a@x.org', newEmail: 'b@x.org' }).text).toBe(
      [
        'Hello,',
        '',
        'The email address of your Inventor Portal account was changed from a@x.org to b@x.org.',
        'Sign-in, notifications and password resets now use the new address.',
        '',
        'If you did not make this change, someone else may be using your account:',
        'tell the technology-transfer office at once.',
        '',
        'Inventor Portal',
      ].join('\n'),
    );
  });

  it('writes the credentials mail in French', () => {
    const mail = accountCreatedMail({ ...created, language: 'fr' });
    expect(mail.to).toBe('ada@example.org');
    expect(mail.subject).toBe('Votre compte Inventor Portal');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Bonjour Ada,');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Un compte Inventor Portal a été créé pour vous.',
        `Portail${NBSP}: https://portal.example/login`,
        `E-mail${NBSP}: ada@example.org`,
        `Mot de passe${NBSP}: S3cret-Pass-1234!`,
        'Veuillez vous connecter et changer ce mot de passe dans les Paramètres.',
      ]),
    );
  });

  it('writes the reset, email-change and account-opened mails in French', () => {
    const link = 'https://portal.example/reset-password/MQ/abc-def';
    const reset = passwordResetMail({ email: 'ada@example.org', link, language: 'fr' });
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Inventor Portal');
    expect(reset.text.split('\n')).toContain(link);
    expect(reset.text).toContain('valable 24 heures, utilisable une seule fois');

    const changed = emailChangedMail({ oldEmail: 'a@x.org', newEmail: 'b@x.org', language: 'fr' });
    expect(changed.to).toBe('a@x.org');
    expect(changed.subject).toBe('L’adresse e-mail de votre compte Inventor Portal a été modifiée');
    expect(changed.text).toContain('est passée de a@x.org à b@x.org.');

    const opened = accountOpenedNotice({ email: 'ada@example.org', name: null, language: 'fr' });
    expect(opened.subject).toBe('Un compte Inventor Portal a été ouvert pour vous');
    expect(opened.text).toContain(`message séparé${NNBSP}; le mot de passe`);
    expect(opened.text.startsWith('Bonjour,\n')).toBe(true);
  });

  it('uses French typography in every French mail: no plain space before « : ; ? ! »', () => {
    const mails = [
      accountCreatedMail({ ...created, language: 'fr' }),
      passwordResetMail({ email: 'ada@example.org', link: 'https://x/r/1/2', language: 'fr' }),
      emailChangedMail({ oldEmail: 'a@x.org', newEmail: 'b@x.org', language: 'fr' }),
      accountOpenedNotice({ email: 'ada@example.org', name: 'Ada', language: 'fr' }),
    ];
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/ [:;?!]/);
  });
});

const outboxFor = (ctx: TestContext, email: string) =>
  ctx.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

describeEachDatabase('mails go out in the recipient’s account language', (ctx) => {
  it('writes the credentials of an account created from a French browser in French', async () => {
    const email = `new-fr-${Date.now()}@example.org`;
    const res = await new TestClient(ctx().app, '10.7.0.1').request(
      'POST',
      '/api/accounts/create-account/',
      {
        json: {
          shared_password: MANAGER_PASSWORD,
          inventor: { email, preferred_name: 'Léa Martin', affiliation: 'UIR' },
        },
        headers: FRENCH_BROWSER,
      },
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxFor(ctx(), email);
    expect(mail.subject).toBe('Votre compte Inventor Portal');
    expect(mail.text_body).toContain('Bonjour Léa Martin,');
    expect(mail.text_body).toContain(`Mot de passe${NBSP}: ${res.json().credentials.password}`);
  });

  it('writes both mails for an existing inventor in the new account’s language', async () => {
    const email = `existing-fr-${Date.now()}@example.org`;
    const inventor = await ctx()
      .app.db.insertInto('inventors')
      .values({
        preferred_name: 'Imported Person',
        full_name: 'Imported Person',
        email,
        search_text: 'imported person',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await new TestClient(ctx().app, '10.7.0.2').request(
      'POST',
      '/api/accounts/create-account/',
      {
        json: { shared_password: MANAGER_PASSWORD, selected_inventor: inventor.id },
        headers: FRENCH_BROWSER,
      },
    );
    expect(res.statusCode).toBe(201);
    expect((await outboxFor(ctx(), email)).map((m) => m.subject)).toEqual([
      'Votre compte Inventor Portal',
      'Un compte Inventor Portal a été ouvert pour vous',
    ]);
  });

  it('writes the reset mail in the account’s language, whatever the language of the request', async () => {
    const french = await createUser(ctx().app.db);
    await ctx()
      .app.db.updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', french.userId)
      .execute();
    const english = await createUser(ctx().app.db);
    for (const user of [french, english]) {
      const res = await new TestClient(ctx().app, '10.7.0.3').request(
        'POST',
        '/api/accounts/reset-password/',
        { json: { email: user.email }, headers: { 'accept-language': 'en-GB' } },
      );
      expect(res.statusCode).toBe(200);
    }
    const [frenchMail] = await outboxFor(ctx(), french.email);
    expect(frenchMail.subject).toBe('Réinitialisez votre mot de passe Inventor Portal');
    expect(frenchMail.text_body).toMatch(/^http:\/\/portal\.test\/reset-password\/\S+\/\S+$/m);
    const [englishMail] = await outboxFor(ctx(), english.email);
    expect(englishMail.subject).toBe('Reset your Inventor Portal password');
  });

  it('tells the old address of a French account in French when the email changes', async () => {
    const user = await createUser(ctx().app.db, { preferredName: 'Camille' });
    const client = new TestClient(ctx().app);
    await client.login(user.email, user.password);
    expect((await client.put('/api/accounts/me/', { language: 'fr' })).statusCode).toBe(200);
    const res = await client.put('/api/accounts/me/', {
      preferred_name: 'Camille',
      email: `moved-${Date.now()}@example.org`,
      current_password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const [notice] = await outboxFor(ctx(), user.email);
    expect(notice.subject).toBe('L’adresse e-mail de votre compte Inventor Portal a été modifiée');
    expect(notice.text_body).toContain('prévenez sans attendre le bureau de transfert');
  });
});
