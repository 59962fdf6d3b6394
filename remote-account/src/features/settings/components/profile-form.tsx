import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { FormApi } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FormMessage, type FormStatus } from '../../../components/form-message';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import type { FormErrors } from '../../../lib/zod-form-errors';
import { validateProfileForm, type ProfileFormValues } from '../lib/profile-form-values';

interface Props {
  initialValues: ProfileFormValues;
  status: FormStatus;
  onSubmit: (values: ProfileFormValues, form: FormApi<ProfileFormValues>) => Promise<FormErrors | undefined>;
}

/** Full Name, Phone Number, Email Address, Affiliation, ORCID, Name Variants (spec §2, §5). */
export function ProfileForm({ initialValues, status, onSubmit }: Props) {
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const options = useMemo(() => affiliations.map((a) => ({ value: a.name, label: a.name })), [affiliations]);

  return (
    <Form<ProfileFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      // A refreshed user (after a photo change) must not wipe edits not saved yet.
      keepDirtyOnReinitialize
      validate={validateProfileForm}
    >
      {({ handleSubmit, submitting }) => (
        <Box component="form" noValidate aria-label="Profile" onSubmit={handleSubmit}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField name="preferred_name" label="Full Name" autoComplete="name" required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField name="phone_number" label="Phone Number" type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                name="email"
                label="Email Address"
                type="email"
                autoComplete="email"
                hint="This email will be used for notifications and communications"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormSelectField
                name="affiliation"
                label="Affiliation"
                options={options}
                hint="Choose the type of organization you're affiliated with"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField name="orcid" label="ORCID" placeholder="0000-0000-0000-0000" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                name="name_variants"
                label="Name Variants"
                placeholder="J. Doe, John D."
                hint="Separate variants with commas"
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
