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

const NO_ENTRIES: string[] = [];

/** Optional co-applicants (a name or an email each); blank entries are dropped on submit. */
export function CoApplicationsField() {
  const { input } = useField<string[]>('co_applications');
  const entries = Array.isArray(input.value) ? input.value : NO_ENTRIES;

  const update = (index: number, value: string) =>
    input.onChange(entries.map((entry, i) => (i === index ? value : entry)));
  const add = () => input.onChange([...entries, '']);
  const remove = (index: number) => input.onChange(entries.filter((_, i) => i !== index));

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Co-Applications
      </Typography>
      <Stack spacing={1}>
        {entries.map((entry, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={`Co-application ${index + 1}`}
              placeholder="Name or email"
              value={entry}
              onChange={(event) => update(index, event.target.value)}
              slotProps={{ htmlInput: { maxLength: LIMITS.coApplication } }}
            />
            <IconButton
              aria-label={`Remove co-application ${index + 1}`}
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
        Add co-application
      </Button>
    </Box>
  );
}
