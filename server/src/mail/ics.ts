/**
 * The `meeting.ics` of a status-change mail (RFC 5545): one VEVENT at the meeting's start,
 * CRLF line ends, lines folded at 75 octets, text values escaped. The UID is the ticket's, so a
 * later mail with a new date updates the same event in the calendar (a higher SEQUENCE).
 */

export interface MeetingInvite {
  ticketId: number;
  title: string;
  /** ISO 8601 start time. */
  start: string;
  url: string;
  /** Host part of the UID (PUBLIC_URL's host). */
  domain: string;
  /** Stamp of this version of the event (default: now). */
  now?: Date;
  /** The event's length (default: one hour; the office sets only a start). */
  durationMinutes?: number;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** `20260314T100000Z`: a UTC DATE-TIME. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds a content line at 75 octets (continuation lines start with a space), never inside a
 * UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function meetingIcs(invite: MeetingInvite): string {
  const now = invite.now ?? new Date();
  const start = new Date(invite.start);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Inventor Portal//Ticket meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:ticket-${invite.ticketId}-meeting@${invite.domain}`,
    `SEQUENCE:${Math.floor(now.getTime() / 1000)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DURATION:PT${invite.durationMinutes ?? 60}M`,
    `SUMMARY:${escapeText(invite.title)}`,
    `DESCRIPTION:${escapeText(invite.url)}`,
    `URL:${invite.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
