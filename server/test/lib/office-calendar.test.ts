import { ConfigError, loadConfig } from '@server/config';
import { officeToday, setOfficeTimeZone } from '@server/lib/office-calendar';
import { disclosureFlags } from '@server/modules/tickets/ticket-disclosure.repository';

const ENV = { DATA_DIR: '/tmp/inventor-portal-calendar-test', SECRET_KEY: 'x'.repeat(48) };

describe("the office's calendar (TIME_ZONE)", () => {
  afterEach(() => setOfficeTimeZone('UTC'));

  it('is UTC unless TIME_ZONE names an IANA zone; anything else stops the start with the reason', () => {
    expect(loadConfig(ENV).timeZone).toBe('UTC');
    expect(loadConfig({ ...ENV, TIME_ZONE: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ ...ENV, TIME_ZONE: 'Paris' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...ENV, TIME_ZONE: 'Paris' })).toThrow(/TIME_ZONE: must be an IANA/);
  });

  it("flags a disclosure as due today from the office's midnight, not UTC's", () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    const row = { status: 'pending', public_disclosure_date: '2026-12-31' };
    expect(officeToday(lateEvening)).toBe('2026-12-31');
    expect(disclosureFlags(row, lateEvening)).toEqual({
      disclosure_soon: true,
      disclosure_overdue: false,
    });
    setOfficeTimeZone('Europe/Paris');
    expect(officeToday(lateEvening)).toBe('2027-01-01');
    expect(disclosureFlags(row, lateEvening)).toEqual({
      disclosure_soon: false,
      disclosure_overdue: true,
    });
  });
});
