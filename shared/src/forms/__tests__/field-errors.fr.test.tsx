import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { z } from 'zod';
import { i18n } from '@inventor-portal/shared/i18n';
import { translateMessage as frenchFromMap } from '../../messages';
import { zodFormErrors } from '../../schemas/form-errors';
import { renderWithTheme } from '../../test-utils/render';
import { TextFieldAdapter } from '../text-field-adapter';

beforeEach(() => act(() => i18n.changeLanguage('fr')));
afterEach(() => act(() => i18n.changeLanguage('en')));

const schema = z.object({ title: z.string().min(1, 'Title is required') });
type Values = { title?: string };
const french = (message: string) => frenchFromMap(message, 'fr');

/** A title field validated by the zod schema; the server answers `submitErrors`. */
function renderTitleForm(submitErrors?: Values) {
  renderWithTheme(
    <Form<Values>
      onSubmit={() => submitErrors}
      validate={(values) => zodFormErrors(schema, { title: values.title ?? '' })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <Field<string>
            name="title"
            render={(field) => <TextFieldAdapter {...field} label="Titre" />}
          />
          <button type="submit">Enregistrer</button>
        </form>
      )}
    />,
  );
  return userEvent.setup();
}

describe('form errors in French', () => {
  it("shows the schema's rule message in French once the field was touched", async () => {
    expect(french('Title is required')).not.toBe('Title is required');
    const user = renderTitleForm();
    await user.click(screen.getByRole('textbox', { name: 'Titre' }));
    await user.tab();
    expect(screen.getByText(french('Title is required'))).toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it("shows the server's English field message in French", async () => {
    expect(french('Max 100 characters')).not.toBe('Max 100 characters');
    const user = renderTitleForm({ title: 'Max 100 characters' });
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Capteur');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(french('Max 100 characters'))).toBeInTheDocument();
  });
});
