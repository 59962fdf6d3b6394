/** A scratch PostgreSQL database for one bench run, created and dropped through BENCH_PG_URL. */
import pg from 'pg';

/** Any database of the server the bench may create databases on (trust auth in development). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates (afresh) database `name` next to BENCH_PG_URL's and returns its URL. */
export async function createScratchDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(name) {
  await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}
