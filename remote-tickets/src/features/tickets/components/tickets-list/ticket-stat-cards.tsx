import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import { CounterCard } from '@inventor-portal/shared/ui';
import type { TicketStats } from '../../lib/ticket-rows';

interface TicketStatCardsProps {
  stats: TicketStats;
  loading: boolean;
}

/** Total Tickets, Pending, Approved, Refused (a placeholder each while loading). */
export function TicketStatCards({ stats, loading }: TicketStatCardsProps) {
  const cards = [
    { label: 'Total Tickets', value: stats.total, icon: <ConfirmationNumberOutlinedIcon /> },
    { label: 'Pending', value: stats.pending, icon: <HourglassEmptyIcon /> },
    { label: 'Approved', value: stats.approved, icon: <CheckCircleOutlineIcon /> },
    { label: 'Refused', value: stats.refused, icon: <CancelOutlinedIcon /> },
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
          key={card.label}
          label={card.label}
          value={card.value}
          icon={card.icon}
          loading={loading}
        />
      ))}
    </Box>
  );
}
