import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@inventor-portal/shared/schemas';
import { useField } from 'react-final-form';
import { useTicketsTranslation } from '@remote-tickets/i18n';

const NO_ENTRIES: string[] = [];

/** Optional co-applicants (a name or an email each); blank entries are dropped on submit. */
export function CoApplicationsField() {
  const { t } = useTicketsTranslation();
  const { input } = useField<string[]>('co_applications');
  const entries = Array.isArray(input.value) ? input.value : NO_ENTRIES;

  const update = (index: number, value: string) =>
    input.onChange(entries.map((entry, i) => (i === index ? value : entry)));
  const add = () => input.onChange([...entries, '']);
  const remove = (index: number) => input.onChange(entries.filter((_, i) => i !== index));

  return (
    <Box>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('fields.coApplications')}
      </Typography>
      <Stack spacing={1}>
        {entries.map((entry, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={t('form.coApplications.entry', { number: index + 1 })}
              placeholder={t('form.coApplications.placeholder')}
              value={entry}
              onChange={(event) => update(index, event.target.value)}
              slotProps={{ htmlInput: { maxLength: LIMITS.coApplication } }}
            />
            <IconButton
              aria-label={t('form.coApplications.remove', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={add}
        disabled={entries.length >= LIMITS.coApplicationsCount}
        sx={{ mt: 1 }}
      >
        {t('form.coApplications.add')}
      </Button>
    </Box>
  );
}
