import { useGetAffiliationsQuery } from '@inventor-portal/shared';
import { SelectFieldAdapter, TextFieldAdapter } from '@inventor-portal/shared/forms';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { useAccountTranslation } from '@remote-account/i18n';
import { ORCID_PLACEHOLDER } from '@remote-account/lib/orcid';
import { NameVariantsField } from './name-variants-field';

/** Manual entry of a new inventor: email, preferred name, affiliation, phone, ORCID, name variants. */
export function ManualInventorFields({ disabled }: { disabled?: boolean }) {
  const { t } = useAccountTranslation();
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
              label={t('createAccount.fields.email')}
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
              label={t('createAccount.fields.preferredName')}
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
              label={t('createAccount.fields.affiliation')}
              options={options}
              placeholder={t('createAccount.fields.affiliationPlaceholder')}
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
            <TextFieldAdapter
              {...field}
              label={t('createAccount.fields.phone')}
              autoComplete="off"
              disabled={disabled}
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
              label={t('createAccount.fields.orcid')}
              placeholder={ORCID_PLACEHOLDER}
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
