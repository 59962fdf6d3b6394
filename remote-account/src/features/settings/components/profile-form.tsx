import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { FormApi } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import {
  FormMessage,
  SelectFieldAdapter,
  TextFieldAdapter,
  type FormStatus,
} from '@inventor-portal/shared/forms';
import type { FormErrors } from '@inventor-portal/shared/schemas';
import {
  isEmailChanged,
  validateProfileForm,
  type ProfileFormValues,
} from '../lib/profile-form-values';

interface Props {
  initialValues: ProfileFormValues;
  /** The saved address: a different one in the form needs the current password. */
  savedEmail: string;
  status: FormStatus;
  onSubmit: (
    values: ProfileFormValues,
    form: FormApi<ProfileFormValues>,
  ) => Promise<FormErrors | undefined>;
}

/** Full Name, Phone Number, Email Address, Affiliation, ORCID, Name Variants (spec §2, §5). */
export function ProfileForm({ initialValues, savedEmail, status, onSubmit }: Props) {
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
        <Box component="form" noValidate aria-label="Profile" onSubmit={handleSubmit}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="preferred_name"
                render={(field) => (
                  <TextFieldAdapter {...field} label="Full Name" autoComplete="name" required />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="phone_number"
                type="tel"
                render={(field) => (
                  <TextFieldAdapter {...field} label="Phone Number" autoComplete="tel" />
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
                    label="Email Address"
                    autoComplete="email"
                    hint="This email will be used for notifications and communications"
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
                      label="Current password"
                      autoComplete="current-password"
                      hint="Needed to change your email"
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
                    label="Affiliation"
                    options={options}
                    hint="Choose the type of organization you're affiliated with"
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="orcid"
                render={(field) => (
                  <TextFieldAdapter {...field} label="ORCID" placeholder="0000-0000-0000-0000" />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Field<string>
                name="name_variants"
                render={(field) => (
                  <TextFieldAdapter
                    {...field}
                    label="Name Variants"
                    placeholder="J. Doe, John D."
                    hint="Separate variants with commas"
                  />
                )}
              />
            </Grid>
          </Grid>
          <FormMessage status={status} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
