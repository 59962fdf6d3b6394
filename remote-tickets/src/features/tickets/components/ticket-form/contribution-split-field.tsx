import { memo } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField, useFormState } from 'react-final-form';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { summarizeContributions, type ContributionInputs } from '../../lib/contributions';
import {
  splitInventorIds,
  type InventorOption,
  type TicketFormValues,
} from '../../lib/ticket-form-values';
import { ContributionTotal } from './contribution-total';
import { FormGroup } from './form-group';

const NO_INPUTS: ContributionInputs = {};

interface ContributionSplitFieldProps {
  /** The signed-in submitter, part of the split even when not picked (the server adds them). */
  self: InventorOption | null;
}

/** Optional share per inventor in whole percent, with a live total (API.md Part 2). */
export const ContributionSplitField = memo(function ContributionSplitField({
  self,
}: ContributionSplitFieldProps) {
  const { t } = useTicketsTranslation();
  const { input, meta } = useField<ContributionInputs>('contributions');
  const { values } = useFormState<TicketFormValues>({ subscription: { values: true } });
  const inputs = input.value && typeof input.value === 'object' ? input.value : NO_INPUTS;
  const ids = splitInventorIds(values, self?.id);
  const names = new Map<number, string>(values.inventors.map((p) => [p.id, p.name]));
  if (self) names.set(self.id, names.get(self.id) ?? self.name);
  const summary = summarizeContributions(inputs, ids);
  const error = typeof meta.error === 'string' && summary.problem ? meta.error : undefined;
  // Shown once the user has typed a share and left it, or tried to submit.
  const showError = error !== undefined && (meta.touched || meta.submitFailed);

  const update = (id: number, text: string) => {
    input.onChange({ ...inputs, [String(id)]: text.replace(/[^\d]/g, '').slice(0, 3) });
  };

  return (
    <FormGroup legend={t('form.contributions.legend')} hint={t('form.contributions.hint')}>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.contributions.noInventors')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {ids.map((id) => {
            const name = names.get(id) ?? String(id);
            return (
              <TextField
                key={id}
                size="small"
                label={t('form.contributions.shareOf', { name })}
                value={inputs[String(id)] ?? ''}
                onChange={(event) => update(id, event.target.value)}
                onBlur={() => input.onBlur()}
                error={showError && !inputs[String(id)]?.trim() && summary.problem === 'missing'}
                sx={{ maxWidth: 320 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            );
          })}
          <ContributionTotal summary={summary} />
          {showError ? (
            <Typography variant="caption" color="error" role="alert">
              {t(error)}
            </Typography>
          ) : null}
        </Stack>
      )}
    </FormGroup>
  );
});
