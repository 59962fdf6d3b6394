import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetInventorsByIdsQuery } from '@inventor-portal/shared';
import { inventorDisplayName, type Ticket } from '@inventor-portal/shared/schemas';
import { formatDate } from '@inventor-portal/shared/ui';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { ConfirmationChip } from './confirmation-chip';

/** Each inventor with their share and where their confirmation stands. */
export function InventorShareList({ ticket, selfId }: { ticket: Ticket; selfId?: number }) {
  const { t } = useTicketsTranslation();
  const { data } = useGetInventorsByIdsQuery(ticket.inventors);
  const shares = new Map(ticket.contributions.map((c) => [c.inventor, c.percent]));
  const answers = new Map(ticket.confirmations.map((c) => [c.inventor, c]));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ticket.inventors.map((id, index) => {
        const name = inventorDisplayName(data?.[index] ?? null, id);
        const share = shares.get(id);
        const answer = answers.get(id);
        return (
          <Box
            component="li"
            key={id}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
          >
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: 160 }}>
                {id === selfId ? t('attestation.you', { name }) : name}
              </Typography>
              <Typography color="text.secondary" sx={{ minWidth: 64 }}>
                {share === undefined
                  ? t('attestation.noShare')
                  : t('attestation.share', { percent: share })}
              </Typography>
              {answer ? <ConfirmationChip state={answer.state} /> : null}
              {answer?.state === 'confirmed' && answer.at ? (
                <Typography variant="body2" color="text.secondary">
                  {t('attestation.confirmedOn', { date: formatDate(answer.at) })}
                </Typography>
              ) : null}
              {answer?.state === 'declined' ? (
                <Typography variant="body2" color="text.secondary">
                  {answer.at ? t('attestation.declinedOn', { date: formatDate(answer.at) }) : null}
                </Typography>
              ) : null}
            </Stack>
            {answer?.state === 'declined' && answer.reason ? (
              <Typography
                variant="body2"
                sx={{
                  mt: 0.5,
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: 'error.light',
                  whiteSpace: 'pre-wrap',
                }}
              >
                {t('attestation.reason', { reason: answer.reason })}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
