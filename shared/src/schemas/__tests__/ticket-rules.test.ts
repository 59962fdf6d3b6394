import {
  addDays,
  contributionTotal,
  daysBetween,
  isDecidedTicketStatus,
  isOpenTicketStatus,
  isTimeZone,
  officeDay,
  ticketInventorAudience,
  ticketOfficeAudience,
  TICKET_STATUSES,
} from '..';
import { disclosureDeadline } from '../../ui/components/disclosure-deadline';

describe('ticket statuses', () => {
  it('splits every status into open (pending, needs_info) or decided (approved, refused), never both', () => {
    for (const status of TICKET_STATUSES)
      expect(isOpenTicketStatus(status)).toBe(!isDecidedTicketStatus(status));
    expect(TICKET_STATUSES.filter((s) => isOpenTicketStatus(s))).toEqual(['pending', 'needs_info']);
    expect(isOpenTicketStatus(' Needs_Info ')).toBe(true);
    expect(isDecidedTicketStatus('draft')).toBe(false);
  });
});

describe('who hears about a ticket', () => {
  it('names the submitter first and every other inventor once, in order', () => {
    expect(ticketInventorAudience(7, [3, 7, 3, 9])).toEqual([7, 3, 9]);
  });

  it('tells the active assignee alone, every active office account without one, nobody of a draft', () => {
    expect(ticketOfficeAudience({ isDraft: false, assigneeId: 2 }, [1, 2, 3])).toEqual([2]);
    expect(ticketOfficeAudience({ isDraft: false, assigneeId: 9 }, [1, 2])).toEqual([1, 2]);
    expect(ticketOfficeAudience({ isDraft: false, assigneeId: null }, [1, 2])).toEqual([1, 2]);
    expect(ticketOfficeAudience({ isDraft: true, assigneeId: 2 }, [1, 2])).toEqual([]);
  });
});

describe('contribution total', () => {
  it('adds the shares given and skips what is not a number', () => {
    expect(contributionTotal([50, 30, 20])).toBe(100);
    expect(contributionTotal([50, Number.NaN, 25])).toBe(75);
    expect(contributionTotal([])).toBe(0);
  });
});

describe("today: the office's calendar day", () => {
  // 23:30 UTC on 31 December 2026 is already 1 January 2027 in Paris, still 31 December in
  // New York at 18:30.
  const lateEvening = new Date('2026-12-31T23:30:00Z');

  it('is the calendar day in TIME_ZONE, UTC by default', () => {
    expect(officeDay(lateEvening)).toBe('2026-12-31');
    expect(officeDay(lateEvening, 'Europe/Paris')).toBe('2027-01-01');
    expect(officeDay(lateEvening, 'America/New_York')).toBe('2026-12-31');
    expect(officeDay(lateEvening, 'Europe/Paris', 30)).toBe('2027-01-31');
    // The same minute in another zone, then the minute the day changes in Paris.
    expect(officeDay(new Date('2026-12-31T22:59:59Z'), 'Europe/Paris')).toBe('2026-12-31');
    expect(officeDay(new Date('2026-12-31T22:59:59Z'), 'Asia/Tokyo')).toBe('2027-01-01');
    expect(officeDay(new Date('2026-12-31T23:00:00Z'), 'Europe/Paris')).toBe('2027-01-01');
  });

  it('counts whole calendar days across months, leap days and the daylight-saving change', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(daysBetween('not a day', '2026-12-01')).toBeNull();
  });

  it('knows the IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('makes a disclosure tomorrow in Paris "today" once it is past midnight there', () => {
    const ticket = { status: 'pending', public_disclosure_date: '2027-01-01' };
    expect(disclosureDeadline(ticket, lateEvening, 'UTC')).toEqual({ kind: 'soon', days: 1 });
    expect(disclosureDeadline(ticket, lateEvening, 'Europe/Paris')).toEqual({
      kind: 'soon',
      days: 0,
    });
    expect(
      disclosureDeadline({ ...ticket, status: 'approved' }, lateEvening, 'Europe/Paris'),
    ).toBeNull();
  });
});
