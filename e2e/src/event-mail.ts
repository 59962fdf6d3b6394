import fs from 'node:fs';
import path from 'node:path';
import { eventually } from './eventually';
import { decodeBody, mailDir, parseHeaders } from './mail';

/**
 * The event mails (status, comment, added as inventor, attestation, disclosure reminders) as
 * the file transport writes them: `multipart/alternative` (text and HTML, with `multipart/mixed`
 * around it when a file is attached) and subjects in RFC 2047 encoded words. mail.ts reads the
 * single-part account mails only; this reads any of them and keeps the text part.
 */
export interface EventMail {
  file: string;
  to: string;
  /** Decoded (encoded words joined and turned back into UTF-8). */
  subject: string;
  /** The decoded `text/plain` part. */
  text: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers unfolded; each name lower case. */
function splitPart(raw: string): Part {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  return { headers: parseHeaders(head), body };
}

const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/** Bytes of one encoded word's text: Q (underscore for space, `=XX`) or B (base64). */
function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] === '_' ? ' ' : text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/**
 * RFC 2047: white space between two encoded words is dropped, and the words' bytes are joined
 * before decoding (a character may be split between two words).
 */
export function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  let out = '';
  let pending: Buffer[] = [];
  let at = 0;
  const flush = () => {
    out += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (const match of joined.matchAll(ENCODED_WORD)) {
    if (match.index > at) {
      flush();
      out += joined.slice(at, match.index);
    }
    pending.push(wordBytes(match[2], match[3]));
    at = match.index + match[0].length;
  }
  flush();
  return out + joined.slice(at);
}

/** The first `text/plain` part, looking inside nested multiparts; null when there is none. */
function textOf(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return null;
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const text = textOf(splitPart(piece.replace(/^\r?\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  return decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
}

export function parseEventMail(raw: string, file = ''): EventMail {
  const part = splitPart(raw);
  const text = textOf(part);
  if (text === null) throw new Error(`${file}: no text/plain part`);
  return {
    file,
    to: part.headers.get('to') ?? '',
    subject: decodeHeader(part.headers.get('subject') ?? ''),
    text,
  };
}

/** Every mail written so far, oldest first (the file names start with the time written). */
export function readEventMails(): EventMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEventMail(fs.readFileSync(path.join(dir, name), 'utf8'), name));
}

/** The mails to `address` (one recipient per mail), oldest first. */
export const eventMailsTo = (address: string): EventMail[] =>
  readEventMails().filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));

/** Waits for the outbox worker (every 2 s) to write a mail to `address` with `subject`. */
export async function waitForEventMail(
  address: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<EventMail> {
  return eventually(
    () => {
      const mail = eventMailsTo(address).find((m) => m.subject === subject);
      if (!mail) {
        const seen = eventMailsTo(address).map((m) => m.subject);
        throw new Error(`no mail '${subject}' to ${address}; seen: ${JSON.stringify(seen)}`);
      }
      return mail;
    },
    timeoutMs,
    250,
  );
}

/** The links of a mail's text to `PUBLIC_URL/tickets/{id}` (with their query, if any). */
export const ticketLinksIn = (mail: EventMail, ticketId: number): string[] =>
  [...mail.text.matchAll(/https?:\/\/\S+?\/tickets\/(\d+)(\?[^\s]*)?(?=\s|$)/g)]
    .filter((m) => Number(m[1]) === ticketId)
    .map((m) => m[0]);
