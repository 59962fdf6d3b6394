import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import {
  MRT_ShowHideColumnsMenu,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import { useState } from 'react';

/** 'Columns' button opening MRT's show/hide columns menu. */
export function ColumnsButton<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      {anchor ? (
        <MRT_ShowHideColumnsMenu anchorEl={anchor} setAnchorEl={setAnchor} table={table} />
      ) : null}
    </>
  );
}
