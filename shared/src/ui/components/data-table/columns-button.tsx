import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import {
  MRT_ShowHideColumnsMenu,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import { useState } from 'react';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';

/** 'Columns' button opening MRT's show/hide columns menu. */
export function ColumnsButton<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const { t } = useSharedTranslation();
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
        {t('dataTable.columns')}
      </Button>
      {anchor ? (
        <MRT_ShowHideColumnsMenu anchorEl={anchor} setAnchorEl={setAnchor} table={table} />
      ) : null}
    </>
  );
}
