import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetMeQuery } from '@inventor-portal/shared';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-tickets/config/paths';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { canEditTicket, officeMessageOf } from '../../lib/can-edit-ticket';

/**
 * A ticket in `needs_info`: what the office asked for (its message, else a general text) and,
 * for the submitter, the way to edit and resubmit it.
 */
export function NeedsInfoBanner({ ticket }: { ticket: Ticket }) {
  const { t } = useTicketsTranslation();
  const { data: me } = useGetMeQuery();
  const canEdit = canEditTicket(ticket, me?.inventor?.id);
  const message = officeMessageOf(ticket);
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        canEdit ? (
          <Button
            component={RouterLink}
            to={paths.editTicket(ticket.id)}
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<EditOutlinedIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('needsInfo.editAndResubmit')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('needsInfo.title')}</AlertTitle>
      {message ? (
        <>
          <Typography variant="body2">{t('needsInfo.officeWrote')}</Typography>
          <Typography
            component="blockquote"
            variant="body2"
            sx={{
              m: 0,
              mt: 0.5,
              pl: 1.5,
              borderLeft: 3,
              borderColor: 'info.main',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {message}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">{t('needsInfo.generic')}</Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {canEdit ? t('needsInfo.howToResubmit') : t('needsInfo.submitterResubmits')}
      </Typography>
    </Alert>
  );
}
