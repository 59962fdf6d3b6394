import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { restoreEnglish } from '@host/test/language';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { ForgotPasswordPage } from '../../forgot-password/forgot-password-page';
import { ResetPasswordPage } from '../../reset-password/reset-password-page';

startMsw(server);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

afterEach(restoreEnglish);

describe('password pages in French', () => {
  it('asks for the reset link in French once Français is chosen, and confirms it in French', async () => {
    server.use(
      http.post('*/api/accounts/reset-password/', () =>
        HttpResponse.json({ detail: 'Password reset email sent! Please check your inbox.' }),
      ),
    );
    const { user } = renderWithApp(<ForgotPasswordPage />, {
      route: '/forgot-password',
      path: '/forgot-password',
    });

    await user.click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(document.title).toBe('Mot de passe oublié | Inventor Portal');
    await user.type(screen.getByLabelText(/E-mail/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "L'e-mail de réinitialisation a été envoyé\u202f! Consultez votre boîte de réception.",
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says in French that the new passwords differ', async () => {
    const { user } = renderWithApp(<ResetPasswordPage />, {
      route: '/reset-password/MQ/abc-123',
      path: '/reset-password/:uidb64/:token',
    });
    await user.click(screen.getByRole('button', { name: 'Français' }));

    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les mots de passe ne correspondent pas',
    );
    expect(document.title).toBe('Réinitialiser le mot de passe | Inventor Portal');
  });
});
