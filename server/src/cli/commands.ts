import path from 'node:path';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { importInventors } from '../modules/inventors/import-inventors';
import { importPatents } from '../modules/patents/import-patents';
import { ImportFileError, readTable } from '../lib/import/read-table';
import { formatReport, type ImportReport } from '../lib/import/report';
import { createUploadStore, uploadsDirectory } from '../lib/create-upload-store';
import { createOfficeUser, OfficeUserError } from '../modules/accounts/office-users.service';
import { setTicketStatus } from '../modules/tickets/ticket-status.service';
import { resetTwoFactor } from '../modules/two-factor/two-factor.service';
import { CREATE_OFFICE_USER_USAGE, parseOfficeUserArgs } from './create-office-user';
import { formatMoveReport, MOVE_UPLOADS_USAGE, moveUploadsIntoDatabase } from './move-uploads';
import { demoOfficeCode, demoOfficeLines } from './demo/office';
import { DEMO_LOGIN, seedDemo } from './seed-demo';
import { parseRemindersArgs, SEND_REMINDERS_USAGE } from './send-reminders';
import { sendDisclosureReminders } from '../modules/attestation/disclosure-reminders.service';
import { inviteReviewer } from '../modules/accounts/reviewer-accounts.service';
import { sendReviewReminders } from '../modules/reviews/review-reminders.service';
import { CREATE_REVIEWER_USAGE, parseReviewerArgs } from './create-reviewer';
import { parseStatusArgs, SET_TICKET_STATUS_USAGE, UsageError } from './set-ticket-status';

export interface CommandContext {
  database: DatabaseHandle;
  config: AppConfig;
  out: (line: string) => void;
}

export interface Command {
  summary: string;
  /** Returns the process exit code. */
  run: (args: string[], ctx: CommandContext) => Promise<number>;
}

function importCommand(
  entity: string,
  run: (
    db: DatabaseHandle['db'],
    rows: Awaited<ReturnType<typeof readTable>>,
  ) => Promise<ImportReport>,
) {
  return async (args: string[], { database, out }: CommandContext): Promise<number> => {
    if (args.length !== 1) {
      out(`Usage: import-${entity.toLowerCase()} FILE (.csv or .xlsx)`);
      return 2;
    }
    let rows;
    try {
      // `npm run admin` runs in server/: a relative path means the caller's directory (INIT_CWD).
      // The same reader as the upload: a worker thread with the same caps.
      rows = await readTable(path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]));
    } catch (err) {
      if (err instanceof ImportFileError) {
        out(err.message);
        return 2;
      }
      throw err;
    }
    const report = await run(database.db, rows);
    formatReport(entity, report).forEach((line) => out(line));
    return report.rejected.length ? 1 : 0;
  };
}

export const COMMANDS: Record<string, Command> = {
  migrate: {
    summary: 'migrate                      bring the database schema up to date',
    // index.ts migrates before every command; this one only reports it.
    run: async (_args, { out }) => {
      out('Database schema is up to date.');
      return 0;
    },
  },
  'seed-demo': {
    summary:
      'seed-demo                    load the demo dataset (idempotent) and print the demo login',
    run: async (_args, { database, config, out }) => {
      // Demo logins have published passwords: they must never exist on a real deployment.
      if (config.env === 'production') {
        out('seed-demo refuses to run with NODE_ENV=production: the demo logins are public.');
        return 1;
      }
      await seedDemo(database.db, createUploadStore(config, database), config.secretKey);
      out(`Demo data ready. Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
      for (const line of demoOfficeLines()) out(line);
      return 0;
    },
  },
  'demo-office-code': {
    summary: "demo-office-code             print the demo office account's current two-factor code",
    run: async (_args, { config, out }) => {
      if (config.env === 'production') {
        out('demo-office-code refuses to run with NODE_ENV=production: there is no demo account.');
        return 1;
      }
      const { code, validForSeconds } = demoOfficeCode();
      out(`${code} (valid for ${validForSeconds} more seconds)`);
      return 0;
    },
  },
  'import-inventors': {
    summary:
      'import-inventors FILE        create/update inventors from a .csv or .xlsx (matched on email)',
    run: importCommand('Inventors', importInventors),
  },
  'import-patents': {
    summary:
      'import-patents FILE          create/update patents from a .csv or .xlsx (matched on deposit_number)',
    run: importCommand('Patents', importPatents),
  },
  'set-ticket-status': {
    summary: `${SET_TICKET_STATUS_USAGE}   notify the ticket inventors`,
    run: async (args, { database, config, out }) => {
      let change;
      try {
        change = parseStatusArgs(args);
      } catch (err) {
        if (!(err instanceof UsageError)) throw err;
        out(`${err.message}\nUsage: ${SET_TICKET_STATUS_USAGE}`);
        return 2;
      }
      const result = await setTicketStatus(database.db, change, config);
      if (!result) {
        out(`Ticket ${change.ticketId} not found.`);
        return 1;
      }
      // The same service function as any HTTP status change: the rules cannot drift apart.
      out(
        `Ticket ${change.ticketId} '${result.title}' is now ${change.status}; ${result.notified.length} inventor(s) notified.`,
      );
      return 0;
    },
  },
};

COMMANDS['create-office-user'] = {
  summary: `${CREATE_OFFICE_USER_USAGE}   create an office account; prints its generated password`,
  run: async (args, { database, config, out }) => {
    let input;
    try {
      input = parseOfficeUserArgs(args);
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      out(`${err.message}\nUsage: ${CREATE_OFFICE_USER_USAGE}`);
      return 2;
    }
    try {
      const created = await createOfficeUser(database.db, config, input);
      out(`Office account created. Email: ${created.email}`);
      out(`Password: ${created.password}`);
      out('The password must be changed at first sign-in; the credentials mail is queued.');
      return 0;
    } catch (err) {
      if (!(err instanceof OfficeUserError)) throw err;
      out(err.message);
      return 1;
    }
  },
};

COMMANDS['create-reviewer'] = {
  summary: `${CREATE_REVIEWER_USAGE}   invite an outside reviewer (a set-password mail, valid 7 days)`,
  run: async (args, { database, config, out }) => {
    let input;
    try {
      input = parseReviewerArgs(args);
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      out(`${err.message}\nUsage: ${CREATE_REVIEWER_USAGE}`);
      return 2;
    }
    // The same service as POST /api/office/reviewers/.
    const { created, account } = await inviteReviewer(database.db, config, null, input);
    if (!created) {
      out(`An account with the email ${account.email} already exists (role ${account.role}).`);
      return 0;
    }
    out(`Reviewer account created. Email: ${account.email}`);
    out('The invitation mail with a link to choose a password (valid 7 days) is queued.');
    return 0;
  },
};

const RESET_2FA_USAGE = 'reset-2fa EMAIL';

COMMANDS['reset-2fa'] = {
  summary: `${RESET_2FA_USAGE}              turn two-factor sign-in off for a locked-out user (mailed, audited)`,
  run: async (args, { database, out }) => {
    if (args.length !== 1 || args[0].trim() === '') {
      out(`Usage: ${RESET_2FA_USAGE}`);
      return 2;
    }
    const email = args[0].trim();
    const result = await resetTwoFactor(database.db, email);
    if (result === 'unknown') {
      out(`No account has the email ${email}.`);
      return 1;
    }
    if (result === 'not-enabled') {
      out(`Two-factor sign-in is not on for ${email}: nothing to reset.`);
      return 1;
    }
    out(
      `Two-factor sign-in of ${email} is off; their sessions ended, they were mailed, and the audit log has the entry.`,
    );
    return 0;
  },
};

COMMANDS['send-reminders'] = {
  summary: `${SEND_REMINDERS_USAGE}    remind of public disclosure dates 30, 14, 7 and 1 day(s) ahead, and of reviews due in 2 days or today`,
  run: async (args, { database, config, out }) => {
    let now;
    try {
      ({ now } = parseRemindersArgs(args));
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      out(`${err.message}\nUsage: ${SEND_REMINDERS_USAGE}`);
      return 2;
    }
    // The same service as the server's hourly job; each reminder is sent once either way.
    const run = await sendDisclosureReminders(database.db, config, now);
    out(
      `Disclosure reminders as of ${now.toISOString()}: ${run.tickets} ticket(s) due, ${run.sent} reminder(s) sent.`,
    );
    const reviews = await sendReviewReminders(database.db, config, now);
    out(
      `Review reminders as of ${now.toISOString()}: ${reviews.reviews} review(s) due, ${reviews.sent} reminder(s) sent.`,
    );
    return 0;
  },
};

COMMANDS['move-uploads'] = {
  summary: `${MOVE_UPLOADS_USAGE}                 copy DATA_DIR/uploads into PostgreSQL, where several instances serve them (idempotent)`,
  run: async (args, { database, config, out }) => {
    if (args.length) {
      out(`Usage: ${MOVE_UPLOADS_USAGE}`);
      return 2;
    }
    if (database.dialect !== 'postgres') {
      out(
        'move-uploads copies uploads into PostgreSQL (set DATABASE_URL): with SQLite they stay under DATA_DIR/uploads, where the portal reads them.',
      );
      return 1;
    }
    const root = uploadsDirectory(config);
    formatMoveReport(root, await moveUploadsIntoDatabase(database.db, root)).forEach((line) =>
      out(line),
    );
    return 0;
  },
};

export function usage(): string {
  return [
    'Usage: npm run admin -- <command> [args]',
    '',
    'Commands:',
    ...Object.values(COMMANDS).map((c) => `  ${c.summary}`),
    '',
  ].join('\n');
}
