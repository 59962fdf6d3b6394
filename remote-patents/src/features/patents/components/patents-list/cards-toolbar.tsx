import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePatentsTranslation } from '@remote-patents/i18n';

export interface CardsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  exportDisabled: boolean;
}

/** Search box plus 'Export CSV' / 'Export Excel' above the cards. */
export function CardsToolbar({
  search,
  onSearchChange,
  onExport,
  exportDisabled,
}: CardsToolbarProps) {
  const { t } = usePatentsTranslation();
  const searchLabel = t('patentsList.searchPlaceholder');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { sm: 'center' } }}
    >
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={searchLabel}
        sx={{ flex: 1, maxWidth: { sm: 480 } }}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel, maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={exportDisabled}
          onClick={() => onExport('csv')}
        >
          {t('patentCards.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={exportDisabled}
          onClick={() => onExport('xlsx')}
        >
          {t('patentCards.exportExcel')}
        </Button>
      </Stack>
    </Stack>
  );
}
