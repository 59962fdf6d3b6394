import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * Which database a handle (or a transaction of it) talks to, for the few statements written
 * differently on each: read from the handle itself, so a repository needs no dialect argument.
 */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export const isSqlite = (db: Db): boolean => !isPostgres(db);
