import { DEFAULT_TIME_ZONE, officeDay } from '@inventor-portal/shared/schemas';

/**
 * The office's calendar on the server: the one "today" of disclosure deadlines, reminders and
 * the office's flags, the calendar day in TIME_ZONE (default UTC). A process serves one office:
 * the app (buildApp) and the admin CLI set the zone from their config once; the browser gets
 * the same zone from the page (plugins/app/static.ts) and the same `officeDay` rule.
 */
let timeZone = DEFAULT_TIME_ZONE;

export function setOfficeTimeZone(zone: string): void {
  timeZone = zone;
}

export const officeTimeZone = (): string => timeZone;

/** The office's calendar day (`YYYY-MM-DD`) at `now`, `days` later. */
export const officeToday = (now: Date = new Date(), days = 0): string =>
  officeDay(now, timeZone, days);
