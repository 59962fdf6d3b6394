import type { Account } from '@inventor-portal/shared/schemas';
import { paths } from '../config/paths';

/** Technology-transfer office staff: the office navigation and remote-office are theirs alone. */
export const isOfficeUser = (user: Account | null | undefined): boolean => user?.role === 'office';

/** An outside expert's account (role `reviewer`): it sees only its reviews and Settings. */
export const isReviewerRole = (user: Account | null | undefined): boolean =>
  user?.role === 'reviewer';

/**
 * An account with an inventor record: the inventor's screens (dashboard, tickets, patents,
 * co-inventors) are for it. An office account may have none (`inventor: null`, API.md Part 2).
 */
export const hasInventorRecord = (user: Account | null | undefined): boolean =>
  Boolean(user?.inventor);

/**
 * Where a signed-in user starts: the office dashboard for the office, the reviews for a
 * reviewer-role account, else the dashboard.
 */
export const homePathOf = (user: Account | null | undefined): string =>
  isOfficeUser(user) ? paths.office : isReviewerRole(user) ? paths.reviews : paths.dashboard;

/**
 * Office staff must turn on two-factor sign-in before anything but Settings works (the server
 * answers `403 two_factor_required`): the guard keeps them on /settings until they have; not
 * when they signed in through a campus provider.
 */
export const mustSetUpTwoFactor = (user: Account | null | undefined): boolean =>
  isOfficeUser(user) &&
  user?.two_factor_enabled === false &&
  // A campus sign-in's session: the provider's own second factor applies (API.md Part 3).
  !user.sign_in_method?.startsWith('sso:');

/** A generated password still to be changed (the flag lives on the inventor record). */
export const mustChangePassword = (user: Account | null | undefined): boolean =>
  user?.inventor?.must_change_password === true;
