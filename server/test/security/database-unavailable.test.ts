import { isDatabaseUnavailable } from '../../src/lib/database-errors';
import { TestClient } from '../helpers/client';
import { createTestApp } from '../helpers/test-app';

describe('database outage errors', () => {
  it('recognises connection failures of PostgreSQL and SQLite, and nothing else', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 with a detail and Retry-After while the database is gone, never a stack trace', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const client = new TestClient(ctx.app);
      await client.csrf();
      // Simulate the outage: the next query fails the way a dropped connection does.
      const original = ctx.app.db.selectFrom.bind(ctx.app.db);
      ctx.app.db.selectFrom = (() => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      }) as unknown as typeof ctx.app.db.selectFrom;
      const res = await client.get('/api/inventors/affiliations/');
      ctx.app.db.selectFrom = original;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        detail: 'The database is unavailable right now. Please try again shortly.',
      });
      expect((await client.get('/api/inventors/affiliations/')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
