import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useGetTicketsQuery } from '@inventor-portal/shared';
import { PAGE_SIZES, type Ticket } from '@inventor-portal/shared/schemas';
import { disclosureDeadline, type DisclosureDeadline } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';

interface Flagged {
  ticket: Ticket;
  deadline: DisclosureDeadline;
}

/** Past dates first, then the soonest. */
const byUrgency = (a: Flagged, b: Flagged) => {
  const rank = (f: Flagged) =>
    f.deadline.kind === 'overdue' ? -1000 - f.deadline.days : f.deadline.days;
  return rank(a) - rank(b);
};

/**
 * Issue 21 "Deadline guard": one banner per ticket of the inventor whose public disclosure is
 * within 30 days (amber) or already past (red) while not yet approved or refused; a disclosure
 * before filing destroys novelty in Europe. Reads the tickets list's own page (1, 100).
 */
export function DisclosureBanners() {
  const { t } = useHostTranslation();
  const { data } = useGetTicketsQuery({ page: 1, page_size: PAGE_SIZES.ticketsList });
  const flagged = useMemo(() => {
    const now = new Date();
    return (data?.results ?? [])
      .map((ticket) => ({ ticket, deadline: disclosureDeadline(ticket, now) }))
      .filter((f): f is Flagged => f.deadline !== null)
      .sort(byUrgency);
  }, [data]);
  if (flagged.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-label={t('dashboard.disclosure.label')}>
      {flagged.map(({ ticket, deadline }) => {
        const when =
          deadline.kind === 'overdue'
            ? t('dashboard.disclosure.past', { count: deadline.days })
            : deadline.days === 0
              ? t('dashboard.disclosure.today')
              : t('dashboard.disclosure.soon', { count: deadline.days });
        return (
          <Alert
            key={ticket.id}
            severity={deadline.kind === 'overdue' ? 'error' : 'warning'}
            variant={deadline.kind === 'overdue' ? 'filled' : 'standard'}
          >
            {when}{' '}
            <Link
              component={RouterLink}
              to={`${paths.tickets}/${ticket.id}`}
              color="inherit"
              sx={{ fontWeight: 600 }}
            >
              {ticket.title}
            </Link>
          </Alert>
        );
      })}
    </Stack>
  );
}
