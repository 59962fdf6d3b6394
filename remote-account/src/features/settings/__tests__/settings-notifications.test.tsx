import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@inventor-portal/shared/i18n';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@inventor-portal/shared/schemas';
import { startMsw } from '@inventor-portal/shared/test-utils';
import { makeAccount } from '@remote-account/test/fixtures';
import { deferred, server } from '@remote-account/test/server';
import { renderSettings, waitForProfile } from '@remote-account/test/settings-helpers';

startMsw(server, { csrfToken: 'test-csrf-token' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

type Body = Record<string, Record<string, boolean>>;

const copy = (settings: NotificationSettings): NotificationSettings =>
  JSON.parse(JSON.stringify(settings)) as NotificationSettings;

/** Settings the server keeps and changes with each PUT (as the API does); records the bodies. */
function settingsServer(
  initial: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS,
  { refuse = false } = {},
) {
  const saved = copy(initial);
  const bodies: Body[] = [];
  server.use(
    http.get('*/api/accounts/notification-settings/', () => HttpResponse.json(saved)),
    http.put('*/api/accounts/notification-settings/', async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      if (refuse) return HttpResponse.json({ detail: 'Server error.' }, { status: 500 });
      for (const [event, channels] of Object.entries(body)) {
        Object.assign(saved[event as keyof NotificationSettings], channels);
      }
      return HttpResponse.json(saved);
    }),
  );
  return bodies;
}

const section = (name = 'Notifications') => within(screen.getByRole('region', { name }));
const toggle = (event: string, channel: string, name = 'Notifications') =>
  within(section(name).getByRole('group', { name: event })).getByRole('switch', {
    name: channel,
  });

describe('Settings: notifications', () => {
  it('shows, for each event, an "In the portal" and a "By email" switch as stored', async () => {
    settingsServer({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      comment_added: { in_app: true, email: false },
    });
    renderSettings();
    await waitForProfile();

    await waitFor(() => expect(toggle('Status changed', 'In the portal')).toBeChecked());
    expect(
      section()
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby') && group.textContent),
    ).toEqual([
      expect.stringContaining('Status changed'),
      expect.stringContaining('Comment added'),
      expect.stringContaining('Added as an inventor'),
      expect.stringContaining('Disclosure deadline'),
    ]);
    expect(toggle('Comment added', 'In the portal')).toBeChecked();
    expect(toggle('Comment added', 'By email')).not.toBeChecked();
    expect(toggle('Disclosure deadline', 'By email')).toBeChecked();
    expect(toggle('Comment added', 'By email')).toHaveAttribute('name', 'comment_added.email');
    expect(
      section().getByRole('group', { name: 'Added as an inventor' }),
    ).toHaveAccessibleDescription('Someone adds you as an inventor on a ticket.');
  });

  it("adds the reviewer's notices for an inventor asked to review, and never the office's", async () => {
    settingsServer();
    server.use(
      http.get('*/api/reviews/', () =>
        HttpResponse.json([
          {
            id: 7,
            ticket: { id: 3, title: 'Solar roof' },
            state: 'invited',
            due_date: '2026-12-15',
            declared_at: null,
            submitted_at: null,
          },
        ]),
      ),
    );
    renderSettings();
    await waitForProfile();

    await waitFor(() => expect(section().getAllByRole('group')).toHaveLength(6));
    expect(
      section()
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual([
      expect.stringContaining('Status changed'),
      expect.stringContaining('Comment added'),
      expect.stringContaining('Added as an inventor'),
      expect.stringContaining('Disclosure deadline'),
      expect.stringContaining('Review assigned'),
      expect.stringContaining('Review due'),
    ]);
  });

  it("shows office staff the office's review notices, not the reviewer's", async () => {
    settingsServer();
    server.use(
      http.get('*/api/accounts/me/', () =>
        HttpResponse.json({ ...makeAccount(), role: 'office', two_factor_enabled: true }),
      ),
    );
    renderSettings();
    await waitForProfile();

    await waitFor(() =>
      expect(section().getByRole('group', { name: 'Review submitted' })).toBeVisible(),
    );
    const events = section()
      .getAllByRole('group')
      .map((group) => group.textContent);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Reviewer conflict of interest'),
        expect.stringContaining('Review submitted'),
      ]),
    );
    expect(events.join()).not.toContain('Review assigned');
    expect(events.join()).not.toContain('Review due');
  });

  it('saves one switch with PUT of that event and channel, and confirms', async () => {
    const bodies = settingsServer();
    const { user } = renderSettings();
    await waitForProfile();
    await waitFor(() => expect(toggle('Comment added', 'By email')).toBeChecked());

    await user.click(toggle('Comment added', 'By email'));

    expect(toggle('Comment added', 'By email')).not.toBeChecked();
    expect(await section().findByText('Your notification settings were saved.')).toBeVisible();
    expect(bodies).toEqual([{ comment_added: { email: false } }]);
    expect(toggle('Comment added', 'In the portal')).toBeChecked();
  });

  it('moves the switch at once, before the server answers', async () => {
    const gate = deferred();
    settingsServer();
    server.use(
      http.put('*/api/accounts/notification-settings/', async () => {
        await gate.promise;
        return HttpResponse.json({
          ...DEFAULT_NOTIFICATION_SETTINGS,
          status_changed: { in_app: false, email: true },
        });
      }),
    );
    const { user } = renderSettings();
    await waitForProfile();
    await waitFor(() => expect(toggle('Status changed', 'In the portal')).toBeChecked());

    await user.click(toggle('Status changed', 'In the portal'));
    expect(toggle('Status changed', 'In the portal')).not.toBeChecked();

    gate.release();
    expect(await section().findByText('Your notification settings were saved.')).toBeVisible();
    expect(toggle('Status changed', 'In the portal')).not.toBeChecked();
  });

  it('puts the switch back and says so when the server refuses', async () => {
    settingsServer(DEFAULT_NOTIFICATION_SETTINGS, { refuse: true });
    const { user } = renderSettings();
    await waitForProfile();
    await waitFor(() => expect(toggle('Disclosure deadline', 'In the portal')).toBeChecked());

    await user.click(toggle('Disclosure deadline', 'In the portal'));

    expect(
      await section().findByText(
        'Your notification settings could not be saved: the switch was put back.',
      ),
    ).toBeVisible();
    expect(section().getByRole('alert')).toBeInTheDocument();
    expect(toggle('Disclosure deadline', 'In the portal')).toBeChecked();
  });

  it('says so, with Retry, when the settings cannot be loaded; the switches stay disabled', async () => {
    let fail = true;
    server.use(
      http.get('*/api/accounts/notification-settings/', () =>
        fail
          ? HttpResponse.json({ detail: 'Server error.' }, { status: 500 })
          : HttpResponse.json(DEFAULT_NOTIFICATION_SETTINGS),
      ),
    );
    const { user } = renderSettings();
    await waitForProfile();
    expect(
      await section().findByText('Your notification settings could not be loaded.'),
    ).toBeVisible();
    expect(toggle('Status changed', 'By email')).toBeDisabled();

    fail = false;
    await user.click(section().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toggle('Status changed', 'By email')).toBeChecked());
    expect(toggle('Status changed', 'By email')).toBeEnabled();
  });

  it('speaks French', async () => {
    const bodies = settingsServer();
    await act(() => i18n.changeLanguage('fr'));
    const { user } = renderSettings();
    await waitForProfile();
    const inPortal = () => toggle('Changement de statut', 'Dans le portail', 'Notifications');
    await waitFor(() => expect(inPortal()).toBeChecked());
    expect(toggle('Nouveau commentaire', 'Par e-mail')).toBeChecked();
    expect(toggle('Ajout comme inventeur', 'Par e-mail')).toBeChecked();
    expect(toggle('Échéance de divulgation', 'Dans le portail')).toBeChecked();

    await user.click(toggle('Ajout comme inventeur', 'Par e-mail'));

    expect(
      await section().findByText('Vos préférences de notification ont été enregistrées.'),
    ).toBeVisible();
    expect(bodies).toEqual([{ added_as_inventor: { email: false } }]);
  });
});
