import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useOfficeTranslation } from '@remote-office/i18n';

const LANGUAGES = ['en', 'fr'] as const;

interface LocalizedFieldsProps {
  id: string;
  /** What the pair is ("Label", "Help"), said in both fields' labels. */
  label: string;
  value: { en: string; fr: string };
  onChange: (value: { en: string; fr: string }) => void;
  required?: boolean;
  multiline?: boolean;
  errors?: { en?: string; fr?: string };
  readOnly?: boolean;
}

/** The English and the French text side by side (stacked on a phone). */
export function LocalizedFields({
  id,
  label,
  value,
  onChange,
  required,
  multiline,
  errors = {},
  readOnly,
}: LocalizedFieldsProps) {
  const { t } = useOfficeTranslation();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          id={`${id}-${language}`}
          size="small"
          fullWidth
          required={required}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          label={t(`formBuilder.inLanguage.${language}`, { label })}
          value={value[language]}
          onChange={(event) => onChange({ ...value, [language]: event.target.value })}
          error={errors[language] !== undefined}
          helperText={errors[language]}
          slotProps={{ htmlInput: { readOnly, lang: language } }}
        />
      ))}
    </Stack>
  );
}
