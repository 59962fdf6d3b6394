import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { TextFieldAdapter } from '@inventor-portal/shared/forms';
import { AccountFormMessage } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import { errorStatus, successStatus, type AccountStatus } from '@remote-account/lib/account-status';
import { useChangePasswordMutation } from '../api/settings-api';
import { validatePasswordForm, type PasswordFormValues } from '../lib/password-form';

/** The 'General' section: change password; a success clears the form (spec §4). */
export function PasswordSection() {
  const { t } = useAccountTranslation();
  const [changePassword] = useChangePasswordMutation();
  const [status, setStatus] = useState<AccountStatus>(null);

  const onSubmit = async (values: PasswordFormValues, form: FormApi<PasswordFormValues>) => {
    setStatus(null);
    try {
      await changePassword({
        old_password: values.old_password ?? '',
        new_password: values.new_password ?? '',
      }).unwrap();
      setStatus(successStatus('settings.password.changed'));
      form.restart();
    } catch (error) {
      setStatus(errorStatus(error, 'settings.password.failed'));
    }
  };

  return (
    <Card component="section" aria-labelledby="password-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="password-settings-heading" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('settings.password.heading')}
        </Typography>
        <Form<PasswordFormValues> onSubmit={onSubmit} validate={validatePasswordForm}>
          {({ handleSubmit, submitting }) => (
            <Box
              component="form"
              noValidate
              aria-label={t('settings.password.formLabel')}
              onSubmit={handleSubmit}
            >
              <Grid container spacing={2.5}>
                <Grid size={12}>
                  <Field<string>
                    name="old_password"
                    type="password"
                    render={(field) => (
                      <TextFieldAdapter
                        {...field}
                        label={t('settings.password.current')}
                        autoComplete="current-password"
                      />
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Field<string>
                    name="new_password"
                    type="password"
                    render={(field) => (
                      <TextFieldAdapter
                        {...field}
                        label={t('settings.password.new')}
                        autoComplete="new-password"
                      />
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Field<string>
                    name="confirm_password"
                    type="password"
                    render={(field) => (
                      <TextFieldAdapter
                        {...field}
                        label={t('settings.password.confirm')}
                        autoComplete="new-password"
                      />
                    )}
                  />
                </Grid>
              </Grid>
              <AccountFormMessage status={status} />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {submitting ? t('settings.password.saving') : t('settings.password.save')}
                </Button>
              </Box>
            </Box>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
