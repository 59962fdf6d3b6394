import { accountCreatedMail, passwordResetMail } from '../../src/mail/templates';

describe('mail templates', () => {
  it('puts the portal URL, the email and the password in the account mail', () => {
    const mail = accountCreatedMail({
      publicUrl: 'https://portal.example',
      email: 'ada@example.org',
      password: 'S3cret-Pass-1234!',
    });
    expect(mail.to).toBe('ada@example.org');
    expect(mail.subject).toBe('Your Inventor Portal account');
    expect(mail.text).toContain('https://portal.example/login');
    expect(mail.text).toMatch(/^Email: ada@example\.org$/m);
    expect(mail.text).toMatch(/^Password: S3cret-Pass-1234!$/m);
  });

  it('puts the reset link alone on its line in the reset mail', () => {
    const link = 'https://portal.example/reset-password/MQ/abc-def';
    const mail = passwordResetMail({ email: 'ada@example.org', link });
    expect(mail.to).toBe('ada@example.org');
    expect(mail.text.split('\n')).toContain(link);
  });
});
