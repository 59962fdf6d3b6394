import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { ExportFormat } from '@inventor-portal/shared/export';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';

export interface ExportMenuProps {
  onExport: (format: ExportFormat) => void;
  disabled?: boolean;
}

/** 'Export' button opening a menu with 'CSV' and 'Excel'. */
export function ExportMenu({ onExport, disabled = false }: ExportMenuProps) {
  const { t } = useSharedTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (format: ExportFormat) => () => {
    setAnchor(null);
    onExport(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('dataTable.export')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose('csv')}>{t('dataTable.exportCsv')}</MenuItem>
        <MenuItem onClick={choose('xlsx')}>{t('dataTable.exportExcel')}</MenuItem>
      </Menu>
    </>
  );
}
