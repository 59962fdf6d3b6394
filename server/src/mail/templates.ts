import type { OutgoingMail } from './outbox';

/** The mail with a new account's credentials (sent when a manager creates the account). */
export function accountCreatedMail(input: {
  publicUrl: string;
  email: string;
  password: string;
  name?: string | null;
}): OutgoingMail {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to: input.email,
    subject: 'Your Inventor Portal account',
    text: [
      greeting,
      '',
      'An Inventor Portal account has been created for you.',
      '',
      `Portal: ${input.publicUrl}/login`,
      `Email: ${input.email}`,
      `Password: ${input.password}`,
      '',
      'Please log in and change this password in Settings.',
      '',
      'Inventor Portal',
    ].join('\n'),
  };
}

/** The mail with a password reset link (valid 24 hours, single use). */
export function passwordResetMail(input: { email: string; link: string }): OutgoingMail {
  return {
    to: input.email,
    subject: 'Reset your Inventor Portal password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Inventor Portal account.',
      'Open this link to choose a new password (valid for 24 hours, usable once):',
      '',
      input.link,
      '',
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      '',
      'Inventor Portal',
    ].join('\n'),
  };
}
