import { z } from 'zod';
import { i18n } from '@inventor-portal/shared/i18n';
import { translateMessage } from '../../messages';
import { fieldErrorsOf, shownFieldError, zodFormErrors } from '../form-errors';

const schema = z.object({
  title: z.string().min(1, 'Title is required').max(5, 'Title is too long'),
  variants: z.array(z.string().min(1, 'A variant cannot be empty')),
});

describe('form validation messages (zod rules on final-form fields)', () => {
  it('are empty when the values pass', () => {
    expect(zodFormErrors(schema, { title: 'Yes', variants: [] })).toEqual({});
  });

  it("show each field's first broken rule", () => {
    expect(zodFormErrors(schema, { title: '', variants: ['a'] })).toEqual({
      title: 'Title is required',
    });
  });

  it("report a list item's message on the list field", () => {
    expect(zodFormErrors(schema, { title: 'Yes', variants: ['a', ''] })).toEqual({
      variants: 'A variant cannot be empty',
    });
  });
});

describe("the server's field messages (a 400 answer)", () => {
  it('go to their fields, the first message of each list', () => {
    expect(
      fieldErrorsOf({
        status: 400,
        data: { email: ['Enter a valid email.', 'Other'], phone: 'Too long' },
      }),
    ).toEqual({
      email: 'Enter a valid email.',
      phone: 'Too long',
    });
  });

  it("leave out the general 'detail' and 'error' messages", () => {
    expect(
      fieldErrorsOf({ status: 400, data: { detail: 'Bad request', error: 'Bad' } }),
    ).toBeUndefined();
  });

  it('are none for answers without field messages', () => {
    expect(fieldErrorsOf(new Error('network'))).toBeUndefined();
    expect(fieldErrorsOf({ status: 500, data: 'Server error' })).toBeUndefined();
    expect(fieldErrorsOf({ status: 400, data: ['x'] })).toBeUndefined();
    expect(fieldErrorsOf({ status: 400, data: { email: [] } })).toBeUndefined();
  });
});

describe('the error a form field shows', () => {
  it('is none until the field was touched', () => {
    expect(shownFieldError({ touched: false, error: 'Title is required' })).toBeUndefined();
  });

  it("is the field's rule message once touched", () => {
    expect(shownFieldError({ touched: true, error: 'Title is required' })).toBe(
      'Title is required',
    );
    expect(shownFieldError({ touched: true })).toBeUndefined();
  });

  it("is the server's message until the field is edited again", () => {
    expect(shownFieldError({ touched: true, submitError: 'Email taken' })).toBe('Email taken');
    expect(
      shownFieldError({ touched: true, submitError: 'Email taken', dirtySinceLastSubmit: true }),
    ).toBeUndefined();
    expect(
      shownFieldError({ touched: true, error: 'Email is invalid', submitError: 'Email taken' }),
    ).toBe('Email is invalid');
  });
});

describe('in French', () => {
  const french = (message: string) => translateMessage(message, 'fr');
  beforeEach(() => i18n.changeLanguage('fr'));
  afterEach(() => i18n.changeLanguage('en'));

  it("give the schema's messages in French", () => {
    const errors = zodFormErrors(schema, { title: '', variants: [] });
    expect(errors.title).toBe(french('Title is required'));
    expect(errors.title).not.toBe('Title is required');
  });

  it("give the server's field messages in French", () => {
    expect(fieldErrorsOf({ status: 400, data: { email: ['Invalid email'] } })).toEqual({
      email: french('Invalid email'),
    });
  });

  it('show a message made in English, before the switch, in French', () => {
    expect(shownFieldError({ touched: true, error: 'Title is required' })).toBe(
      french('Title is required'),
    );
  });

  it('leave a message without a translation as it is', () => {
    expect(zodFormErrors(schema, { title: 'Too long', variants: [] })).toEqual({
      title: 'Title is too long',
    });
  });
});
