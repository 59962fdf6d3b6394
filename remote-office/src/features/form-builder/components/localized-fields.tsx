import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGES, type Language } from '@inventor-portal/shared/i18n';
import { useOfficeTranslation } from '@remote-office/i18n';

interface LocalizedFieldsProps {
  id: string;
  /** What the pair is ("Label", "Help"), said in both fields' labels. */
  label: string;
  value: { en: string; fr: string };
  onChange: (value: { en: string; fr: string }) => void;
  required?: boolean;
  multiline?: boolean;
  /**
   * Where the pair is in the definition (`label`, `help`, `title`, `options.0.label`): each
   * field shows the message at `<errorPath>.en` / `.fr` that `errorAt` reads.
   */
  errorPath?: string;
  errorAt?: (path: string) => string | undefined;
  readOnly?: boolean;
}

/**
 * The English and the French text side by side (stacked on a phone): the one editor of every
 * text the builder takes in both languages (section titles, question labels and help, option
 * labels), each field marked with its own language and its own message.
 */
export function LocalizedFields({
  id,
  label,
  value,
  onChange,
  required,
  multiline,
  errorPath,
  errorAt,
  readOnly,
}: LocalizedFieldsProps) {
  const { t } = useOfficeTranslation();
  const errorIn = (language: Language) =>
    errorPath === undefined ? undefined : errorAt?.(`${errorPath}.${language}`);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {LANGUAGES.map((language) => {
        const error = errorIn(language);
        return (
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
            error={error !== undefined}
            helperText={error}
            slotProps={{ htmlInput: { readOnly, lang: language } }}
          />
        );
      })}
    </Stack>
  );
}
