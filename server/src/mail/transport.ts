import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { OutgoingMail } from './outbox';

/** nodemailer's message for a mail: text, and the HTML part, headers and attachments it has. */
function message(mail: OutgoingMail & { from: string; messageId: string }): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
  };
}

export interface MailTransport {
  send(mail: OutgoingMail & { from: string; messageId: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: each mail is written as an RFC 822 `.eml` file under DATA_DIR/mail. */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await builder.sendMail(message(mail));
      await fs.mkdir(dir, { recursive: true });
      const safeId = mail.messageId.replace(/[^A-Za-z0-9.@_-]/g, '');
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
