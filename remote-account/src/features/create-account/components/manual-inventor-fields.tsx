import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { NameVariantsField } from './name-variants-field';

/** Manual entry of a new inventor: email, preferred name, affiliation, phone, ORCID, name variants. */
export function ManualInventorFields({ disabled }: { disabled?: boolean }) {
  const { data: affiliations = [] } = useGetAffiliationsQuery();
  const options = useMemo(() => affiliations.map((a) => ({ value: a.name, label: a.name })), [affiliations]);
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="email" label="Email" type="email" autoComplete="off" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="preferred_name" label="Preferred Name" autoComplete="off" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          name="affiliation"
          label="Affiliation"
          options={options}
          placeholder="Select an affiliation"
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="phone" label="Phone" type="tel" autoComplete="off" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField name="orcid" label="ORCID" placeholder="0000-0000-0000-0000" autoComplete="off" disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <NameVariantsField disabled={disabled} />
      </Grid>
    </Grid>
  );
}
