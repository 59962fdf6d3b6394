import { memo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ATTESTATION_LIMITS } from '@inventor-portal/shared/schemas';
import { useField } from 'react-final-form';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { FormGroup } from './form-group';

const NO_ENTRIES: string[] = [];
/** Each source ≤ 255 characters (API.md Part 2), at most 20 sources. */
const MAX_LENGTH = ATTESTATION_LIMITS.fundingSource;
const MAX_ENTRIES = ATTESTATION_LIMITS.fundingCount;

/** Funding sources (grants, contracts, …): a list to add to and remove from. */
export const FundingField = memo(function FundingField() {
  const { t } = useTicketsTranslation();
  const { input } = useField<string[]>('funding');
  const entries = Array.isArray(input.value) ? input.value : NO_ENTRIES;

  const update = (index: number, value: string) =>
    input.onChange(entries.map((entry, i) => (i === index ? value : entry)));
  const add = () => input.onChange([...entries, '']);
  const remove = (index: number) => input.onChange(entries.filter((_, i) => i !== index));

  return (
    <FormGroup legend={t('fields.funding')} hint={t('form.funding.hint')}>
      <Stack spacing={1}>
        {entries.map((entry, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={t('form.funding.entry', { number: index + 1 })}
              placeholder={t('form.funding.placeholder')}
              value={entry}
              onChange={(event) => update(index, event.target.value)}
              helperText={`${entry.length}/${MAX_LENGTH}`}
              slotProps={{
                htmlInput: { maxLength: MAX_LENGTH },
                formHelperText: { sx: { textAlign: 'right', mx: 0 } },
              }}
            />
            <IconButton
              aria-label={t('form.funding.remove', { number: index + 1 })}
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
        disabled={entries.length >= MAX_ENTRIES}
        sx={{ mt: 1 }}
      >
        {t('form.funding.add')}
      </Button>
    </FormGroup>
  );
});
