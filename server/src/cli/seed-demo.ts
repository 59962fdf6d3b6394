import type { Kysely } from 'kysely';
import type { DB } from '../db/database';

export const DEMO_LOGIN = { email: 'demo@inventor-portal.local', password: 'demo-inventor-2026' } as const;

/** Idempotent demo dataset (inventors API issue fills it). */
export async function seedDemo(_db: Kysely<DB>): Promise<void> {}
