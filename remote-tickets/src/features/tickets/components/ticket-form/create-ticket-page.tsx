import Box from '@mui/material/Box';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import { PageHeader } from '@inventor-portal/shared/ui';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { useCreateTicketMutation } from '../../api/tickets-api';
import {
  emptyTicketFormValues,
  toSubmission,
  type TicketFormValues,
} from '../../lib/ticket-form-values';
import { TicketForm, type SubmitKind, type SubmitOutcome } from './ticket-form';

/** /tickets/create */
export function CreateTicketPage() {
  const { t } = useTicketsTranslation();
  usePageTitle(t('create.pageTitle'));
  const [createTicket] = useCreateTicketMutation();

  const submit = async (values: TicketFormValues, kind: SubmitKind): Promise<SubmitOutcome> => {
    const isDraft = kind === 'draft';
    try {
      await createTicket(toSubmission(values, isDraft)).unwrap();
      return {
        ok: true,
        message: isDraft ? t('create.draftSuccess') : t('create.success'),
        reset: true,
      };
    } catch (error) {
      return { ok: false, error: getErrorMessage(error, t('create.failure'), ['error']) };
    }
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <TicketForm mode="create" initialValues={emptyTicketFormValues} onSubmit={submit} />
    </Box>
  );
}
