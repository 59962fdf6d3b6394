import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage, useGetMeQuery } from '@inventor-portal/shared';
import { FormMessage, type FormStatus } from '@inventor-portal/shared/forms';
import type { OfficeTicketDetail } from '@inventor-portal/shared/schemas';
import { useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useAssignOfficeTicketMutation, useGetOfficeUsersQuery } from '../api/ticket-review-api';
import { TitledSection } from '@inventor-portal/shared/ui';

/** The signed-in office user's id: the office account with my email. */
function useMyOfficeUserId(): number | undefined {
  const { data: me } = useGetMeQuery();
  const { data: users } = useGetOfficeUsersQuery();
  const email = me?.email.trim().toLowerCase();
  return users?.results.find((user) => user.email.trim().toLowerCase() === email)?.id;
}

/** Who reviews the ticket; take it ('Assign to me') or give it back ('Unassign'). */
export function AssignmentCard({ ticket }: { ticket: OfficeTicketDetail }) {
  const { t } = useOfficeTranslation();
  const myId = useMyOfficeUserId();
  const [assign, { isLoading }] = useAssignOfficeTicketMutation();
  const [status, setStatus] = useState<FormStatus>(null);
  const mine = ticket.assignee !== null && ticket.assignee.id === myId;

  const change = async (assignee: number | null) => {
    setStatus(null);
    try {
      await assign({ id: ticket.id, assignee }).unwrap();
      setStatus({
        kind: 'success',
        text: assignee === null ? t('review.assignment.unassigned') : t('review.assignment.taken'),
      });
    } catch (error) {
      setStatus({ kind: 'error', text: getErrorMessage(error, t('review.assignment.failed')) });
    }
  };

  return (
    <TitledSection title={t('review.assignment.title')}>
      <Typography sx={{ mb: 2 }}>
        {ticket.assignee
          ? mine
            ? t('review.assignment.assignedToMe')
            : t('review.assignment.assignedTo', { name: ticket.assignee.name })
          : t('review.assignment.nobody')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {mine ? null : (
          <Button
            variant="contained"
            disabled={isLoading || myId === undefined}
            onClick={() => myId !== undefined && void change(myId)}
          >
            {t('review.assignment.assignToMe')}
          </Button>
        )}
        {ticket.assignee ? (
          <Button variant="outlined" disabled={isLoading} onClick={() => void change(null)}>
            {t('review.assignment.unassign')}
          </Button>
        ) : null}
      </Stack>
      <FormMessage status={status} />
    </TitledSection>
  );
}
