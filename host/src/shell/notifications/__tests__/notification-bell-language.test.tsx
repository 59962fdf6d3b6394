import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeNotification, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { restoreEnglish, showPageIn } from '@host/test/language';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { NotificationBell } from '../notification-bell';

startMsw(server);

beforeEach(() => showPageIn('fr'));
afterEach(restoreEnglish);

const serve = (notifications: ReturnType<typeof makeNotification>[]) =>
  server.use(
    http.get('*/api/accounts/notifications/', () => HttpResponse.json(paged(notifications))),
  );

describe('notification bell in French', () => {
  it("says 'Notifications, 1 non lue' for one unread notification", async () => {
    serve([makeNotification(1, false), makeNotification(2, true)]);
    renderWithApp(<NotificationBell />);

    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 non lue' }),
    ).toBeInTheDocument();
  });

  it("says 'Notifications, 2 non lues' for two", async () => {
    serve([makeNotification(1, false), makeNotification(2, false)]);
    renderWithApp(<NotificationBell />);

    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 non lues' }),
    ).toBeInTheDocument();
  });

  it('lists notifications with a French relative time and French actions', async () => {
    serve([makeNotification(1, false, 'Votre déclaration a été approuvée')]);
    const { user } = renderWithApp(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(menu).findByText('Votre déclaration a été approuvée')).toBeInTheDocument();
    expect(within(menu).getByText(/^il y a /)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Tout marquer comme lu' })).toBeEnabled();
    expect(
      within(menu).getByRole('button', { name: /^Non lue\u00a0: Votre déclaration/ }),
    ).toBeInTheDocument();
  });

  it("says 'Aucune notification' when the list is empty", async () => {
    serve([]);
    const { user } = renderWithApp(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(menu).findByText('Aucune notification')).toBeInTheDocument();
  });
});
