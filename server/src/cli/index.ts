import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { channelName, pgNotifyPublisher } from '../live/pg-channel';
import { setLivePublisher } from '../live/publish';
import { setOfficeTimeZone } from '../lib/office-calendar';
import { COMMANDS, usage } from './commands';

/** `npm run admin -- <command> [args]`: honours DATA_DIR and DATABASE_URL. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(usage());
    return name ? 2 : 0;
  }
  const config = loadConfig({
    ...process.env,
    MANAGER_SHARED_PASSWORD: process.env.MANAGER_SHARED_PASSWORD ?? 'unused-by-the-cli',
  });
  setOfficeTimeZone(config.timeZone);
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // On PostgreSQL a command's live events (a status set here) reach the running servers.
  if (database.dialect === 'postgres') {
    setLivePublisher(database.db, pgNotifyPublisher(database.db, channelName(database.schema)));
  }
  try {
    await migrateToLatest(database);
    return await command.run(args, {
      database,
      config,
      out: (line) => process.stdout.write(`${line}\n`),
    });
  } finally {
    await database.db.destroy();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    process.stderr.write(
      `${err instanceof ConfigError ? err.message : err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exit(1);
  });
