import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@inventor-portal/shared/schemas';
import { disclosureDeadline, formatDate, TitledSection } from '@inventor-portal/shared/ui';
import type { ReactNode } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';

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

/** The disclosure questions as answered: public disclosure, conception date, funding. */
export function DisclosurePanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTicketsTranslation();
  const deadline = disclosureDeadline(ticket);
  const none = t('attestation.notGiven');
  const disclosure = ticket.public_disclosure_date
    ? ticket.public_disclosure_kind
      ? t('attestation.disclosureOn', {
          kind: t(`disclosureKinds.${ticket.public_disclosure_kind}`),
          date: formatDate(ticket.public_disclosure_date),
        })
      : formatDate(ticket.public_disclosure_date)
    : none;
  return (
    <TitledSection title={t('attestation.disclosureTitle')}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Answer label={t('fields.publicDisclosureDate')}>
          {disclosure}
          {deadline ? (
            <Chip
              size="small"
              sx={{ ml: 1 }}
              color={deadline.kind === 'overdue' ? 'error' : 'warning'}
              label={
                deadline.kind === 'overdue'
                  ? t('attestation.deadline.overdue', { count: deadline.days })
                  : t('attestation.deadline.soon', { count: deadline.days })
              }
            />
          ) : null}
        </Answer>
        <Answer label={t('fields.conceptionDate')}>
          {ticket.conception_date ? formatDate(ticket.conception_date) : none}
        </Answer>
        <Answer label={t('fields.funding')}>
          {ticket.funding.length > 0 ? ticket.funding.join('; ') : none}
        </Answer>
      </Stack>
    </TitledSection>
  );
}
