import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useHostTranslation } from '../../i18n';

/** Header 'create' action: straight to the ticket form. */
export function CreateTicketButton() {
  const { t } = useHostTranslation();
  return (
    <Button
      component={Link}
      to={paths.createTicket}
      variant="contained"
      size="small"
      aria-label={t('header.createTicket')}
      startIcon={<AddIcon />}
      sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('header.create')}
      </Box>
    </Button>
  );
}
