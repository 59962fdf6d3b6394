import type { FastifyInstance } from 'fastify';
import { nowIso } from '@server/lib/time';
import type { TestClient } from '../../helpers/client';
import { signIn } from '../inventors/support';

/** The review rubric the migration seeds (novelty, market, inventor engagement: 4/4/2). */
export const DEFAULT_RUBRIC = {
  criteria: [
    { key: 'novelty', label: { en: 'Novelty', fr: 'Nouveauté' }, weight: 4 },
    { key: 'market', label: { en: 'Market', fr: 'Marché' }, weight: 4 },
    {
      key: 'inventor_engagement',
      label: { en: 'Inventor engagement', fr: 'Engagement des inventeurs' },
      weight: 2,
    },
  ],
};

let counter = 0;

/** An outside reviewer invited by the office, signed in (two-factor on unless `twoFactor: false`). */
export async function newReviewer(
  app: FastifyInstance,
  office: TestClient,
  options: { twoFactor?: boolean; language?: 'en' | 'fr' } = {},
): Promise<{ id: number; email: string; name: string; client: TestClient }> {
  counter += 1;
  const email = `reviewer${counter}-${Date.now()}@experts.example.org`;
  const name = `Expert ${counter}`;
  const res = await office.post('/api/office/reviewers/', {
    email,
    name,
    ...(options.language ? { language: options.language } : {}),
  });
  if (res.statusCode !== 201)
    throw new Error(`reviewer not invited: ${res.statusCode} ${res.body}`);
  const { id } = res.json() as { id: number };
  if (options.twoFactor !== false) await setTwoFactor(app, id, true);
  return { id, email, name, client: await signIn(app, { userId: id }) };
}

/** Turns two-factor sign-in on or off straight in the database (its set-up is tested elsewhere). */
export async function setTwoFactor(app: FastifyInstance, userId: number, on: boolean) {
  await app.db
    .updateTable('users')
    .set({ two_factor_enabled_at: on ? nowIso() : null })
    .where('id', '=', userId)
    .execute();
}

export async function outboxTo(app: FastifyInstance, email: string) {
  return app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

export async function notificationsOf(
  client: TestClient,
): Promise<Array<{ event: string; params: Record<string, unknown>; message: string }>> {
  const res = await client.get('/api/accounts/notifications/?page_size=100');
  if (res.statusCode !== 200) throw new Error(`notifications: ${res.statusCode} ${res.body}`);
  return (
    res.json() as {
      results: Array<{ event: string; params: Record<string, unknown>; message: string }>;
    }
  ).results;
}
