import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import {
  skipToken,
  useGetInventorsByIdsQuery,
  useGetMeQuery,
  usePageTitle,
} from '@inventor-portal/shared';
import { inventorDisplayName } from '@inventor-portal/shared/schemas';
import { PageHeader } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@remote-tickets/config/paths';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useGetTicketQuery } from '../../api/tickets-api';
import { useGetQuestionnaireVersionQuery } from '../../api/questionnaire-api';
import { questionnaireOf } from '../../lib/questionnaire';
import { canEditTicket } from '../../lib/can-edit-ticket';
import { ticketToFormValues } from '../../lib/ticket-form-values';
import { parseTicketId } from '../../lib/ticket-id';
import { EditTicketForm } from './edit-ticket-form';

/** /tickets/{id}/edit: the create form prefilled; saving PATCHes and returns to the detail. */
export function EditTicketPage() {
  const { t } = useTicketsTranslation();
  usePageTitle(t('edit.pageTitle'));
  const id = parseTicketId(useParams().id);
  const navigate = useNavigate();
  const ticketQuery = useGetTicketQuery(id ?? skipToken);
  const ticket = ticketQuery.data;
  const inventorsQuery = useGetInventorsByIdsQuery(ticket ? ticket.inventors : skipToken);
  const me = useGetMeQuery();
  // A ticket keeps its version: its own questions, whatever is published now.
  const formVersion = ticket?.form_version ?? null;
  const versionQuery = useGetQuestionnaireVersionQuery(formVersion ?? skipToken);
  const questionnaireReady =
    formVersion === null || versionQuery.data !== undefined || versionQuery.isError;

  const initialValues = useMemo(() => {
    if (!ticket || !inventorsQuery.data) return null;
    const inventors = ticket.inventors.map((inventorId, index) => {
      const inventor = inventorsQuery.data?.[index] ?? null;
      return {
        id: inventorId,
        name: inventorDisplayName(inventor, inventorId),
        image: inventor?.image ?? inventor?.avatar,
      };
    });
    return ticketToFormValues(ticket, inventors);
  }, [ticket, inventorsQuery.data]);

  // A failed or refused edit keeps the page's h1 (every screen has one).
  if (id === null || ticketQuery.isError) {
    return (
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <PageHeader title={t('edit.title')} />
        <Alert severity="error">{t('detail.loadFailure')}</Alert>
      </Box>
    );
  }
  if (ticket && me.data && !canEditTicket(ticket, me.data.inventor?.id)) {
    return (
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <PageHeader title={t('edit.title')} description={ticket.title} />
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(paths.ticket(ticket.id))}>
              {t('edit.backToTicket')}
            </Button>
          }
        >
          {t('edit.notEditable')}
        </Alert>
      </Box>
    );
  }
  if (!ticket || !initialValues || !questionnaireReady) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('edit.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('edit.title')} description={ticket.title} />
      {/* Keyed by ticket: the form takes its starting values once (an autosave's refetch must
          not reset what is being typed). */}
      <EditTicketForm
        key={ticket.id}
        ticket={ticket}
        loadedValues={initialValues}
        questionnaire={questionnaireOf(versionQuery.data)}
      />
    </Box>
  );
}
