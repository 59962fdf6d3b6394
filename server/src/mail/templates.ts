import type { Language } from '@inventor-portal/shared/schemas';
import type { OutgoingMail } from './outbox';

/**
 * The account mails, each in English and French: the recipient's account language picks one
 * (`en` when left out). The English texts are the spec's; the French ones are written for the
 * same readers, with French typography (a no-break space before « : », a narrow one before « ; »).
 */

interface MailText {
  subject: string;
  lines: string[];
}

/** One mail's text per language, from the same input. */
type Texts<I> = Record<Language, (input: I) => MailText>;

function mail<I extends { language?: Language }>(
  to: string,
  texts: Texts<I>,
  input: I,
): OutgoingMail {
  const { subject, lines } = texts[input.language ?? 'en'](input);
  return { to, subject, text: lines.join('\n') };
}

const SIGNATURE = 'Inventor Portal';

interface AccountCreatedInput {
  publicUrl: string;
  email: string;
  password: string;
  name?: string | null;
  language?: Language;
}

const ACCOUNT_CREATED: Texts<AccountCreatedInput> = {
  en: (input) => ({
    subject: 'Your Inventor Portal account',
    lines: [
      input.name ? `Hello ${input.name},` : 'Hello,',
      '',
      'An Inventor Portal account has been created for you.',
      '',
      `Portal: ${input.publicUrl}/login`,
      `Email: ${input.email}`,
      `Password: ${input.password}`,
      '',
      'Please log in and change this password in Settings.',
      '',
      SIGNATURE,
    ],
  }),
  fr: (input) => ({
    subject: 'Votre compte Inventor Portal',
    lines: [
      input.name ? `Bonjour ${input.name},` : 'Bonjour,',
      '',
      'Un compte Inventor Portal a été créé pour vous.',
      '',
      `Portail\u00a0: ${input.publicUrl}/login`,
      `E-mail\u00a0: ${input.email}`,
      `Mot de passe\u00a0: ${input.password}`,
      '',
      'Veuillez vous connecter et changer ce mot de passe dans les Paramètres.',
      '',
      SIGNATURE,
    ],
  }),
};

/** The mail with a new account's credentials (sent when a manager creates the account). */
export const accountCreatedMail = (input: AccountCreatedInput): OutgoingMail =>
  mail(input.email, ACCOUNT_CREATED, input);

interface PasswordResetInput {
  email: string;
  link: string;
  language?: Language;
}

const PASSWORD_RESET: Texts<PasswordResetInput> = {
  en: (input) => ({
    subject: 'Reset your Inventor Portal password',
    lines: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Inventor Portal account.',
      'Open this link to choose a new password (valid for 24 hours, usable once):',
      '',
      input.link,
      '',
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      '',
      SIGNATURE,
    ],
  }),
  fr: (input) => ({
    subject: 'Réinitialisez votre mot de passe Inventor Portal',
    lines: [
      'Bonjour,',
      '',
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Inventor Portal.',
      'Ouvrez ce lien pour choisir un nouveau mot de passe (valable 24 heures, utilisable une seule fois) :',
      '',
      input.link,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      '',
      SIGNATURE,
    ],
  }),
};

/** The mail with a password reset link (valid 24 hours, single use). */
export const passwordResetMail = (input: PasswordResetInput): OutgoingMail =>
  mail(input.email, PASSWORD_RESET, input);

interface EmailChangedInput {
  oldEmail: string;
  newEmail: string;
  language?: Language;
}

const EMAIL_CHANGED: Texts<EmailChangedInput> = {
  en: (input) => ({
    subject: 'The email of your Inventor Portal account was changed',
    lines: [
      'Hello,',
      '',
      `The email address of your Inventor Portal account was changed from ${input.oldEmail} to ${input.newEmail}.`,
      'Sign-in, notifications and password resets now use the new address.',
      '',
      'If you did not make this change, someone else may be using your account:',
      'tell the technology-transfer office at once.',
      '',
      SIGNATURE,
    ],
  }),
  fr: (input) => ({
    subject: 'L’adresse e-mail de votre compte Inventor Portal a été modifiée',
    lines: [
      'Bonjour,',
      '',
      `L’adresse e-mail de votre compte Inventor Portal est passée de ${input.oldEmail} à ${input.newEmail}.`,
      'La connexion, les notifications et les réinitialisations de mot de passe utilisent désormais la nouvelle adresse.',
      '',
      'Si vous n’êtes pas à l’origine de ce changement, quelqu’un d’autre utilise peut-être votre compte :',
      'prévenez sans attendre le bureau de transfert de technologie.',
      '',
      SIGNATURE,
    ],
  }),
};

/** The notice to the old address when the account's email changes. */
export const emailChangedMail = (input: EmailChangedInput): OutgoingMail =>
  mail(input.oldEmail, EMAIL_CHANGED, input);

interface AccountOpenedInput {
  email: string;
  name: string | null;
  language?: Language;
}

const ACCOUNT_OPENED: Texts<AccountOpenedInput> = {
  en: (input) => ({
    subject: 'An Inventor Portal account was opened for you',
    lines: [
      input.name ? `Hello ${input.name},` : 'Hello,',
      '',
      'Someone with the shared password of the technology-transfer office opened an Inventor',
      `Portal account for your inventor record (${input.email}). Its sign-in details were sent`,
      'to you in a separate mail; the password must be changed at the first sign-in and expires',
      'after 7 days.',
      '',
      'If you did not expect this, tell the technology-transfer office at once.',
      '',
      SIGNATURE,
    ],
  }),
  fr: (input) => ({
    subject: 'Un compte Inventor Portal a été ouvert pour vous',
    lines: [
      input.name ? `Bonjour ${input.name},` : 'Bonjour,',
      '',
      'Une personne disposant du mot de passe partagé du bureau de transfert de technologie a ouvert',
      `un compte Inventor Portal pour votre fiche d’inventeur (${input.email}). Ses identifiants de`,
      'connexion vous ont été envoyés dans un message séparé ; le mot de passe doit être changé à la',
      'première connexion et expire au bout de 7 jours.',
      '',
      'Si vous ne vous y attendiez pas, prévenez sans attendre le bureau de transfert de technologie.',
      '',
      SIGNATURE,
    ],
  }),
};

/**
 * The notice an existing inventor gets when someone with the manager's shared password opens an
 * account for their record (the creator saw the generated password too).
 */
export const accountOpenedNotice = (input: AccountOpenedInput): OutgoingMail =>
  mail(input.email, ACCOUNT_OPENED, input);
