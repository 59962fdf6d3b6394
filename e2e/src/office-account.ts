import type { Credentials } from './account-api';
import { runAdminCommand } from './admin-cli';
import { callApi, signInViaApi } from './api-session';
import { totpCode } from './totp';

/** An office account ready to sign in: its password chosen, two-factor sign-in on. */
export interface OfficeAccount extends Credentials {
  secret: string;
  /** The 30-second step of the last code the server accepted (a code works once). */
  lastStep: number;
}

const stepNow = () => Math.floor(Date.now() / 1000 / 30);

/**
 * An office account as a new colleague gets one: created by `create-office-user`, its generated
 * password changed, then two-factor sign-in turned on (through the API: the browser part of
 * these steps is two-factor.e2e.ts's).
 */
export async function createOfficeAccount(email: string, name: string): Promise<OfficeAccount> {
  const output = await runAdminCommand(['create-office-user', email, '--name', name]);
  const generated = /Password: (\S+)/.exec(output)?.[1];
  if (!generated) throw new Error(`create-office-user printed no password: ${output}`);
  const password = `Office-${generated.slice(0, 8)}-2026`;
  const first = await signInViaApi({ email, password: generated });
  await callApi(first, 'POST', '/api/accounts/change-password/', {
    old_password: generated,
    new_password: password,
  });
  const session = await signInViaApi({ email, password });
  const setup = await callApi<{ secret: string }>(session, 'POST', '/api/accounts/2fa/setup/', {});
  await callApi(session, 'POST', '/api/accounts/2fa/enable/', {
    code: totpCode(setup.secret),
    password,
  });
  return { email, password, secret: setup.secret, lastStep: stepNow() };
}

/**
 * A code the server has not seen yet. The server accepts one step of clock drift either way
 * (two-factor.service.ts), as an authenticator running a little ahead would send: so the code
 * is the current step's, or the next step's when the current one was used; only a third code
 * within one step waits for the clock.
 */
export async function freshCode(account: OfficeAccount): Promise<string> {
  const step = Math.max(stepNow(), account.lastStep + 1);
  while (step > stepNow() + 1) await new Promise((r) => setTimeout(r, 1000));
  account.lastStep = step;
  return totpCode(account.secret, step * 30_000);
}
