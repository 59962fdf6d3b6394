import type { Language } from '@inventor-portal/shared/schemas';
import { greeting, mailT } from './mail-text';
import type { OutgoingMail } from './outbox';

/**
 * The account mails, in the recipient's account language (`en` when left out): each one's
 * subject and body are keys of the `mail` catalog (`shared/src/locales/mail/{en,fr}.json`). The
 * English texts are the spec's.
 */

type AccountMail =
  | 'accountCreated'
  | 'passwordReset'
  | 'emailChanged'
  | 'emailChangedByOffice'
  | 'accountOpened'
  | 'twoFactorOn'
  | 'twoFactorOff'
  | 'twoFactorReset'
  | 'reviewerInvited';

/** A greeting, the mail's body, the signature; its subject. */
function mail(
  to: string,
  kind: AccountMail,
  input: { language?: Language; name?: string | null },
  values: Record<string, string>,
): OutgoingMail {
  const t = mailT(input.language ?? 'en');
  const text = [greeting(t, input.name), '', t(`${kind}.body`, values), '', t('signature')];
  return { to, subject: t(`${kind}.subject`, values), text: text.join('\n') };
}

interface AccountCreatedInput {
  publicUrl: string;
  email: string;
  password: string;
  name?: string | null;
  language?: Language;
}

/** The mail with a new account's credentials (sent when a manager creates the account). */
export const accountCreatedMail = (input: AccountCreatedInput): OutgoingMail =>
  mail(input.email, 'accountCreated', input, {
    url: `${input.publicUrl}/login`,
    email: input.email,
    password: input.password,
  });

interface PasswordResetInput {
  email: string;
  link: string;
  language?: Language;
}

/** The mail with a password reset link (valid 24 hours, single use). */
export const passwordResetMail = (input: PasswordResetInput): OutgoingMail =>
  mail(input.email, 'passwordReset', { language: input.language }, { link: input.link });

interface EmailChangedInput {
  oldEmail: string;
  newEmail: string;
  language?: Language;
}

/** The notice to the old address when the account's email changes. */
export const emailChangedMail = (input: EmailChangedInput): OutgoingMail =>
  mail(
    input.oldEmail,
    'emailChanged',
    { language: input.language },
    { oldEmail: input.oldEmail, newEmail: input.newEmail },
  );

interface AccountOpenedInput {
  email: string;
  name: string | null;
  language?: Language;
}

/**
 * The notice an existing inventor gets when someone with the manager's shared password opens an
 * account for their record (the creator saw the generated password too).
 */
export const accountOpenedNotice = (input: AccountOpenedInput): OutgoingMail =>
  mail(input.email, 'accountOpened', input, { email: input.email });

/** The notice to the old address when the office changes the account's email (its sessions end). */
export const emailChangedByOfficeMail = (input: EmailChangedInput): OutgoingMail =>
  mail(
    input.oldEmail,
    'emailChangedByOffice',
    { language: input.language },
    { oldEmail: input.oldEmail, newEmail: input.newEmail },
  );

interface TwoFactorChangeInput {
  email: string;
  name?: string | null;
  language?: Language;
  /** `on` / `off` by the owner in Settings; `reset` by an administrator (`admin reset-2fa`). */
  change: 'on' | 'off' | 'reset';
}

const TWO_FACTOR_MAILS = {
  on: 'twoFactorOn',
  off: 'twoFactorOff',
  reset: 'twoFactorReset',
} as const;

/** The notice that two-factor sign-in was turned on or off (a stolen session cannot do it silently). */
export const twoFactorChangedMail = (input: TwoFactorChangeInput): OutgoingMail =>
  mail(input.email, TWO_FACTOR_MAILS[input.change], input, { email: input.email });

interface ReviewerInvitedInput {
  email: string;
  name: string;
  /** The set-password link (the reset page), valid 7 days. */
  link: string;
  language?: Language;
}

/** The invitation of an outside reviewer: a link to choose a password (API.md Part 3). */
export const reviewerInvitedMail = (input: ReviewerInvitedInput): OutgoingMail =>
  mail(input.email, 'reviewerInvited', input, { link: input.link });
