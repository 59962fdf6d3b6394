import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { renderCreateAccount } from '@remote-account/test/create-account-helpers';
import { makeSummary, paged } from '@remote-account/test/fixtures';
import { server } from '@remote-account/test/server';

startMsw(server, { csrfToken: 'test-csrf-token' });

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  document.cookie = 'shared_password=; max-age=0; path=/';
});

const form = () => within(screen.getByRole('form', { name: 'Créer un compte' }));
const submit = () => form().getByRole('button', { name: 'Créer le compte' });

describe('Create account in French', () => {
  it("is titled 'Créer un compte | Inventor Portal' and explains the search with a plural", async () => {
    renderCreateAccount();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Créer un compte inventeur' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Créer un compte | Inventor Portal');
    expect(
      form().getByText(
        'Saisissez le mot de passe partagé pour rechercher les inventeurs existants.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(form().getAllByRole('option')[0]).toHaveTextContent('Choisissez une affiliation'),
    );
    expect(form().getByText('Aucune variante du nom ajoutée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('says how many characters the search needs once the shared password is typed', async () => {
    const { user } = renderCreateAccount();
    await user.type(form().getByLabelText(/^Mot de passe partagé/), 'manager-secret');
    expect(
      form().getByText(
        'Saisissez au moins 2 caractères pour trouver un inventeur déjà présent dans le portail.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the required messages in French', async () => {
    const { user } = renderCreateAccount();
    await user.click(submit());
    expect(form().getByText('Le mot de passe partagé est obligatoire')).toBeInTheDocument();
    await user.type(form().getByRole('textbox', { name: 'Variante du nom' }), '   ');
    await user.click(form().getByRole('button', { name: 'Ajouter la variante du nom' }));
    expect(form().getByText('Une variante du nom ne peut pas être vide')).toBeInTheDocument();
  });

  it("shows 'Compte créé !' and copies the credentials in French", async () => {
    server.use(
      http.post('*/api/accounts/create-account/', () =>
        HttpResponse.json(
          { credentials: { email: 'grace@example.com', password: 'Xk3-generated-Pw-42' } },
          { status: 201 },
        ),
      ),
      http.post('*/api/inventors/inventors/search/', () =>
        HttpResponse.json(paged([makeSummary(2, null, { affiliation: null })])),
      ),
    );
    const { user } = renderCreateAccount();
    await user.type(form().getByLabelText(/^Mot de passe partagé/), 'manager-secret');
    await user.type(
      form().getByRole('textbox', { name: 'Rechercher un inventeur existant' }),
      'Inventeur',
    );
    // An unnamed inventor reads 'Inventeur <id>', without an affiliation 'Sans affiliation'.
    const result = await form().findByRole('button', { name: /Inventeur 2/ });
    expect(result).toHaveTextContent('Sans affiliation');
    await user.click(result);
    await user.click(submit());

    // A narrow no-break space before '!', as French typography wants.
    expect((await form().findByText(/^Compte créé\s!$/)).textContent).toBe('Compte créé\u202f!');
    expect(
      form().getByText(
        "Les identifiants ont également été envoyés à l'adresse e-mail de l'inventeur.",
      ),
    ).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(form().getByRole('button', { name: 'Copier les identifiants' }));
    expect(writeText).toHaveBeenCalledWith(
      'E-mail\u00a0: grace@example.com\nMot de passe\u00a0: Xk3-generated-Pw-42',
    );
    expect(await form().findByRole('button', { name: 'Copiés' })).toBeInTheDocument();
  });
});
