import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { renderWithTheme } from '../../test-utils/render';
import { FormMessage } from '../form-message';
import { SelectFieldAdapter } from '../select-field-adapter';
import { TextFieldAdapter } from '../text-field-adapter';

type Values = Record<string, string | undefined>;

/** A final-form form around `children`; submitting answers `submitErrors` as the server would. */
function renderForm(
  children: ReactNode,
  {
    validate = () => ({}),
    submitErrors,
    initialValues,
  }: {
    validate?: (values: Values) => Values;
    submitErrors?: Values;
    initialValues?: Values;
  } = {},
) {
  let form: FormApi<Values> | undefined;
  renderWithTheme(
    <Form<Values>
      onSubmit={() => submitErrors}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, form: api }) => {
        form = api;
        return (
          <form onSubmit={handleSubmit} aria-label="Test form">
            {children}
            <button type="submit">Save</button>
          </form>
        );
      }}
    />,
  );
  return { user: userEvent.setup(), form: () => form as FormApi<Values> };
}

const requiredName = (values: Values) => (values.name ? {} : { name: 'Full name is required' });

describe('the text field adapter', () => {
  it("shows a field's error only once the field was touched (spec §5), the hint until then", async () => {
    const { user } = renderForm(
      <Field<string>
        name="name"
        render={(field) => (
          <TextFieldAdapter {...field} label="Full Name" hint="As on your patents" required />
        )}
      />,
      { validate: requiredName },
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('name', 'name');
    expect(screen.getByText('As on your patents')).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();

    await user.click(input);
    await user.tab();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.queryByText('As on your patents')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, 'Ada');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(screen.getByText('As on your patents')).toBeInTheDocument();
  });

  it("shows the server's message for a field until the field is edited again", async () => {
    const { user } = renderForm(
      <Field<string>
        name="email"
        type="email"
        render={(field) => <TextFieldAdapter {...field} label="Email" />}
      />,
      { submitErrors: { email: 'This email is already used.' } },
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already used.')).toBeInTheDocument();

    await user.type(input, 'm');
    expect(screen.queryByText('This email is already used.')).not.toBeInTheDocument();
  });

  it("takes the Field's type: a password field hides what is typed", async () => {
    const { user, form } = renderForm(
      <Field<string>
        name="old_password"
        type="password"
        render={(field) => <TextFieldAdapter {...field} label="Current Password" />}
      />,
    );
    const input = screen.getByLabelText('Current Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'secret-1');
    expect(form().getState().values.old_password).toBe('secret-1');
  });

  it("counts the characters as 'n/max', stops at max, and describes the field by its counter", async () => {
    const { user } = renderForm(
      <Field<string>
        name="title"
        render={(field) => (
          <TextFieldAdapter {...field} id="ticket-title" label="Title" required counter={5} />
        )}
      />,
      { validate: (values) => (values.title ? {} : { title: 'Title is required' }) },
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText('0/5')).toHaveAttribute('id', 'ticket-title-counter');
    expect(input).toHaveAttribute('aria-describedby', 'ticket-title-counter');

    await user.type(input, 'Solar panels');
    expect(input).toHaveValue('Solar');
    expect(screen.getByText('5/5')).toBeInTheDocument();

    await user.clear(input);
    await user.tab();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(input).toHaveAttribute(
      'aria-describedby',
      'ticket-title-helper-text ticket-title-counter',
    );
  });
});

describe('the select field adapter', () => {
  const options = [
    { value: 'CIE', label: 'CIE' },
    { value: 'UIR', label: 'UIR' },
  ];

  it('is a native select with an empty first option, its error shown once touched', async () => {
    const { user, form } = renderForm(
      <Field<string>
        name="affiliation"
        render={(field) => (
          <SelectFieldAdapter
            {...field}
            label="Affiliation"
            options={options}
            placeholder="Select an affiliation"
            required
          />
        )}
      />,
      {
        validate: (values) =>
          values.affiliation ? {} : { affiliation: 'Affiliation is required' },
      },
    );
    const select = screen.getByRole('combobox', { name: 'Affiliation' });
    expect(select).toHaveAttribute('id', 'affiliation');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an affiliation',
      'CIE',
      'UIR',
    ]);
    expect(screen.queryByText('Affiliation is required')).not.toBeInTheDocument();

    await user.click(select);
    await user.tab();
    expect(screen.getByText('Affiliation is required')).toBeInTheDocument();

    await user.selectOptions(select, 'UIR');
    expect(form().getState().values.affiliation).toBe('UIR');
    expect(screen.queryByText('Affiliation is required')).not.toBeInTheDocument();
  });

  it('still shows a stored value missing from the options, and its hint', () => {
    renderForm(
      <Field<string>
        name="affiliation"
        render={(field) => (
          <SelectFieldAdapter
            {...field}
            label="Affiliation"
            options={options}
            hint="Choose the type of organization you're affiliated with"
          />
        )}
      />,
      { initialValues: { affiliation: 'Old Lab' } },
    );
    expect(screen.getByRole('combobox', { name: 'Affiliation' })).toHaveValue('Old Lab');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Old Lab',
      'CIE',
      'UIR',
    ]);
    expect(
      screen.getByText("Choose the type of organization you're affiliated with"),
    ).toBeInTheDocument();
  });

  it("leaves a server message about the option to the form's message line", async () => {
    const { user } = renderForm(
      <Field<string>
        name="affiliation"
        render={(field) => (
          <SelectFieldAdapter {...field} label="Affiliation" options={options} hint="Pick one" />
        )}
      />,
      { submitErrors: { affiliation: 'Unknown affiliation.' } },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Affiliation' }), 'CIE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Unknown affiliation.')).not.toBeInTheDocument();
    expect(screen.getByText('Pick one')).toBeInTheDocument();
  });
});

describe("a form's message line", () => {
  it('shows nothing without a status, a success as a status and an error as an alert', () => {
    const { rerender } = renderWithTheme(<FormMessage status={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<FormMessage status={{ kind: 'success', text: 'Profile updated successfully!' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');

    rerender(<FormMessage status={{ kind: 'error', text: 'Failed to update settings.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update settings.');
  });
});

/** An import statement from final-form or react-final-form; group 1 is its `type` keyword. */
const FINAL_FORM_IMPORT = /^import\s+(type\s+)?[^;]*?from\s+'(?:react-)?final-form';/gm;

describe('the forms module', () => {
  it("imports react-final-form and final-form for their types only: each remote's own form renders it", () => {
    const dir = path.join(__dirname, '..');
    const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name));
    const imports = sources.flatMap((name) =>
      [...readFileSync(path.join(dir, name), 'utf8').matchAll(FINAL_FORM_IMPORT)].map((match) => ({
        statement: `${name}: ${match[0]}`,
        typeOnly: match[1] !== undefined,
      })),
    );
    const runtimeImports = imports.filter((i) => !i.typeOnly).map((i) => i.statement);
    expect(imports.some((i) => i.statement.startsWith('text-field-adapter.tsx'))).toBe(true);
    expect(runtimeImports).toEqual([]);
  });
});
