import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingMutation,
} from '@inventor-portal/shared';
import type { NotificationChannel, NotificationEvent } from '@inventor-portal/shared/schemas';
import { useState } from 'react';
import { AccountFormMessage } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { successStatus, type AccountStatus } from '@remote-account/lib/account-status';
import { useNotificationEvents } from '../hooks/use-notification-events';
import { NotificationEventRow } from './notification-event-row';

/**
 * Settings' 'Notifications' section: per event this account can be sent, whether it reaches the
 * user in the portal (the bell) and by email. A switch saves at once: it moves before the server answers, and moves back
 * with a message when the server refuses.
 */
export function NotificationsSection() {
  const { t } = useAccountTranslation();
  const { data: settings, isLoading, isError, refetch } = useGetNotificationSettingsQuery();
  const [update] = useUpdateNotificationSettingMutation();
  const [status, setStatus] = useState<AccountStatus>(null);
  const events = useNotificationEvents();

  const change = async (event: NotificationEvent, channel: NotificationChannel, on: boolean) => {
    setStatus(null);
    try {
      await update({ event, channel, enabled: on }).unwrap();
      setStatus(successStatus('settings.notifications.saved'));
    } catch {
      setStatus({ kind: 'error', key: 'settings.notifications.saveFailed' });
    }
  };

  return (
    <Card component="section" aria-labelledby="notification-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="notification-settings-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('settings.notifications.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.notifications.description')}
        </Typography>
        {isLoading ? (
          <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
            {t('settings.notifications.loading')}
          </Typography>
        ) : null}
        {isError && !settings ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('shared:errorPanel.retry')}
              </Button>
            }
          >
            {t('settings.notifications.loadFailed')}
          </Alert>
        ) : null}
        {events.map((event) => (
          <NotificationEventRow
            key={event}
            event={event}
            channels={settings?.[event]}
            disabled={!settings}
            onChange={(e, channel, on) => void change(e, channel, on)}
          />
        ))}
        <AccountFormMessage status={status} />
      </CardContent>
    </Card>
  );
}
