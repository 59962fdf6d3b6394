import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { DEMO_LOGIN, seedDemo } from './seed-demo';

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
    summary: 'seed-demo                    load the demo dataset (idempotent) and print the demo login',
    run: async (_args, { database, out }) => {
      await seedDemo(database.db);
      out(`Demo data ready. Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
      return 0;
    },
  },
};

export function usage(): string {
  return ['Usage: npm run admin -- <command> [args]', '', 'Commands:', ...Object.values(COMMANDS).map((c) => `  ${c.summary}`), ''].join('\n');
}
