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
