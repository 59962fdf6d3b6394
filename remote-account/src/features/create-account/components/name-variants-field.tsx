import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { translateMessage } from '@inventor-portal/shared/i18n';
import { Field } from 'react-final-form';
import { useAccountTranslation } from '@remote-account/i18n';

/** The schema's message for a blank variant (newInventorSchema), shown for a blank draft too. */
export const EMPTY_VARIANT = 'Name variant cannot be empty';

interface Props {
  disabled?: boolean;
}

/** Name variants added one by one from their own input; each is removable (spec §2). */
export function NameVariantsField({ disabled }: Props) {
  const { t } = useAccountTranslation();
  const [draft, setDraft] = useState('');
  // 'Add' with only spaces typed: the draft itself is refused, before any form rule runs.
  const [draftEmpty, setDraftEmpty] = useState(false);

  return (
    <Field<string[]> name="name_variant">
      {({ input, meta }) => {
        const variants = Array.isArray(input.value) ? input.value : [];
        const listError = meta.touched && typeof meta.error === 'string' ? meta.error : null;
        const add = () => {
          const value = draft.trim();
          if (value === '') {
            setDraftEmpty(true);
            return;
          }
          setDraftEmpty(false);
          if (!variants.some((v) => v.toLowerCase() === value.toLowerCase()))
            input.onChange([...variants, value]);
          input.onBlur();
          setDraft('');
        };
        const onKeyDown = (event: KeyboardEvent) => {
          // Enter adds the variant instead of submitting the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (draft !== '') add();
          }
        };
        // Validation messages are the API's English, shown in the page's language.
        const message = draftEmpty ? EMPTY_VARIANT : listError;
        return (
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id="name-variant-draft"
                label={t('createAccount.nameVariants.label')}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setDraftEmpty(false);
                }}
                onKeyDown={onKeyDown}
                disabled={disabled}
                error={message !== null}
                helperText={
                  message === null
                    ? t('createAccount.nameVariants.hint')
                    : translateMessage(message)
                }
                fullWidth
              />
              <Button
                variant="outlined"
                onClick={add}
                disabled={disabled || draft === ''}
                startIcon={<AddIcon />}
                aria-label={t('createAccount.nameVariants.addLabel')}
                sx={{ height: 56, flexShrink: 0 }}
              >
                {t('createAccount.nameVariants.add')}
              </Button>
            </Stack>
            {variants.length > 0 ? (
              <Box
                component="ul"
                aria-label={t('createAccount.nameVariants.listLabel')}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  p: 0,
                  m: 0,
                  mt: 1.5,
                  listStyle: 'none',
                }}
              >
                {variants.map((variant, index) => (
                  <Box
                    component="li"
                    key={`${variant}-${index}`}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      pl: 1.5,
                      pr: 0.5,
                      borderRadius: 4,
                      bgcolor: 'action.selected',
                    }}
                  >
                    <Typography variant="body2">{variant}</Typography>
                    <IconButton
                      size="small"
                      aria-label={t('createAccount.nameVariants.remove', { variant })}
                      disabled={disabled}
                      onClick={() => input.onChange(variants.filter((_, i) => i !== index))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('createAccount.nameVariants.none')}
              </Typography>
            )}
          </Box>
        );
      }}
    </Field>
  );
}
