import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { feedEvent } from '@inventor-portal/shared/events';
import { makeNotification, paged } from '@host/test/fixtures';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { server } from '@host/test/msw';
import { renderWithApp } from '@host/test/render';
import { NotificationBell } from '../notification-bell';

startMsw(server);

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
});

/** Serves `all` in pages of `page_size`, like the server. */
function serveNotifications(all: ReturnType<typeof makeNotification>[]) {
  const pagesAsked: number[] = [];
  server.use(
    http.get('*/api/accounts/notifications/', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      pagesAsked.push(page);
      return HttpResponse.json(paged(all.slice((page - 1) * size, page * size), all.length));
    }),
  );
  return pagesAsked;
}

async function openBell(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('shows the unread count in the badge', async () => {
    serveNotifications([
      makeNotification(1, false),
      makeNotification(2, false),
      makeNotification(3, true),
    ]);
    renderWithApp(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it("counts every unread notification of the user from the server's unread_count, not only the loaded page", async () => {
    server.use(
      http.get('*/api/accounts/notifications/', () =>
        HttpResponse.json({
          ...paged(
            [makeNotification(1, false), makeNotification(2, true), makeNotification(3, true)],
            9,
          ),
          unread_count: 5,
        }),
      ),
    );
    renderWithApp(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    expect(within(bell).getByText('5')).toBeInTheDocument();
  });

  it('lists notifications with their message and a relative time ending in "ago"', async () => {
    serveNotifications([makeNotification(1, false, 'Your ticket was approved')]);
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    expect(await within(menu).findByText('Your ticket was approved')).toBeInTheDocument();
    expect(within(menu).getByText(/ago$/)).toBeInTheDocument();
  });

  it('writes each notification from its event, as the spec words it', async () => {
    serveNotifications([
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
        "Amina commented on 'Fog net'",
        feedEvent('comment.added', { name: 'Amina', title: 'Fog net' }),
      ),
    ]);
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    expect(
      await within(menu).findByText("Your ticket 'Fog net' was approved; meeting on 2026-12-01"),
    ).toBeInTheDocument();
    expect(within(menu).getByText("Amina commented on 'Fog net'")).toBeInTheDocument();
  });

  it('shows the message of an event this page does not know', async () => {
    const newer = { ...makeNotification(1, false, 'Something new happened'), event: 'x.new' };
    serveNotifications([{ ...newer, params: { title: 'Fog net' } }]);
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    expect(await within(menu).findByText('Something new happened')).toBeInTheDocument();
  });

  it('pages by 3 with "Page X of Y" and disables previous/next at the ends', async () => {
    const all = [1, 2, 3, 4, 5].map((id) => makeNotification(id, true));
    const pagesAsked = serveNotifications(all);
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    expect(await within(menu).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'Next page' })).toBeEnabled();

    await user.click(within(menu).getByRole('button', { name: 'Next page' }));
    expect(await within(menu).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await within(menu).findByText('Notification 5')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(pagesAsked).toContain(2);
  });

  it('goes back to page 1 when the dropdown is opened again', async () => {
    serveNotifications([1, 2, 3, 4].map((id) => makeNotification(id, true)));
    const { user } = renderWithApp(<NotificationBell />);

    let menu = await openBell(user);
    await user.click(await within(menu).findByRole('button', { name: 'Next page' }));
    expect(await within(menu).findByText('Page 2 of 2')).toBeInTheDocument();
    // Click outside the dropdown (its invisible backdrop) to close it.
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('the dropdown has no backdrop');
    await user.click(backdrop);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );

    menu = await openBell(user);
    expect(await within(menu).findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('marks an unread notification read with PUT when it is clicked, and not a read one', async () => {
    serveNotifications([
      makeNotification(1, false, 'Unread one'),
      makeNotification(2, true, 'Read one'),
    ]);
    const marked: string[] = [];
    server.use(
      http.put('*/api/accounts/notifications/:id/', ({ params }) => {
        marked.push(String(params.id));
        return HttpResponse.json(makeNotification(Number(params.id), true));
      }),
    );
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    await user.click(await within(menu).findByText('Read one'));
    await user.click(within(menu).getByText('Unread one'));

    await waitFor(() => expect(marked).toEqual(['1']));
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
  });

  it('disables "Mark all as read" when every loaded notification is read', async () => {
    serveNotifications([makeNotification(1, true), makeNotification(2, true)]);
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    await within(menu).findByText('Notification 1');
    expect(within(menu).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all read with PUT from "Mark all as read"', async () => {
    serveNotifications([makeNotification(1, false), makeNotification(2, false)]);
    let markAllCalls = 0;
    server.use(
      http.put('*/api/accounts/notifications/', () => {
        markAllCalls += 1;
        return HttpResponse.json({ updated: 2 });
      }),
    );
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    await within(menu).findByText('Notification 1');
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(markAllCalls).toBe(1));
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('says "No notifications" when the list is empty', async () => {
    serveNotifications([]);
    const { user } = renderWithApp(<NotificationBell />);

    const menu = await openBell(user);
    expect(await within(menu).findByText('No notifications')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
