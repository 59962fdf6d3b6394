import { i18n } from '@inventor-portal/shared/i18n';
import { translateMessage } from '../../messages';
import { getErrorMessage } from '../error-message';

describe('getErrorMessage', () => {
  it('reads detail, then error, then the first field message', () => {
    expect(
      getErrorMessage(
        { status: 400, data: { detail: 'Invalid email or password.' } },
        'Login failed',
      ),
    ).toBe('Invalid email or password.');
    expect(getErrorMessage({ status: 403, data: { error: 'Invalid shared password.' } }, 'x')).toBe(
      'Invalid shared password.',
    );
    expect(getErrorMessage({ status: 400, data: { email: ['Invalid email'] } }, 'x')).toBe(
      'Invalid email',
    );
  });

  it('reads only the given fields, in order, when asked', () => {
    const error = { status: 400, data: { detail: 'Bad', new_password: ['Too short'] } };
    expect(getErrorMessage(error, 'Failed to reset password.', ['new_password', 'detail'])).toBe(
      'Too short',
    );
    expect(getErrorMessage(error, 'Failed.', ['non_field_errors'])).toBe('Failed.');
  });

  it('falls back for network errors and bodies without a message', () => {
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Login failed')).toBe(
      'Login failed',
    );
    expect(getErrorMessage({ status: 500, data: '<html>' }, 'Login failed')).toBe('Login failed');
    expect(getErrorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});

describe('getErrorMessage in French', () => {
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => i18n.changeLanguage('en'));

  it("gives the server's English detail in French", () => {
    const french = translateMessage('Invalid email or password.', 'fr');
    expect(french).not.toBe('Invalid email or password.');
    expect(
      getErrorMessage(
        { status: 400, data: { detail: 'Invalid email or password.' } },
        'Échec de la connexion',
      ),
    ).toBe(french);
  });

  it('keeps a detail the server already wrote in French, and the given fallback', () => {
    expect(getErrorMessage({ status: 400, data: { detail: 'Déjà traduit.' } }, 'x')).toBe(
      'Déjà traduit.',
    );
    expect(getErrorMessage({ status: 'FETCH_ERROR' }, 'Échec de la connexion')).toBe(
      'Échec de la connexion',
    );
  });
});
