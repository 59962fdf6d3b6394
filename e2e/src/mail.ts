import fs from 'node:fs';
import path from 'node:path';
import { eventually } from './eventually';

/** One mail the server wrote as an `.eml` file (no SMTP_URL: the file transport). */
export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text body. */
  text: string;
}

export const mailDir = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR not set: run through the e2e jest config');
  return path.join(dataDir, 'mail');
};

/** Header lines unfolded (a line starting with white space continues the one before); names lower case. */
export function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  let last = '';
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return headers;
}

/** Quoted-printable (RFC 2045): soft line breaks dropped, `=XX` bytes decoded as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A body in its Content-Transfer-Encoding (quoted-printable, base64 or as is), as UTF-8 text. */
export function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** A single-part text mail (what the server sends); throws on anything else. */
export function parseEml(raw: string, file = ''): ReceivedMail {
  const split = /\r?\n\r?\n/.exec(raw);
  if (!split) throw new Error(`${file}: no blank line between headers and body`);
  const headers = parseHeaders(raw.slice(0, split.index));
  const contentType = headers.get('content-type') ?? 'text/plain';
  if (!/^text\/plain/i.test(contentType))
    throw new Error(`${file}: unexpected content type ${contentType}`);
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: decodeBody(
      raw.slice(split.index + split[0].length),
      headers.get('content-transfer-encoding') ?? '7bit',
    ),
  };
}

/** A multipart mail (the event mails, read by event-mail.ts): not one of the account mails. */
const isMultipart = (raw: string): boolean => {
  const split = /\r?\n\r?\n/.exec(raw);
  const type = parseHeaders(split ? raw.slice(0, split.index) : raw).get('content-type') ?? '';
  return /^multipart\//i.test(type);
};

/** The single-part account mails (credentials, reset links, notices); event mails are skipped. */
export function readMails(): ReceivedMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ name, raw: fs.readFileSync(path.join(dir, name), 'utf8') }))
    .filter(({ raw }) => !isMultipart(raw))
    .map(({ name, raw }) => parseEml(raw, name));
}

/** Waits for the outbox worker (it delivers every 2 s) to write a mail to `address`. */
export async function waitForMailTo(
  address: string,
  subject: string,
  timeoutMs = 12_000,
): Promise<ReceivedMail> {
  return eventually(
    () => {
      const mail = readMails().find(
        (m) => m.to.toLowerCase().includes(address.toLowerCase()) && m.subject === subject,
      );
      if (!mail)
        throw new Error(`no mail '${subject}' to ${address} in ${mailDir()} after ${timeoutMs} ms`);
      return mail;
    },
    timeoutMs,
    250,
  );
}

/** The `Email:` and `Password:` lines of the account-created mail. */
export function credentialsInMail(mail: ReceivedMail): { email: string; password: string } {
  const email = /^Email: (.+)$/m.exec(mail.text)?.[1]?.trim();
  const password = /^Password: (.+)$/m.exec(mail.text)?.[1]?.trim();
  if (!email || !password) throw new Error(`no credentials in ${mail.file}:\n${mail.text}`);
  return { email, password };
}
