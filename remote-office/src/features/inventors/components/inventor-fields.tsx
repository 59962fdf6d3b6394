import { SelectFieldAdapter, TextFieldAdapter } from '@inventor-portal/shared/forms';
import { LIMITS } from '@inventor-portal/shared/schemas';
import { Field } from 'react-final-form';
import { useOfficeTranslation } from '@remote-office/i18n';

interface InventorFieldsProps {
  /** Prefix of the inputs' ids: two dialogs never share one. */
  idPrefix: string;
  /** The affiliations offered (the record's current one included when editing). */
  affiliations: Array<{ value: string; label: string }>;
  /** Said under the email field (editing a record with an account: it is the sign-in email). */
  emailHint?: string;
}

/**
 * The fields of an inventor record the office creates and edits (spec §5 rules): email,
 * preferred name, affiliation, phone and ORCID, under react-final-form field names matching
 * the API's.
 */
export function InventorFields({ idPrefix, affiliations, emailHint }: InventorFieldsProps) {
  const { t } = useOfficeTranslation();
  return (
    <>
      <Field<string>
        name="email"
        type="email"
        render={(props) => (
          <TextFieldAdapter
            {...props}
            id={`${idPrefix}-email`}
            label={t('inventorDetail.fields.email')}
            hint={emailHint}
            required
            autoComplete="off"
          />
        )}
      />
      <Field<string>
        name="preferred_name"
        render={(props) => (
          <TextFieldAdapter
            {...props}
            id={`${idPrefix}-preferred-name`}
            label={t('inventorDetail.fields.preferredName')}
            required
            counter={LIMITS.profileName}
          />
        )}
      />
      <Field<string>
        name="affiliation"
        render={(props) => (
          <SelectFieldAdapter
            {...props}
            id={`${idPrefix}-affiliation`}
            label={t('inventorDetail.fields.affiliation')}
            placeholder={t('inventorDetail.edit.affiliationPlaceholder')}
            options={affiliations}
            required
          />
        )}
      />
      <Field<string>
        name="phone"
        type="tel"
        render={(props) => (
          <TextFieldAdapter
            {...props}
            id={`${idPrefix}-phone`}
            label={t('inventorDetail.fields.phone')}
            counter={LIMITS.phone}
          />
        )}
      />
      <Field<string>
        name="orcid"
        render={(props) => (
          <TextFieldAdapter
            {...props}
            id={`${idPrefix}-orcid`}
            label={t('inventorDetail.fields.orcid')}
            counter={LIMITS.orcid}
          />
        )}
      />
    </>
  );
}
