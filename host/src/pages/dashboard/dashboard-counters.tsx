import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import type { Inventor } from '@inventor-portal/shared/schemas';
import { CounterCard } from '@inventor-portal/shared/ui';

type Counts = Partial<Pick<Inventor, 'patents_count' | 'tickets_count' | 'co_inventors_count'>>;

/** Patents / Tickets / Co-Inventors from the inventor record; 0 when a count is missing. */
export function DashboardCounters({ inventor }: { inventor: Counts | null | undefined }) {
  return (
    <Box
      role="group"
      aria-label="Counters"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <CounterCard
        label="Patents"
        value={inventor?.patents_count ?? 0}
        icon={<DescriptionOutlinedIcon />}
      />
      <CounterCard
        label="Tickets"
        value={inventor?.tickets_count ?? 0}
        icon={<ConfirmationNumberOutlinedIcon />}
      />
      <CounterCard
        label="Co-Inventors"
        value={inventor?.co_inventors_count ?? 0}
        icon={<GroupsOutlinedIcon />}
      />
    </Box>
  );
}
