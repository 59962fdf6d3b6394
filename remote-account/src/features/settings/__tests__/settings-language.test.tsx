import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n, LANGUAGE_STORAGE_KEY, type Language } from '@inventor-portal/shared/i18n';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeAccount } from '@remote-account/test/fixtures';
import { server } from '@remote-account/test/server';
import {
  inProfile,
  languageSection,
  renderSettings,
  waitForProfile,
} from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

type Body = Record<string, unknown>;

/**
 * An account whose `me.language` follows what PUT me saves, as the server's does; `refuse`
 * answers every PUT with a 500.
 */
function accountServer(language: Language = 'en', { refuse = false } = {}) {
  let saved = language;
  const bodies: Body[] = [];
  server.use(
    http.get('*/api/accounts/me/', () => HttpResponse.json(makeAccount(saved))),
    http.put('*/api/accounts/me/', async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      if (refuse) return HttpResponse.json({}, { status: 500 });
      if (body.language === 'en' || body.language === 'fr') saved = body.language;
      return HttpResponse.json(makeAccount(saved));
    }),
  );
  return bodies;
}

describe('Settings: language', () => {
  it("offers 'English' and 'Français', each in its own language, with the account's checked", async () => {
    accountServer('en');
    renderSettings();
    await waitForProfile();
    const section = languageSection();
    const english = section.getByRole('radio', { name: 'English' });
    const french = section.getByRole('radio', { name: 'Français' });
    expect(english).toBeChecked();
    expect(french).not.toBeChecked();
    expect(english.closest('label')).toHaveAttribute('lang', 'en');
    expect(french.closest('label')).toHaveAttribute('lang', 'fr');
    expect(section.getByRole('radiogroup', { name: 'Language' })).toHaveAccessibleDescription(
      'The language of the portal and of the emails you receive.',
    );
  });

  it('shows the French of a French account checked', async () => {
    accountServer('fr');
    renderSettings();
    await waitForProfile();
    await waitFor(() =>
      expect(languageSection().getByRole('radio', { name: 'Français' })).toBeChecked(),
    );
  });

  it('saves French with PUT {"language": "fr"}, turns the page French and says so in French', async () => {
    const bodies = accountServer('en');
    const { user } = renderSettings();
    await waitForProfile();
    expect(document.title).toBe('Settings | Inventor Portal');

    await user.click(languageSection().getByRole('radio', { name: 'Français' }));

    expect(
      await languageSection('Langue').findByText(
        'Le portail et vos e-mails sont désormais en français.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ language: 'fr' }]);
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Paramètres | Inventor Portal'));
    expect(screen.getByRole('region', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Général' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Connexion en deux étapes' })).toBeInTheDocument();
    // The cached `me` took the new language: the choice stays.
    expect(languageSection('Langue').getByRole('radio', { name: 'Français' })).toBeChecked();
  });

  it("switches back to the spec's English exactly", async () => {
    const bodies = accountServer('fr');
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderSettings();
    await waitForProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();

    await user.click(languageSection('Langue').getByRole('radio', { name: 'English' }));

    expect(
      await languageSection().findByText('The portal and your emails are now in English.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ language: 'en' }]);
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Settings | Inventor Portal'));
    expect(screen.getByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'General' })).toBeInTheDocument();
    expect(inProfile().getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(
      inProfile().getByText('This email will be used for notifications and communications'),
    ).toBeInTheDocument();
  });

  it('keeps the language and says so when the save fails', async () => {
    const bodies = accountServer('en', { refuse: true });
    const { user } = renderSettings();
    await waitForProfile();

    await user.click(languageSection().getByRole('radio', { name: 'Français' }));

    expect(
      await languageSection().findByText('Your language could not be saved.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ language: 'fr' }]);
    expect(i18n.language).toBe('en');
    expect(languageSection().getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it("turns a message already shown into the new language (the profile's success line)", async () => {
    accountServer('en');
    const { user } = renderSettings();
    await waitForProfile();
    await user.click(inProfile().getByRole('button', { name: 'Save Changes' }));
    expect(await inProfile().findByText('Profile updated successfully!')).toBeInTheDocument();

    await user.click(languageSection().getByRole('radio', { name: 'Français' }));

    expect(await screen.findByText('Votre profil a bien été mis à jour.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('never sends or resets the language with a profile save', async () => {
    const bodies = accountServer('fr');
    // The PUT answer of an older server, without `language`: the cached one stays.
    server.use(
      http.put('*/api/accounts/me/', async ({ request }) => {
        bodies.push((await request.json()) as Body);
        const { language: _omitted, ...withoutLanguage } = makeAccount('fr');
        return HttpResponse.json(withoutLanguage);
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderSettings();
    await waitForProfile();
    await waitFor(() =>
      expect(languageSection('Langue').getByRole('radio', { name: 'Français' })).toBeChecked(),
    );

    const profile = within(screen.getByRole('region', { name: 'Informations personnelles' }));
    await user.click(profile.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await profile.findByText('Votre profil a bien été mis à jour.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('language');
    expect(languageSection('Langue').getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(i18n.language).toBe('fr');
  });
});
