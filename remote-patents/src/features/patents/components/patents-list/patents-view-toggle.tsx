import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PatentsView } from '../../hooks/use-patents-view';

export interface PatentsViewToggleProps {
  view: PatentsView;
  onChange: (view: PatentsView) => void;
}

/** Cards / Table switch. */
export function PatentsViewToggle({ view, onChange }: PatentsViewToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label="Patents view"
      onChange={(_event, next: PatentsView | null) => {
        if (next) onChange(next);
      }}
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <ToggleButton value="cards" aria-label="Cards">
        <ViewModuleIcon fontSize="small" sx={{ mr: 0.75 }} />
        Cards
      </ToggleButton>
      <ToggleButton value="table" aria-label="Table">
        <TableRowsIcon fontSize="small" sx={{ mr: 0.75 }} />
        Table
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
