/** A parsed MIME entity: unfolded headers (lower-case names) and either a decoded body or parts. */
export interface MimePart {
  headers: Record<string, string>;
  /** Decoded body of a leaf part (quoted-printable and base64 undone), UTF-8. */
  body: string;
  /** The body bytes as sent, before the transfer decoding. */
  rawBody: string;
  parts: MimePart[];
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) of a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Parses a raw RFC 822 message, walking multipart bodies. */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const rawBody = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rawBody.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { headers, body: '', rawBody, parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const trimmed = rawBody.replace(/\r?\n$/, '');
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(trimmed)
      : encoding === 'base64'
        ? Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8')
        : trimmed;
  return { headers, body, rawBody, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export const partOfType = (message: MimePart, type: string): MimePart | undefined =>
  leaves(message).find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith(type));
