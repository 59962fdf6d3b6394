import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePatentsTranslation } from '@remote-patents/i18n';

export interface PatentsEmptyStateProps {
  onClearSearch: () => void;
  onViewAsTable: () => void;
}

/** Cards view with nothing to show: 'No patents found' with 'Clear search' and 'View as table'. */
export function PatentsEmptyState({ onClearSearch, onViewAsTable }: PatentsEmptyStateProps) {
  const { t } = usePatentsTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('patentCards.empty.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button variant="outlined" onClick={onClearSearch}>
          {t('patentCards.empty.clearSearch')}
        </Button>
        <Button variant="contained" onClick={onViewAsTable}>
          {t('patentCards.empty.viewAsTable')}
        </Button>
      </Stack>
    </Paper>
  );
}
