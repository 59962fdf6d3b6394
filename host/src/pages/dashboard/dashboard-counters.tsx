import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import type { Inventor } from '@inventor-portal/shared/schemas';
import { CounterCard } from '@inventor-portal/shared/ui';
import { useHostTranslation } from '../../i18n';

type Counts = Partial<Pick<Inventor, 'patents_count' | 'tickets_count' | 'co_inventors_count'>>;

/** Patents / Tickets / Co-Inventors from the inventor record; 0 when a count is missing. */
export function DashboardCounters({ inventor }: { inventor: Counts | null | undefined }) {
  const { t } = useHostTranslation();
  const language = useLanguage();
  const count = (value: number | undefined) => formatNumber(value ?? 0, language);
  return (
    <Box
      role="group"
      aria-label={t('dashboard.counters.label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <CounterCard
        label={t('dashboard.counters.patents')}
        value={count(inventor?.patents_count)}
        icon={<DescriptionOutlinedIcon />}
      />
      <CounterCard
        label={t('dashboard.counters.tickets')}
        value={count(inventor?.tickets_count)}
        icon={<ConfirmationNumberOutlinedIcon />}
      />
      <CounterCard
        label={t('dashboard.counters.coInventors')}
        value={count(inventor?.co_inventors_count)}
        icon={<GroupsOutlinedIcon />}
      />
    </Box>
  );
}
