import { TestClient } from '../helpers/client';
import { createTestApp, DIALECTS, type TestContext } from '../helpers/test-app';
import { newOfficeClient, newUserClient, submitTicket } from '../routes/office/support';
import { decodeWords, leaves, parseMime, partOfType, type MimePart } from './mime';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from './smtp-listener';

/** The text part with its line ends as written (SMTP sends CRLF). */
const plainText = (mail: MimePart) => {
  const part = partOfType(mail, 'text/plain');
  return part ? { ...part, body: part.body.replace(/\r\n/g, '\n') } : undefined;
};

const TITLE = 'Fog mesh; dew, and rain';
const UNSUBSCRIBE = /^<(http:\/\/portal\.test\/api\/accounts\/unsubscribe\/([^/>]+)\/)>$/;

for (const dialect of DIALECTS) {
  describe(`conversation mails over real SMTP [${dialect}]`, () => {
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

    /** Delivers the outbox and answers the mails that arrived for `email` since `from`. */
    async function deliveredTo(email: string, from = 0): Promise<MimePart[]> {
      await ctx.app.mail.flush();
      return smtp.mails
        .slice(from)
        .filter((m: ReceivedMail) => m.to.includes(email))
        .map((m) => parseMime(m.raw));
    }

    /** Delivers what is queued, then answers where the next mails will start. */
    async function mark(): Promise<number> {
      await ctx.app.mail.flush();
      return smtp.mails.length;
    }

    async function people() {
      const { app } = ctx;
      const amina = await newUserClient(app, { preferredName: 'Amina Mail' });
      const omar = await newUserClient(app, { preferredName: 'Omar Mail' });
      await app.db
        .updateTable('users')
        .set({ language: 'fr' })
        .where('id', '=', omar.user.userId)
        .execute();
      const office = await newOfficeClient(app, { name: 'Olivia Office' });
      return { amina, omar, office };
    }

    it('status change: HTML and text, the ticket link, one-click headers, meeting.ics; French for a French account', async () => {
      const { amina, omar, office } = await people();
      const start = await mark();
      const { id } = await submitTicket(amina.client, {
        title: TITLE,
        inventors: [omar.user.inventorId],
      });
      const res = await office.client.post(`/api/office/tickets/${id}/status/`, {
        status: 'approved',
        meeting_date: '2026-03-14T10:00:00Z',
        message: 'Bring the prototype, please.\nAnd the samples.',
      });
      expect(res.statusCode).toBe(200);

      const [mail] = (await deliveredTo(amina.user.email, start)).filter((m) =>
        decodeWords(m.headers.subject).includes('approved'),
      );
      expect(decodeWords(mail.headers.subject)).toBe(`Your ticket “${TITLE}” was approved`);
      const link = UNSUBSCRIBE.exec(mail.headers['list-unsubscribe']);
      expect(link).not.toBeNull();
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['content-type']).toMatch(/^multipart\/mixed/);

      const text = plainText(mail);
      const html = partOfType(mail, 'text/html');
      expect(text?.body).toContain(`Your ticket “${TITLE}” was approved.`);
      expect(text?.body).toContain('> Bring the prototype, please.\n> And the samples.');
      expect(text?.body).toContain(`Open the ticket: http://portal.test/tickets/${id}`);
      expect(text?.body).toContain('Meeting: 14 March 2026 at 10:00 UTC');
      expect(text?.body).toContain(link?.[1]);
      expect(html?.body).toContain(`<a href="http://portal.test/tickets/${id}"`);
      expect(html?.body).toContain('Bring the prototype, please.<br>And the samples.');
      expect(html?.body).toContain(`Your ticket “${TITLE}” was approved.`);

      const ics = partOfType(mail, 'text/calendar');
      expect(ics?.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics?.headers['content-disposition']).toMatch(/attachment; filename="?meeting\.ics"?/);
      const calendar = ics?.body ?? '';
      expect(calendar.split('\r\n').slice(0, 6)).toEqual([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Inventor Portal//Ticket meetings//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
      ]);
      expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(calendar).toContain('\r\nDTSTART:20260314T100000Z\r\n');
      expect(calendar).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(calendar).toContain(`\r\nUID:ticket-${id}-meeting@portal.test\r\n`);
      expect(calendar).toContain('\r\nSUMMARY:Fog mesh\\; dew\\, and rain\r\n');
      expect(calendar.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(calendar.replace(/\r\n/g, '')).not.toContain('\n');

      const [french] = (await deliveredTo(omar.user.email, start)).filter((m) =>
        decodeWords(m.headers.subject).includes('approuvée'),
      );
      expect(decodeWords(french.headers.subject)).toBe(
        `Votre déclaration «\u00a0${TITLE}\u00a0» a été approuvée`,
      );
      const frenchText = plainText(french)?.body ?? '';
      expect(frenchText).toContain('Bonjour Omar Mail,');
      expect(frenchText).toContain('Message du bureau de transfert de technologie\u00a0:');
      expect(frenchText).toContain('Réunion\u00a0: 14 mars 2026 à 10:00 UTC.');
      expect(frenchText).toContain(`Ouvrir la déclaration\u00a0: http://portal.test/tickets/${id}`);
      expect(partOfType(french, 'text/html')?.body).toContain('<html lang="fr">');
      expect(partOfType(french, 'text/calendar')).toBeDefined();
    });

    it('comment and added-as-inventor mails; none to the author, none for a draft', async () => {
      const { amina, omar, office } = await people();
      const start = await mark();
      const draft = await submitTicket(amina.client, {
        title: 'Draft idea',
        is_draft: true,
        inventors: [omar.user.inventorId],
      });
      const { id } = await submitTicket(amina.client, {
        title: 'Solar still',
        inventors: [omar.user.inventorId],
      });
      const omarMails = await deliveredTo(omar.user.email, start);
      const subjects = omarMails.map((m) => decodeWords(m.headers.subject));
      expect(subjects).toEqual(['Vous figurez parmi les inventeurs de «\u00a0Solar still\u00a0»']);
      expect(plainText(omarMails[0])?.body).toContain(
        'Amina Mail vous compte parmi les inventeurs de la déclaration d’invention «\u00a0Solar still\u00a0».',
      );
      expect(plainText(omarMails[0])?.body).toContain(
        `Relire et confirmer\u00a0: http://portal.test/tickets/${id}?confirm=1`,
      );
      expect(await deliveredTo(amina.user.email, start)).toEqual([]);
      expect(draft.id).toBeGreaterThan(0);

      const before = await mark();
      await office.client.post(`/api/inventors/ticket/${id}/comments/`, {
        body: 'Can you share <the> drawings?',
      });
      const [comment] = await deliveredTo(amina.user.email, before);
      expect(decodeWords(comment.headers.subject)).toBe('New comment on “Solar still”');
      expect(plainText(comment)?.body).toContain(
        'Olivia Office commented on “Solar still”:\n\n> Can you share <the> drawings?',
      );
      expect(partOfType(comment, 'text/html')?.body).toContain(
        'Can you share &lt;the&gt; drawings?',
      );
      expect(UNSUBSCRIBE.test(comment.headers['list-unsubscribe'])).toBe(true);
      expect(
        leaves(comment).some((p) => p.headers['content-type']?.startsWith('text/calendar')),
      ).toBe(false);
      // The author (office) gets no mail of their own comment.
      expect(await deliveredTo(office.office.email, before)).toEqual([]);
    });

    it('the one-click link turns that mail off and nothing else; the page asks first; a bad link is 400', async () => {
      const { app } = ctx;
      const { amina, office } = await people();
      const { id } = await submitTicket(amina.client, { title: 'Unsubscribe me' });
      const start = await mark();
      await office.client.post(`/api/office/tickets/${id}/status/`, { status: 'refused' });
      const [mail] = await deliveredTo(amina.user.email, start);
      const [, link, token] = UNSUBSCRIBE.exec(mail.headers['list-unsubscribe']) ?? [];
      const path = new URL(link).pathname;

      // Opening the link shows a page and changes nothing.
      const page = await app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('Stop these emails?');
      expect(page.body).toContain('<form method="post">');
      expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
      const french = await app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(french.body).toContain('<html lang="fr">');
      expect(french.body).toContain('Se désabonner');
      expect(
        (await amina.client.get('/api/accounts/notification-settings/')).json().status_changed,
      ).toEqual({ in_app: true, email: true });

      // RFC 8058: a POST with the form body, no cookie, no CSRF token, from anywhere.
      const done = await app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example.com',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect([done.statusCode, done.json()]).toEqual([
        200,
        { detail: 'You will no longer receive these emails.' },
      ]);
      expect((await amina.client.get('/api/accounts/notification-settings/')).json()).toEqual({
        status_changed: { in_app: true, email: false },
        comment_added: { in_app: true, email: true },
        added_as_inventor: { in_app: true, email: true },
        disclosure_deadline: { in_app: true, email: true },
        review_assigned: { in_app: true, email: true },
        review_due: { in_app: true, email: true },
        review_declared_conflict: { in_app: true, email: true },
        review_submitted: { in_app: true, email: true },
      });
      // Twice is fine; a multipart one-click body too.
      const again = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(again.statusCode).toBe(200);
      // The page's button (a browser): a page back.
      const browser = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(browser.body).toContain('You will no longer receive these emails.');

      // The next status change: the bell, no mail. A comment still mails.
      const next = await mark();
      await office.client.post(`/api/office/tickets/${id}/status/`, { status: 'approved' });
      await office.client.post(`/api/inventors/ticket/${id}/comments/`, { body: 'Still here' });
      const after = (await deliveredTo(amina.user.email, next)).map((m) =>
        decodeWords(m.headers.subject),
      );
      expect(after).toEqual(['New comment on “Unsubscribe me”']);
      const bell = (await amina.client.get('/api/accounts/notifications/')).json().results;
      expect(bell[1].message).toBe("Your ticket 'Unsubscribe me' was approved");

      for (const bad of [
        `${token.slice(0, -2)}xx`,
        'nonsense',
        `999999.status_changed.${token.split('.')[2]}`,
      ]) {
        const res = await app.inject({ method: 'POST', url: `/api/accounts/unsubscribe/${bad}/` });
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { detail: 'Invalid unsubscribe link.' },
        ]);
      }
      const frenchBad = await app.inject({
        method: 'POST',
        url: '/api/accounts/unsubscribe/nonsense/',
        headers: { 'accept-language': 'fr' },
      });
      expect(frenchBad.json()).toEqual({ detail: 'Lien de désabonnement invalide.' });
      const badPage = await app.inject({
        method: 'GET',
        url: '/api/accounts/unsubscribe/nonsense/',
      });
      expect([badPage.statusCode, badPage.headers['content-type']]).toEqual([
        400,
        'text/html; charset=utf-8',
      ]);
      expect(badPage.body).toContain('Invalid unsubscribe link.');
      // Another event's token cannot be forged from this one.
      const forged = token.replace('status_changed', 'comment_added');
      expect(
        (
          await new TestClient(app).request('POST', `/api/accounts/unsubscribe/${forged}/`, {
            csrf: false,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('settings are respected: in_app off → no bell, email off → no mail, per event', async () => {
      const { amina, omar, office } = await people();
      const { id } = await submitTicket(amina.client, {
        title: 'Quiet please',
        inventors: [omar.user.inventorId],
      });
      await amina.client.put('/api/accounts/notification-settings/', {
        comment_added: { in_app: false },
      });
      await omar.client.put('/api/accounts/notification-settings/', {
        comment_added: { email: false },
      });
      const start = await mark();
      await office.client.post(`/api/inventors/ticket/${id}/comments/`, { body: 'Hello both' });
      const bell = async (client: TestClient) =>
        (
          (await client.get('/api/accounts/notifications/')).json().results as Array<{
            message: string;
            event: string;
          }>
        )
          .filter((n) => n.event === 'comment.added')
          .map((n) => n.message);
      expect(await bell(amina.client)).toEqual([]);
      // Omar's account is French: his bell reads in French.
      expect(await bell(omar.client)).toEqual([
        'Olivia Office a commenté «\u00a0Quiet please\u00a0»',
      ]);
      expect(
        (await deliveredTo(amina.user.email, start)).map((m) => decodeWords(m.headers.subject)),
      ).toEqual(['New comment on “Quiet please”']);
      expect(await deliveredTo(omar.user.email, start)).toEqual([]);
    });
  });
}
