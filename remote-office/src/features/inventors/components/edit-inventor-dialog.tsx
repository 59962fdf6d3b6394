import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { getErrorMessage, useGetAffiliationsQuery } from '@inventor-portal/shared';
import { FormMessage, TextFieldAdapter, type FormStatus } from '@inventor-portal/shared/forms';
import {
  fieldErrorsOf,
  officeInventorUpdateSchema,
  zodFormErrors,
  type OfficeInventor,
} from '@inventor-portal/shared/schemas';
import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { Field, Form, FormSpy } from 'react-final-form';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useUpdateOfficeInventorMutation } from '../api/inventor-detail-api';
import {
  EDIT_FIELD_NAMES,
  toUpdate,
  valuesOf,
  type EditInventorValues,
} from './edit-inventor-values';
import { InventorFields } from './inventor-fields';

interface EditInventorDialogProps {
  inventor: OfficeInventor;
  onClose: () => void;
  onSaved: (inventor: OfficeInventor) => void;
}

/**
 * Edits an inventor's record (spec §5 field rules, checked here and by the server). A new email
 * is also the sign-in email of their account: before saving, the dialog says that the old
 * address gets a notice and the account's sessions end. An email another account or inventor
 * uses is refused (409) under the email field.
 */
export function EditInventorDialog({ inventor, onClose, onSaved }: EditInventorDialogProps) {
  const { t } = useOfficeTranslation();
  const titleId = useId();
  const [update] = useUpdateOfficeInventorMutation();
  const [status, setStatus] = useState<FormStatus>(null);
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const initialValues = useMemo(() => valuesOf(inventor), [inventor]);
  const options = useMemo(() => {
    const names = affiliations.map((a) => a.name);
    // The current affiliation stays choosable even before the list has arrived.
    if (inventor.affiliation && !names.includes(inventor.affiliation))
      names.unshift(inventor.affiliation);
    return names.map((name) => ({ value: name, label: name }));
  }, [affiliations, inventor.affiliation]);

  const onSubmit = async (values: EditInventorValues) => {
    setStatus(null);
    try {
      const saved = await update({ id: inventor.id, change: toUpdate(values) }).unwrap();
      onSaved(saved);
      return undefined;
    } catch (error) {
      if ((error as { status?: unknown }).status === 409) {
        return { email: getErrorMessage(error, t('inventorDetail.edit.emailTaken'), ['detail']) };
      }
      const fields = fieldErrorsOf(error);
      if (!fields || !Object.keys(fields).some((key) => EDIT_FIELD_NAMES.has(key))) {
        setStatus({ kind: 'error', text: getErrorMessage(error, t('inventorDetail.edit.failed')) });
      }
      return fields;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form<EditInventorValues>
        initialValues={initialValues}
        validate={(values) => zodFormErrors(officeInventorUpdateSchema, toUpdate(values))}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={handleSubmit}>
            <DialogTitle id={titleId}>{t('inventorDetail.edit.title')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                <InventorFields
                  idPrefix="edit-inventor"
                  affiliations={options}
                  emailHint={inventor.has_account ? t('inventorDetail.edit.emailHint') : undefined}
                />
                <Field<string>
                  name="name_variant"
                  render={(props) => (
                    <TextFieldAdapter
                      {...props}
                      id="edit-inventor-name-variants"
                      label={t('inventorDetail.fields.nameVariants')}
                      hint={t('inventorDetail.edit.nameVariantsHint')}
                      multiline
                      minRows={2}
                    />
                  )}
                />
                {inventor.has_account ? (
                  <FormSpy<EditInventorValues> subscription={{ values: true }}>
                    {({ values }) => {
                      const next = (values.email ?? '').trim();
                      const changed =
                        next !== '' && next.toLowerCase() !== (inventor.email ?? '').toLowerCase();
                      // Said before saving: the notice, and the sessions that end.
                      return changed ? (
                        <Alert severity="warning" role="status" data-testid="email-change-notice">
                          {t('inventorDetail.edit.emailChangeNotice', {
                            oldEmail: inventor.email ?? '',
                            newEmail: next,
                          })}
                        </Alert>
                      ) : null;
                    }}
                  </FormSpy>
                ) : null}
                <FormMessage status={status} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={submitting}>
                {t('inventorDetail.edit.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? t('inventorDetail.edit.saving') : t('inventorDetail.edit.save')}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
