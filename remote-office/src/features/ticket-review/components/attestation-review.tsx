import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  inventorDisplayName,
  type ConfirmationState,
  type OfficeTicketDetail,
} from '@inventor-portal/shared/schemas';
import {
  disclosureDeadline,
  formatDate,
  TitledSection,
  SectionText,
} from '@inventor-portal/shared/ui';
import type { ReactNode } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { confirmationCount } from '@remote-office/lib/confirmation-count';

const STATE_COLORS = { confirmed: 'success', pending: 'warning', declined: 'error' } as const;

function StateChip({ state }: { state: ConfirmationState }) {
  const { t } = useOfficeTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLORS[state]}
      label={t(`attestation.states.${state}`)}
    />
  );
}

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 200 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Read-only: each inventor's share and confirmation, then the disclosure answers and funding. */
export function AttestationReview({ ticket }: { ticket: OfficeTicketDetail }) {
  const { t } = useOfficeTranslation();
  const names = new Map(ticket.inventor_details.map((p) => [p.id, inventorDisplayName(p, p.id)]));
  const shares = new Map(ticket.contributions.map((c) => [c.inventor, c.percent]));
  const answers = new Map(ticket.confirmations.map((c) => [c.inventor, c]));
  const { confirmed, total } = confirmationCount(ticket);
  const deadline = disclosureDeadline(ticket);
  const none = t('attestation.notGiven');
  const disclosureDate = ticket.public_disclosure_date
    ? formatDate(ticket.public_disclosure_date)
    : null;
  return (
    <>
      <TitledSection title={t('attestation.title')}>
        {total > 0 ? (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('attestation.confirmedCount', { confirmed, total })}
          </Typography>
        ) : null}
        {ticket.contributions.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('attestation.noSplit')}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ticket.inventors.map((id) => {
            const answer = answers.get(id);
            const share = shares.get(id);
            return (
              <Box component="li" key={id} sx={{ py: 0.75 }}>
                <Stack
                  direction="row"
                  spacing={1.5}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography sx={{ fontWeight: 600, minWidth: 160 }}>
                    {names.get(id) ?? String(id)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ minWidth: 56 }}>
                    {share === undefined ? '—' : t('attestation.share', { percent: share })}
                  </Typography>
                  {answer ? <StateChip state={answer.state} /> : null}
                  {answer?.at && answer.state !== 'pending' ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('attestation.on', { date: formatDate(answer.at) })}
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
      </TitledSection>
      <TitledSection title={t('attestation.disclosureTitle')}>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Answer label={t('attestation.publicDisclosure')}>
            {disclosureDate
              ? ticket.public_disclosure_kind
                ? t('attestation.disclosureOn', {
                    kind: t(`attestation.kinds.${ticket.public_disclosure_kind}`),
                    date: disclosureDate,
                  })
                : disclosureDate
              : none}
            {deadline && disclosureDate ? (
              <Chip
                size="small"
                sx={{ ml: 1 }}
                color={deadline.kind === 'overdue' ? 'error' : 'warning'}
                label={
                  deadline.kind === 'overdue'
                    ? t('attestation.disclosurePast', { date: disclosureDate })
                    : t('attestation.disclosureIn', { count: deadline.days, date: disclosureDate })
                }
              />
            ) : null}
          </Answer>
          <Answer label={t('attestation.conceptionDate')}>
            {ticket.conception_date ? formatDate(ticket.conception_date) : none}
          </Answer>
          <Answer label={t('attestation.funding')}>
            {ticket.funding.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {ticket.funding.map((source) => (
                  <li key={source}>{source}</li>
                ))}
              </Box>
            ) : (
              <SectionText>{none}</SectionText>
            )}
          </Answer>
        </Stack>
      </TitledSection>
    </>
  );
}
