import { UsageError, takeFlag } from './set-ticket-status';

export const SEND_REMINDERS_USAGE = 'send-reminders [--now ISO]';

/** `[--now ISO]`: the time to remind as of (default: now). */
export function parseRemindersArgs(args: string[]): { now: Date } {
  const rest = [...args];
  const now = takeFlag(rest, '--now');
  if (rest.length) throw new UsageError(`unexpected argument '${rest[0]}'`);
  if (now === undefined) return { now: new Date() };
  const at = new Date(now);
  if (!/^\d{4}-\d{2}-\d{2}/.test(now) || Number.isNaN(at.getTime())) {
    throw new UsageError(`--now needs an ISO date or date-time, got '${now}'`);
  }
  return { now: at };
}
