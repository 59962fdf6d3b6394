import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import { CounterCard } from '@inventor-portal/shared/ui';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import type { TicketStats } from '../../lib/ticket-rows';

interface TicketStatCardsProps {
  stats: TicketStats;
  loading: boolean;
}

/** Total Tickets, Pending, Approved, Refused (a placeholder each while loading). */
export function TicketStatCards({ stats, loading }: TicketStatCardsProps) {
  const { t } = useTicketsTranslation();
  const language = useLanguage();
  const cards = [
    {
      key: 'total',
      label: t('list.stats.total'),
      value: stats.total,
      icon: <ConfirmationNumberOutlinedIcon />,
    },
    {
      key: 'pending',
      label: t('list.stats.pending'),
      value: stats.pending,
      icon: <HourglassEmptyIcon />,
    },
    {
      key: 'approved',
      label: t('list.stats.approved'),
      value: stats.approved,
      icon: <CheckCircleOutlineIcon />,
    },
    {
      key: 'refused',
      label: t('list.stats.refused'),
      value: stats.refused,
      icon: <CancelOutlinedIcon />,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <CounterCard
          key={card.key}
          label={card.label}
          value={formatNumber(card.value, language)}
          icon={card.icon}
          loading={loading}
        />
      ))}
    </Box>
  );
}
