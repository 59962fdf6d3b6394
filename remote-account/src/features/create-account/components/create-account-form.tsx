import { INVENTOR_SEARCH_MIN_LENGTH, InventorPicker } from '@inventor-portal/shared/forms';
import { inventorDisplayName, type InventorSummary } from '@inventor-portal/shared/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useStatusText } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, type AccountStatus } from '@remote-account/lib/account-status';
import type { CreateAccountResultBody } from '@remote-account/lib/account-types';
import { useCreateAccountMutation } from '../api/create-account-api';
import { useRememberedSharedPassword } from '../hooks/use-remembered-shared-password';
import {
  toCreateAccountBody,
  validateCreateAccount,
  type CreateAccountFormValues,
} from '../lib/create-account-form';
import { CredentialsCard } from './credentials-card';
import { ManualInventorFields } from './manual-inventor-fields';
import { SharedPasswordBlock } from './shared-password-block';

/** The field that switches the form to existing-inventor mode. */
const SELECTED_INVENTOR = 'selected_inventor' satisfies keyof CreateAccountFormValues;

const emptyValues = (sharedPassword: string): CreateAccountFormValues => ({
  shared_password: sharedPassword || undefined,
  name_variant: [],
});

const isForbidden = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error as { status: unknown }).status === 403;

/**
 * Manual entry or an existing inventor; the form resets after every submit (spec §2, §4). The
 * created password is only kept in memory to be shown once.
 */
export function CreateAccountForm() {
  const { t } = useAccountTranslation();
  const statusText = useStatusText();
  const [createAccount] = useCreateAccountMutation();
  const password = useRememberedSharedPassword();
  const [initialValues] = useState(() => emptyValues(password.remembered));
  const [created, setCreated] = useState<CreateAccountResultBody['credentials'] | null>(null);
  const [failure, setFailure] = useState<AccountStatus>(null);
  // Search results always carry an id; an unnamed one reads 'Inventor <id>'.
  const inventorName = (inventor: InventorSummary): string =>
    inventorDisplayName(inventor, t('common.inventorFallbackName', { id: inventor.id }));
  const affiliationOf = (inventor: InventorSummary): string =>
    inventor.affiliation?.trim() || t('common.noAffiliation');

  const onSubmit = async (
    values: CreateAccountFormValues,
    form: FormApi<CreateAccountFormValues>,
  ) => {
    setCreated(null);
    setFailure(null);
    const body = toCreateAccountBody(values);
    let keep = password.remembered;
    try {
      const result = await createAccount(body).unwrap();
      password.remember(body.shared_password);
      keep = body.shared_password;
      setCreated(result.credentials);
    } catch (error) {
      setFailure(errorStatus(error, 'createAccount.form.failed', ['error', 'detail']));
      // A saved password the server refuses is stale: ask for it again.
      if (isForbidden(error) && keep) {
        password.forget();
        keep = '';
      }
    }
    form.restart(emptyValues(keep));
  };

  return (
    <Form<CreateAccountFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateCreateAccount}
    >
      {({ handleSubmit, submitting, values, form }) => {
        const selected = values.selected_inventor ?? null;
        const sharedPassword = values.shared_password ?? '';
        const select = (inventor: InventorSummary | null) =>
          form.change(SELECTED_INVENTOR, inventor ?? undefined);
        return (
          <Box
            component="form"
            noValidate
            aria-label={t('createAccount.form.label')}
            onSubmit={handleSubmit}
          >
            <Stack spacing={3}>
              <SharedPasswordBlock
                remembered={password.remembered !== ''}
                disabled={submitting}
                onForget={() => {
                  password.forget();
                  // Keeps what was typed; the password field comes back empty and untouched.
                  form.restart({ ...form.getState().values, shared_password: undefined });
                }}
              />
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                  {t('createAccount.form.existingHeading')}
                </Typography>
                {/* Existing-inventor mode: pick one, or 'Change' to clear the choice (spec §2). */}
                <InventorPicker
                  id="inventor-search"
                  label={t('createAccount.form.searchLabel')}
                  helperText={
                    sharedPassword
                      ? t('createAccount.form.searchHint', { count: INVENTOR_SEARCH_MIN_LENGTH })
                      : t('createAccount.form.searchNeedsPassword')
                  }
                  autoComplete="off"
                  sharedPassword={sharedPassword}
                  nameOf={inventorName}
                  describe={affiliationOf}
                  value={selected}
                  onChange={select}
                  disabled={submitting}
                />
              </Box>
              {selected ? null : (
                <Box>
                  <Divider sx={{ mb: 2.5 }}>
                    <Typography variant="body2" color="text.secondary">
                      {t('createAccount.form.orNew')}
                    </Typography>
                  </Divider>
                  <ManualInventorFields disabled={submitting} />
                </Box>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" size="large" disabled={submitting}>
                  {submitting ? t('createAccount.form.submitting') : t('createAccount.form.submit')}
                </Button>
              </Box>
            </Stack>
            {created ? <CredentialsCard email={created.email} password={created.password} /> : null}
            {failure ? (
              <Alert severity="error" sx={{ mt: 3 }}>
                {statusText(failure)}
              </Alert>
            ) : null}
          </Box>
        );
      }}
    </Form>
  );
}
