import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatNumber, useLanguage } from '@inventor-portal/shared/i18n';
import {
  TICKET_STATUSES,
  type OfficeTicketCountName,
  type OfficeTicketCounts,
  type TicketStatus,
} from '@inventor-portal/shared/schemas';
import { useOfficeTranslation } from '@remote-office/i18n';

interface StatusFilterProps {
  value: TicketStatus | undefined;
  counts: OfficeTicketCounts | undefined;
  onChange: (status: TicketStatus | undefined) => void;
}

/** The count of every status, named as the counts' `capped` names it. */
const TOTAL: OfficeTicketCountName = 'total';

/** 'All', 'Pending', ... as pressed/unpressed buttons, each with its count once it has arrived. */
export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  // Under a search a count stops at a limit (issue 33): "1,000+" when it reached it.
  const label = (text: string, count: number | undefined, name: OfficeTicketCountName) => {
    if (count === undefined) return text;
    const shown = formatNumber(count, language);
    const atLeast = counts?.capped?.includes(name) ?? false;
    return t('queue.filters.withCount', {
      label: text,
      count: atLeast ? t('queue.filters.atLeast', { count: shown }) : shown,
    });
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={t('queue.filters.status')}
      value={value ?? 'all'}
      onChange={(_event, next: string | null) => {
        if (next === null) return;
        onChange(next === 'all' ? undefined : (next as TicketStatus));
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="all">{label(t('queue.filters.all'), counts?.total, TOTAL)}</ToggleButton>
      {TICKET_STATUSES.map((status) => (
        <ToggleButton key={status} value={status}>
          {label(t(`status.${status}`), counts?.[status], status)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
