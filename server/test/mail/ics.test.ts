import { escapeText, foldLine, meetingIcs } from '@server/mail/ics';
import { makeUnsubscribeToken, readUnsubscribeToken } from '@server/lib/unsubscribe-token';

describe('meeting.ics', () => {
  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('has one VEVENT with the start time, UID, DTSTAMP, CRLF line ends', () => {
    const ics = meetingIcs({
      ticketId: 42,
      title: 'Fog, mesh',
      start: '2026-03-14T10:30:00.000Z',
      url: 'https://portal.example/tickets/42',
      domain: 'portal.example',
      now: new Date('2026-01-02T03:04:05Z'),
    });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Inventor Portal//Ticket meetings//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:ticket-42-meeting@portal.example',
        'SEQUENCE:1767323045',
        'DTSTAMP:20260102T030405Z',
        'DTSTART:20260314T103000Z',
        'DURATION:PT60M',
        'SUMMARY:Fog\\, mesh',
        'DESCRIPTION:https://portal.example/tickets/42',
        'URL:https://portal.example/tickets/42',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'x'.repeat(48);
  it('round-trips and refuses a changed user, event, signature or secret', () => {
    const token = makeUnsubscribeToken(secret, 12, 'comment_added');
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId: 12, event: 'comment_added' });
    expect(readUnsubscribeToken(secret, token.replace(/^12\./, '13.'))).toBeNull();
    expect(
      readUnsubscribeToken(secret, token.replace('comment_added', 'status_changed')),
    ).toBeNull();
    expect(readUnsubscribeToken(secret, `${token.slice(0, -1)}A`)).toBeNull();
    expect(readUnsubscribeToken('y'.repeat(48), token)).toBeNull();
    expect(readUnsubscribeToken(secret, '12.newsletter.abc')).toBeNull();
  });
});
