import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { usePatentsTranslation } from '@remote-patents/i18n';
import type { PatentsView } from '../../hooks/use-patents-view';

export interface PatentsViewToggleProps {
  view: PatentsView;
  onChange: (view: PatentsView) => void;
}

/** Cards / Table switch. */
export function PatentsViewToggle({ view, onChange }: PatentsViewToggleProps) {
  const { t } = usePatentsTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('patentsList.view.label')}
      onChange={(_event, next: PatentsView | null) => {
        if (next) onChange(next);
      }}
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <ToggleButton value="cards">
        <ViewModuleIcon fontSize="small" sx={{ mr: 0.75 }} />
        {t('patentsList.view.cards')}
      </ToggleButton>
      <ToggleButton value="table">
        <TableRowsIcon fontSize="small" sx={{ mr: 0.75 }} />
        {t('patentsList.view.table')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
