import { getErrorMessage } from '@inventor-portal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { FormMessage, TextFieldAdapter, type FormStatus } from '@inventor-portal/shared/forms';
import { useChangePasswordMutation } from '../api/settings-api';
import { validatePasswordForm, type PasswordFormValues } from '../lib/password-form';

export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PASSWORD_FAILED = 'Failed to change password.';

/** The 'General' section: change password; a success clears the form (spec §4). */
export function PasswordSection() {
  const [changePassword] = useChangePasswordMutation();
  const [status, setStatus] = useState<FormStatus>(null);

  const onSubmit = async (values: PasswordFormValues, form: FormApi<PasswordFormValues>) => {
    setStatus(null);
    try {
      await changePassword({
        old_password: values.old_password ?? '',
        new_password: values.new_password ?? '',
      }).unwrap();
      setStatus({ kind: 'success', text: PASSWORD_CHANGED });
      form.restart();
    } catch (error) {
      setStatus({ kind: 'error', text: getErrorMessage(error, PASSWORD_FAILED) });
    }
  };

  return (
    <Card component="section" aria-labelledby="password-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="password-settings-heading" variant="h6" component="h2" sx={{ mb: 3 }}>
          General
        </Typography>
        <Form<PasswordFormValues> onSubmit={onSubmit} validate={validatePasswordForm}>
          {({ handleSubmit, submitting }) => (
            <Box component="form" noValidate aria-label="Change password" onSubmit={handleSubmit}>
              <Grid container spacing={2.5}>
                <Grid size={12}>
                  <Field<string>
                    name="old_password"
                    type="password"
                    render={(field) => (
                      <TextFieldAdapter
                        {...field}
                        label="Current Password"
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
                        label="New Password"
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
                        label="Confirm New Password"
                        autoComplete="new-password"
                      />
                    )}
                  />
                </Grid>
              </Grid>
              <FormMessage status={status} />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {submitting ? 'Updating...' : 'Save Password'}
                </Button>
              </Box>
            </Box>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
