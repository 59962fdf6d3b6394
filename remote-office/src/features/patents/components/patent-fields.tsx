import Grid from '@mui/material/Grid';
import { SelectFieldAdapter, TextFieldAdapter } from '@inventor-portal/shared/forms';
import { PATENT_LIMITS, shownFieldError } from '@inventor-portal/shared/schemas';
import { Field } from 'react-final-form';
import { useOfficeTranslation } from '@remote-office/i18n';
import { InventorAutocomplete } from './inventor-autocomplete';
import { DATE_FIELDS, LEVEL_FIELDS, TEXT_FIELDS, type LinkedInventor } from './patent-form-values';

const STATUSES = ['pending', 'approved', 'refused'] as const;

/** Every spec §3 field of a patent but its uploads (documents, schema images). */
export function PatentFields({ currentStatus }: { currentStatus?: string | null }) {
  const { t } = useOfficeTranslation();
  const statusOptions = [
    ...STATUSES.map((value) => ({ value, label: t(`patents.statuses.${value}`) })),
    // A status an import left that the list does not offer stays choosable.
    ...(currentStatus && !STATUSES.includes(currentStatus as never)
      ? [{ value: currentStatus, label: currentStatus }]
      : []),
  ];

  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <Field<string>
          name="title"
          render={(props) => (
            <TextFieldAdapter
              {...props}
              id="patent-title"
              label={t('patents.fields.title')}
              required
              counter={PATENT_LIMITS.title}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Field<string>
          name="status"
          render={(props) => (
            <SelectFieldAdapter
              {...props}
              id="patent-status"
              label={t('patents.fields.status')}
              placeholder={t('patents.form.noStatus')}
              options={statusOptions}
            />
          )}
        />
      </Grid>
      {LEVEL_FIELDS.map((name) => (
        <Grid key={name} size={{ xs: 6, md: 3 }}>
          <Field<string>
            name={name}
            type="number"
            render={(props) => (
              <TextFieldAdapter
                {...props}
                id={`patent-${name}`}
                label={t(`patents.fields.${name}`)}
                hint={t('patents.form.levelHint')}
                slotProps={{ htmlInput: { min: 0, max: 9, step: 1, inputMode: 'numeric' } }}
              />
            )}
          />
        </Grid>
      ))}
      {DATE_FIELDS.map((name) => (
        <Grid key={name} size={{ xs: 12, md: 4 }}>
          <Field<string>
            name={name}
            type="date"
            render={(props) => (
              <TextFieldAdapter
                {...props}
                id={`patent-${name}`}
                label={t(`patents.fields.${name}`)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        </Grid>
      ))}
      {TEXT_FIELDS.map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6 }}>
          <Field<string>
            name={name}
            render={(props) => (
              <TextFieldAdapter
                {...props}
                id={`patent-${name}`}
                label={t(`patents.fields.${name}`)}
                counter={PATENT_LIMITS.text}
              />
            )}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Field<string>
          name="abstract"
          render={(props) => (
            <TextFieldAdapter
              {...props}
              id="patent-abstract"
              label={t('patents.fields.abstract')}
              multiline
              minRows={4}
              counter={PATENT_LIMITS.abstract}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Field<LinkedInventor[]>
          name="inventors"
          render={({ input, meta }) => (
            <InventorAutocomplete
              id="patent-inventors"
              label={t('patents.fields.inventors')}
              hint={t('patents.form.inventorsHint')}
              value={input.value || []}
              onChange={input.onChange}
              onBlur={() => input.onBlur()}
              error={shownFieldError(meta)}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <Field<string>
          name="schema_links"
          render={(props) => (
            <TextFieldAdapter
              {...props}
              id="patent-schema-links"
              label={t('patents.fields.schemaLinks')}
              hint={t('patents.form.schemaLinksHint')}
              multiline
              minRows={2}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
