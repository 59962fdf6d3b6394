import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { feedEvent } from '@inventor-portal/shared/events';
import { makeNotification, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { restoreEnglish, showPageIn } from '@host/test/language';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { NotificationBell } from '../notification-bell';

startMsw(server);

/** The text exactly, its no-break spaces included (the default matcher turns them into spaces). */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

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

  it('writes each notification in French from its event, whatever language the server wrote', async () => {
    serve([
      makeNotification(
        1,
        false,
        "Your ticket 'Fog net' was approved; meeting on 2026-12-01",
        feedEvent('ticket.status_changed', {
          title: 'Fog net',
          status: 'approved',
          meeting_date: '2026-12-01T10:00:00.000Z',
        }),
      ),
      makeNotification(
        2,
        true,
        "Ticket 'Fog net': public disclosure on 2026-09-30, in 7 days",
        feedEvent('ticket.disclosure_deadline', { title: 'Fog net', date: '2026-09-30', days: 7 }),
      ),
    ]);
    const { user } = renderWithApp(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(menu).findByText(
        'Votre déclaration «\u00a0Fog net\u00a0» a été approuvée\u202f; réunion le 01/12/2026',
        EXACT,
      ),
    ).toBeInTheDocument();
    expect(
      within(menu).getByText(
        'Déclaration «\u00a0Fog net\u00a0»\u00a0: divulgation publique le 30/09/2026, dans 7\u00a0jours',
        EXACT,
      ),
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
