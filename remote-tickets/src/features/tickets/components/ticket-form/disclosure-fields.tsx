import { memo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { PUBLIC_DISCLOSURE_KINDS, type DisclosureKindChoice } from '../../lib/disclosure';
import { FormGroup } from './form-group';

/** A date input of the form ('YYYY-MM-DD' or ''), its label always above it. */
function DateField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { input } = useField<string>(name, { parse: (value: string) => value });
  return (
    <TextField
      id={`ticket-${name}`}
      type="date"
      size="small"
      label={label}
      helperText={hint}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      sx={{ minWidth: 220 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * Novelty questions: a planned or past public disclosure (date and kind) and the conception
 * date. In Europe a disclosure before filing destroys novelty, so the office must know.
 */
export const DisclosureFields = memo(function DisclosureFields() {
  const { t } = useTicketsTranslation();
  const kind = useField<DisclosureKindChoice>('public_disclosure_kind', {
    parse: (value: DisclosureKindChoice) => value,
  });
  const kindError =
    typeof kind.meta.error === 'string' && (kind.meta.touched || kind.meta.submitFailed)
      ? t(kind.meta.error)
      : undefined;
  return (
    <FormGroup legend={t('form.disclosure.legend')} hint={t('form.disclosure.hint')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <DateField name="public_disclosure_date" label={t('fields.publicDisclosureDate')} />
        <TextField
          id="ticket-public_disclosure_kind"
          select
          size="small"
          label={t('fields.publicDisclosureKind')}
          value={kind.input.value ?? ''}
          onChange={kind.input.onChange}
          onBlur={kind.input.onBlur}
          error={kindError !== undefined}
          helperText={kindError}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('form.disclosure.noKind')}</option>
          {PUBLIC_DISCLOSURE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`disclosureKinds.${value}`)}
            </option>
          ))}
        </TextField>
        <DateField
          name="conception_date"
          label={t('fields.conceptionDate')}
          hint={t('form.disclosure.conceptionHint')}
        />
      </Stack>
    </FormGroup>
  );
});
