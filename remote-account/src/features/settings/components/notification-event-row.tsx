import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type {
  EventChannels,
  NotificationChannel,
  NotificationEvent,
} from '@inventor-portal/shared/schemas';
import { useId } from 'react';
import { useAccountTranslation } from '@remote-account/i18n';

const CHANNEL_LABELS = { in_app: 'inPortal', email: 'byEmail' } as const;
const CHANNELS: readonly NotificationChannel[] = ['in_app', 'email'];

interface NotificationEventRowProps {
  event: NotificationEvent;
  channels: EventChannels | undefined;
  disabled: boolean;
  onChange: (event: NotificationEvent, channel: NotificationChannel, enabled: boolean) => void;
}

/**
 * One event of the Notifications section: a group named by the event, with an "In the portal"
 * and a "By email" switch. Each switch carries its own state, handler, name and label, with no
 * group context: the composed portal may load MUI's context pairs from different federation
 * chunks, where the context does not reach.
 */
export function NotificationEventRow({
  event,
  channels,
  disabled,
  onChange,
}: NotificationEventRowProps) {
  const { t } = useAccountTranslation();
  const id = useId();
  const nameId = `${id}-name`;
  const hintId = `${id}-hint`;
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      aria-describedby={hintId}
      sx={{
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 0.5,
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography id={nameId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t(`settings.notifications.events.${event}`)}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t(`settings.notifications.hints.${event}`)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            disabled={disabled}
            label={t(`settings.notifications.${CHANNEL_LABELS[channel]}`)}
            control={
              <Switch
                name={`${event}.${channel}`}
                checked={channels?.[channel] ?? false}
                disabled={disabled}
                onChange={(change) => onChange(event, channel, change.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
