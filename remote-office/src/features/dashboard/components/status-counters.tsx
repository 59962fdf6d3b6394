import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import HighlightOffOutlinedIcon from '@mui/icons-material/HighlightOffOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import type { OfficeTicketCounts } from '@inventor-portal/shared/schemas';
import { CounterCard } from '@inventor-portal/shared/ui';
import { useOfficeTranslation } from '@remote-office/i18n';

type CounterKey = Exclude<keyof OfficeTicketCounts, 'total' | 'capped'>;

const COUNTERS: readonly { key: CounterKey; Icon: typeof SvgIcon }[] = [
  { key: 'pending', Icon: HourglassEmptyOutlinedIcon },
  { key: 'needs_info', Icon: HelpOutlineOutlinedIcon },
  { key: 'approved', Icon: CheckCircleOutlineOutlinedIcon },
  { key: 'refused', Icon: HighlightOffOutlinedIcon },
  { key: 'waiting', Icon: ScheduleOutlinedIcon },
  { key: 'unassigned', Icon: PersonOffOutlinedIcon },
];

interface StatusCountersProps {
  counts: OfficeTicketCounts | undefined;
  loading: boolean;
}

/** Submitted tickets per status, plus those waiting for more than 30 days and those unassigned. */
export function StatusCounters({ counts, loading }: StatusCountersProps) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  return (
    <Box
      role="group"
      aria-label={t('dashboard.counters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {COUNTERS.map(({ key, Icon }) => (
        <CounterCard
          key={key}
          label={t(`dashboard.counters.${key}`)}
          value={formatNumber(counts?.[key] ?? 0, language)}
          icon={<Icon />}
          loading={loading}
        />
      ))}
    </Box>
  );
}
