import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import { SelectFieldAdapter, TextFieldAdapter } from '@inventor-portal/shared/forms';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { NameVariantsField } from './name-variants-field';

/** Manual entry of a new inventor: email, preferred name, affiliation, phone, ORCID, name variants. */
export function ManualInventorFields({ disabled }: { disabled?: boolean }) {
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const options = useMemo(
    () => affiliations.map((a) => ({ value: a.name, label: a.name })),
    [affiliations],
  );
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field<string>
          name="email"
          type="email"
          render={(field) => (
            <TextFieldAdapter
              {...field}
              label="Email"
              autoComplete="off"
              required
              disabled={disabled}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field<string>
          name="preferred_name"
          render={(field) => (
            <TextFieldAdapter
              {...field}
              label="Preferred Name"
              autoComplete="off"
              required
              disabled={disabled}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field<string>
          name="affiliation"
          render={(field) => (
            <SelectFieldAdapter
              {...field}
              label="Affiliation"
              options={options}
              placeholder="Select an affiliation"
              required
              disabled={disabled}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field<string>
          name="phone"
          type="tel"
          render={(field) => (
            <TextFieldAdapter {...field} label="Phone" autoComplete="off" disabled={disabled} />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field<string>
          name="orcid"
          render={(field) => (
            <TextFieldAdapter
              {...field}
              label="ORCID"
              placeholder="0000-0000-0000-0000"
              autoComplete="off"
              disabled={disabled}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <NameVariantsField disabled={disabled} />
      </Grid>
    </Grid>
  );
}
