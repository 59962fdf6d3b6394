import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useOfficeTranslation } from '@remote-office/i18n';
import { newOption, type BuilderOption } from '../lib/builder-state';
import { LocalizedFields } from './localized-fields';

interface OptionsEditorProps {
  id: string;
  options: BuilderOption[];
  onChange: (options: BuilderOption[]) => void;
  /** A message of the list itself ("Add at least one option."). */
  listError?: string;
  errorAt: (path: string) => string | undefined;
}

/** The options of a choice question: a value (stored, exported) and its label in both languages. */
export function OptionsEditor({ id, options, onChange, listError, errorAt }: OptionsEditorProps) {
  const { t } = useOfficeTranslation();
  const update = (index: number, option: BuilderOption) =>
    onChange(options.map((o, i) => (i === index ? option : o)));
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('formBuilder.options.legend')}
      </Typography>
      <Stack spacing={2}>
        {options.map((option, index) => (
          <Stack key={option.uid} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <TextField
                id={`${id}-${index}-value`}
                size="small"
                label={t('formBuilder.options.value', { number: index + 1 })}
                value={option.value}
                onChange={(event) => update(index, { ...option, value: event.target.value })}
                error={errorAt(`options.${index}.value`) !== undefined}
                helperText={errorAt(`options.${index}.value`)}
              />
              <LocalizedFields
                id={`${id}-${index}-label`}
                label={t('formBuilder.options.label', { number: index + 1 })}
                value={option.label}
                onChange={(label) => update(index, { ...option, label })}
                required
                errorPath={`options.${index}.label`}
                errorAt={errorAt}
              />
            </Stack>
            <IconButton
              aria-label={t('formBuilder.options.remove', { number: index + 1 })}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {listError ? (
        <FormHelperText error id={`${id}-error`}>
          {listError}
        </FormHelperText>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        size="small"
        sx={{ mt: 1 }}
        onClick={() => onChange([...options, newOption()])}
        aria-describedby={listError ? `${id}-error` : undefined}
      >
        {t('formBuilder.options.add')}
      </Button>
    </Box>
  );
}
