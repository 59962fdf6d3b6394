import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Account } from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import ProfilePage from '@remote-account/exposes/profile-page';
import { renderPage } from '@remote-account/test/render';
import { server } from '@remote-account/test/server';
import { renderSettings } from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

/** An office account without an inventor record (API.md Part 2 "Roles"). */
const officeAccount: Account = {
  email: 'grace@office.example',
  role: 'office',
  language: 'en',
  two_factor_enabled: true,
  sign_in_method: 'password',
  inventor: null,
};

describe('an office account without an inventor record', () => {
  beforeEach(() => {
    server.use(http.get('*/api/accounts/me/', () => HttpResponse.json(officeAccount)));
  });

  it('sees its profile: the email, no inventor counters, patents or co-inventors', async () => {
    renderPage(<ProfilePage />, '/profile');
    const summary = await screen.findByRole('region', { name: 'Profile summary' });
    expect(await within(summary).findByText('grace@office.example')).toBeInTheDocument();
    expect(within(summary).queryByRole('region', { name: 'Patents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Patents' })).not.toBeInTheDocument();
  });

  it('sees its settings without the inventor profile form', async () => {
    renderSettings();
    expect(await screen.findByRole('region', { name: 'General' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal Information' })).not.toBeInTheDocument();
  });
});
