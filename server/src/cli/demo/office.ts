import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { nowIso } from '../../lib/time';
import { encryptTotpSecret, totpCode } from '../../modules/two-factor/two-factor.service';

/**
 * The demo office account, so a newcomer sees the review queue within a minute of `npm start`.
 * Its password and its two-factor secret are published (README, the start banner), like the
 * demo inventor's password: the demo seed never runs with NODE_ENV=production.
 */
export const DEMO_OFFICE = {
  email: 'office@inventor-portal.local',
  password: 'demo-office-2026',
  name: 'Demo Office',
  /** Base32, for an authenticator app; `npm run admin -- demo-office-code` prints the code. */
  totpSecret: 'JBSWY3DPEHPK3PXPKRUGS4ZAMRSW233P',
} as const;

/** The office account with its password set and two-factor sign-in enabled (no set-up owed). */
export async function insertDemoOffice(
  trx: Transaction<DB>,
  passwordHash: string,
  secretKey: string,
): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('users')
    .values({
      email: DEMO_OFFICE.email,
      name: DEMO_OFFICE.name,
      password_hash: passwordHash,
      inventor_id: null,
      role: 'office',
      must_change_password: 0,
      password_issued_at: null,
      created_at: now,
      totp_secret: encryptTotpSecret(secretKey, DEMO_OFFICE.totpSecret),
      two_factor_enabled_at: now,
    })
    .execute();
}

/** The demo office account's two-factor code now, and the seconds it stays valid. */
export function demoOfficeCode(now = Date.now()): { code: string; validForSeconds: number } {
  return {
    code: totpCode(DEMO_OFFICE.totpSecret, now),
    validForSeconds: 30 - (Math.floor(now / 1000) % 30),
  };
}

/** The lines the start banner and `seed-demo` print about the office account. */
export const demoOfficeLines = (): string[] => [
  `Office login: ${DEMO_OFFICE.email} / ${DEMO_OFFICE.password}`,
  `  two-factor code: npm run admin -- demo-office-code (or add the secret ${DEMO_OFFICE.totpSecret} to an authenticator app)`,
];
