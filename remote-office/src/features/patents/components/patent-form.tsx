import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@inventor-portal/shared';
import { FormMessage, type FormStatus } from '@inventor-portal/shared/forms';
import { fieldErrorsOf, type OfficePatentPayload } from '@inventor-portal/shared/schemas';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { PatentFields } from './patent-fields';
import {
  toFormErrors,
  toPatentPayload,
  validatePatentForm,
  type PatentFormValues,
} from './patent-form-values';

const FORM_FIELDS = new Set([
  'title',
  'deposit_number',
  'deposit_date',
  'research_report_result',
  'research_report_date',
  'delivery_date',
  'status',
  'TRL_level',
  'CRL_level',
  'abstract',
  'contract_type',
  'sector',
  'nature',
  'affiliation',
  'schemas',
  'inventors',
]);

interface PatentFormProps {
  initialValues: PatentFormValues;
  /** The patent's uploaded schema images: sent back as they are so an edit keeps them. */
  uploadedSchemas?: readonly string[];
  currentStatus?: string | null;
  submitLabel: string;
  onSave: (payload: OfficePatentPayload) => Promise<unknown>;
  /** The line shown after a successful save; none when the page moves on. */
  savedText?: string;
}

/**
 * The patent editor's form (react-final-form, the shared spec §3 rules). The server's field
 * messages show on their fields, anything else on the form's message line.
 */
export function PatentForm({
  initialValues,
  uploadedSchemas = [],
  currentStatus,
  submitLabel,
  onSave,
  savedText,
}: PatentFormProps) {
  const { t } = useOfficeTranslation();
  const [status, setStatus] = useState<FormStatus>(null);

  const onSubmit = async (values: PatentFormValues) => {
    setStatus(null);
    try {
      await onSave(toPatentPayload(values, uploadedSchemas));
      if (savedText) setStatus({ kind: 'success', text: savedText });
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields || !Object.keys(fields).some((key) => FORM_FIELDS.has(key)))
        setStatus({ kind: 'error', text: getErrorMessage(error, t('patents.form.failed')) });
      return toFormErrors(fields);
    }
  };

  return (
    <Form<PatentFormValues>
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={validatePatentForm}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <form noValidate onSubmit={handleSubmit} aria-label={t('patents.form.label')}>
            <PatentFields currentStatus={currentStatus} />
            <FormMessage status={status} />
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? t('patents.form.saving') : submitLabel}
              </Button>
              <Button component={RouterLink} to={paths.patents} disabled={submitting}>
                {t('patents.form.cancel')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    />
  );
}
