import Box from '@mui/material/Box';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import { PageHeader } from '@inventor-portal/shared/ui';
import { useCreateTicketMutation } from '../../api/tickets-api';
import {
  emptyTicketFormValues,
  toSubmission,
  type TicketFormValues,
} from '../../lib/ticket-form-values';
import { TicketForm, type SubmitKind, type SubmitOutcome } from './ticket-form';

export const CREATE_SUCCESS = 'Ticket submitted successfully!';
export const DRAFT_SUCCESS = 'Draft saved successfully!';
export const CREATE_FAILURE = 'An error occurred while submitting the ticket.';

/** /tickets/create */
export function CreateTicketPage() {
  usePageTitle('Create Ticket');
  const [createTicket] = useCreateTicketMutation();

  const submit = async (values: TicketFormValues, kind: SubmitKind): Promise<SubmitOutcome> => {
    const isDraft = kind === 'draft';
    try {
      await createTicket(toSubmission(values, isDraft)).unwrap();
      return { ok: true, message: isDraft ? DRAFT_SUCCESS : CREATE_SUCCESS, reset: true };
    } catch (error) {
      return { ok: false, error: getErrorMessage(error, CREATE_FAILURE, ['error']) };
    }
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader
        title="Create Ticket"
        description="Describe your innovation. You can save it as a draft and submit it later."
      />
      <TicketForm mode="create" initialValues={emptyTicketFormValues} onSubmit={submit} />
    </Box>
  );
}
