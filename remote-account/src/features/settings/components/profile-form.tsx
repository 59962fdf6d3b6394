import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { FormApi } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { SelectFieldAdapter, TextFieldAdapter } from '@inventor-portal/shared/forms';
import type { FormErrors } from '@inventor-portal/shared/schemas';
import { AccountFormMessage } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import type { AccountStatus } from '@remote-account/lib/account-status';
import { ORCID_PLACEHOLDER } from '@remote-account/lib/orcid';
import {
  isEmailChanged,
  validateProfileForm,
  type ProfileFormValues,
} from '../lib/profile-form-values';

interface Props {
  initialValues: ProfileFormValues;
  /** The saved address: a different one in the form needs the current password. */
  savedEmail: string;
  status: AccountStatus;
  onSubmit: (
    values: ProfileFormValues,
    form: FormApi<ProfileFormValues>,
  ) => Promise<FormErrors | undefined>;
}

/** Full Name, Phone Number, Email Address, Affiliation, ORCID, Name Variants (spec §2, §5). */
export function ProfileForm({ initialValues, savedEmail, status, onSubmit }: Props) {
  const { t } = useAccountTranslation();
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const options = useMemo(
    () => affiliations.map((a) => ({ value: a.name, label: a.name })),
    [affiliations],
  );

  return (
    <Form<ProfileFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      // A refreshed user (after a photo change) must not wipe edits not saved yet.
      keepDirtyOnReinitialize
      validate={(values) => validateProfileForm(values, savedEmail)}
    >
      {({ handleSubmit, submitting, values }) => (
        <Box
          component="form"
          noValidate
          aria-label={t('settings.profile.formLabel')}
          onSubmit={handleSubmit}
        >
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="preferred_name"
                render={(field) => (
                  <TextFieldAdapter
                    {...field}
                    label={t('settings.profile.fullName')}
                    autoComplete="name"
                    required
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="phone_number"
                type="tel"
                render={(field) => (
                  <TextFieldAdapter
                    {...field}
                    label={t('settings.profile.phone')}
                    autoComplete="tel"
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="email"
                type="email"
                render={(field) => (
                  <TextFieldAdapter
                    {...field}
                    label={t('settings.profile.email')}
                    autoComplete="email"
                    hint={t('settings.profile.emailHint')}
                    required
                  />
                )}
              />
            </Grid>
            {isEmailChanged(values, savedEmail) ? (
              <Grid size={{ xs: 12, md: 6 }}>
                <Field<string>
                  name="current_password"
                  type="password"
                  render={(field) => (
                    <TextFieldAdapter
                      {...field}
                      label={t('settings.profile.currentPassword')}
                      autoComplete="current-password"
                      hint={t('settings.profile.currentPasswordHint')}
                      required
                    />
                  )}
                />
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="affiliation"
                render={(field) => (
                  <SelectFieldAdapter
                    {...field}
                    label={t('settings.profile.affiliation')}
                    options={options}
                    hint={t('settings.profile.affiliationHint')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="orcid"
                render={(field) => (
                  <TextFieldAdapter
                    {...field}
                    label={t('settings.profile.orcid')}
                    placeholder={ORCID_PLACEHOLDER}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="name_variants"
                render={(field) => (
                  <TextFieldAdapter
                    {...field}
                    label={t('settings.profile.nameVariants')}
                    placeholder={t('settings.profile.nameVariantsPlaceholder')}
                    hint={t('settings.profile.nameVariantsHint')}
                  />
                )}
              />
            </Grid>
          </Grid>
          <AccountFormMessage status={status} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? t('settings.profile.saving') : t('settings.profile.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
