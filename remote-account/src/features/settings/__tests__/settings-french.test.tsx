import { act, screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { i18n } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeAccount } from '@remote-account/test/fixtures';
import { server } from '@remote-account/test/server';
import { renderSettings, waitForProfile } from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

beforeEach(async () => {
  server.use(http.get('*/api/accounts/me/', () => HttpResponse.json(makeAccount('fr'))));
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const profile = () => within(screen.getByRole('region', { name: 'Informations personnelles' }));
const password = () => within(screen.getByRole('region', { name: 'Général' }));
const twoFactor = () => within(screen.getByRole('region', { name: 'Connexion en deux étapes' }));

describe('Settings in French', () => {
  it("is titled 'Paramètres | Inventor Portal' with French sections and fields", async () => {
    renderSettings();
    await waitForProfile();
    expect(document.title).toBe('Paramètres | Inventor Portal');
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(profile().getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Ada Lovelace');
    expect(profile().getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAccessibleDescription(
      'Cette adresse sera utilisée pour les notifications et les échanges',
    );
    expect(profile().getByRole('combobox', { name: 'Affiliation' })).toBeInTheDocument();
    expect(profile().getByRole('button', { name: 'Importer une photo' })).toBeInTheDocument();
    expect(profile().getByRole('button', { name: 'Changer de photo' })).toBeInTheDocument();
    expect(
      profile().getByRole('button', { name: 'Enregistrer les modifications' }),
    ).toBeInTheDocument();
    expect(password().getByLabelText('Confirmer le nouveau mot de passe')).toBeInTheDocument();
    expect(twoFactor().getByRole('button', { name: 'Configurer' })).toBeInTheDocument();
  });

  it('shows the validation messages in French', async () => {
    const { user } = renderSettings();
    await waitForProfile();
    await user.clear(profile().getByRole('textbox', { name: 'Nom complet' }));
    await user.tab();
    expect(profile().getByText('Le nom complet est obligatoire')).toBeInTheDocument();

    await user.type(password().getByLabelText('Nouveau mot de passe'), 'new-secret-1');
    await user.type(password().getByLabelText('Confirmer le nouveau mot de passe'), 'other');
    await user.tab();
    expect(password().getByText('Les mots de passe doivent être identiques')).toBeInTheDocument();
  });

  it('confirms a saved profile in French', async () => {
    server.use(http.put('*/api/accounts/me/', () => HttpResponse.json(makeAccount('fr'))));
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(profile().getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await profile().findByText('Votre profil a bien été mis à jour.')).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB in French', async () => {
    const { user } = renderSettings();
    await waitForProfile();
    const big = new NodeFile([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByTestId('photo-input'), big as unknown as File);
    expect(profile().getByText('La photo ne doit pas dépasser 5 Mo.')).toBeInTheDocument();
    expect(profile().getByText('JPG, PNG, GIF ou WebP, 5 Mo au maximum.')).toBeInTheDocument();
  });

  it("shows a server's message in French", async () => {
    server.use(
      http.post('*/api/accounts/2fa/setup/', () =>
        HttpResponse.json({ detail: 'Invalid two-factor code.' }, { status: 400 }),
      ),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(twoFactor().getByRole('button', { name: 'Configurer' }));
    expect(
      await twoFactor().findByText('Code de connexion en deux étapes invalide.'),
    ).toBeInTheDocument();
  });

  it("falls back to the remote's own French when the server gives no message", async () => {
    server.use(
      http.post('*/api/accounts/change-password/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await user.type(password().getByLabelText('Mot de passe actuel'), 'old-secret-1');
    await user.type(password().getByLabelText('Nouveau mot de passe'), 'new-secret-1');
    await user.type(password().getByLabelText('Confirmer le nouveau mot de passe'), 'new-secret-1');
    await user.click(password().getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await password().findByText("Le mot de passe n'a pas pu être modifié."),
    ).toBeInTheDocument();
  });
});
