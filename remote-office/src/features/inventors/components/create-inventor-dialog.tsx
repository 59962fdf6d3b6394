import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { getErrorMessage, useGetAffiliationsQuery } from '@inventor-portal/shared';
import { FormMessage, type FormStatus } from '@inventor-portal/shared/forms';
import {
  fieldErrorsOf,
  officeInventorCreateSchema,
  zodFormErrors,
  type OfficeInventor,
  type OfficeInventorCreate,
} from '@inventor-portal/shared/schemas';
import { useId, useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useCreateOfficeInventorMutation } from '../api/office-inventors-api';
import { InventorFields } from './inventor-fields';

interface CreateInventorValues {
  email?: string;
  preferred_name?: string;
  affiliation?: string;
  phone?: string;
  orcid?: string;
  create_account?: boolean;
}

const toPayload = (values: CreateInventorValues): OfficeInventorCreate => ({
  email: values.email ?? '',
  preferred_name: values.preferred_name ?? '',
  affiliation: values.affiliation ?? '',
  phone: values.phone || null,
  orcid: values.orcid || null,
  name_variant: [],
  create_account: values.create_account === true,
});

const FIELD_NAMES = new Set(['email', 'preferred_name', 'affiliation', 'phone', 'orcid']);

interface CreateInventorDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (inventor: OfficeInventor, withAccount: boolean) => void;
}

/**
 * Adds an inventor record, with an account if asked: the account's sign-in details are mailed
 * to the inventor by the server and never shown here.
 */
export function CreateInventorDialog({ open, onClose, onCreated }: CreateInventorDialogProps) {
  const { t } = useOfficeTranslation();
  const titleId = useId();
  const [create] = useCreateOfficeInventorMutation();
  const [status, setStatus] = useState<FormStatus>(null);
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const options = useMemo(
    () => affiliations.map((a) => ({ value: a.name, label: a.name })),
    [affiliations],
  );

  const onSubmit = async (values: CreateInventorValues) => {
    setStatus(null);
    try {
      const inventor = await create(toPayload(values)).unwrap();
      onCreated(inventor, values.create_account === true);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields || !Object.keys(fields).some((key) => FIELD_NAMES.has(key))) {
        setStatus({ kind: 'error', text: getErrorMessage(error, t('inventors.create.failed')) });
      }
      return fields;
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form<CreateInventorValues>
        initialValues={{ create_account: true }}
        validate={(values) => zodFormErrors(officeInventorCreateSchema, toPayload(values))}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={handleSubmit}>
            <DialogTitle id={titleId}>{t('inventors.create.title')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                <InventorFields idPrefix="inventor" affiliations={options} />
                <Field<boolean>
                  name="create_account"
                  type="checkbox"
                  render={({ input }) => (
                    <div>
                      <FormControlLabel
                        control={
                          <Switch
                            name={input.name}
                            checked={Boolean(input.checked)}
                            onChange={input.onChange}
                            slotProps={{ input: { 'aria-describedby': 'create-account-hint' } }}
                          />
                        }
                        label={t('inventors.create.createAccount')}
                      />
                      <FormHelperText id="create-account-hint">
                        {t('inventors.create.createAccountHint')}
                      </FormHelperText>
                    </div>
                  )}
                />
                <FormMessage status={status} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={submitting}>
                {t('inventors.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? t('inventors.create.saving') : t('inventors.create.submit')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
