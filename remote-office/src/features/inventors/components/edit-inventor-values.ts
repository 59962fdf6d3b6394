import type { OfficeInventor, OfficeInventorUpdate } from '@inventor-portal/shared/schemas';

/** The edit form's values: the name variants as one text, one variant per line. */
export interface EditInventorValues {
  email?: string;
  preferred_name?: string;
  affiliation?: string;
  phone?: string;
  orcid?: string;
  name_variant?: string;
}

export const EDIT_FIELD_NAMES: ReadonlySet<string> = new Set([
  'email',
  'preferred_name',
  'affiliation',
  'phone',
  'orcid',
  'name_variant',
]);

export const valuesOf = (inventor: OfficeInventor): EditInventorValues => ({
  email: inventor.email ?? '',
  preferred_name: inventor.preferred_name ?? '',
  affiliation: inventor.affiliation ?? '',
  phone: inventor.phone ?? '',
  orcid: inventor.orcid ?? '',
  name_variant: inventor.name_variant.join('\n'),
});

/** Every field is sent: an emptied phone or ORCID clears it (`null`). */
export const toUpdate = (values: EditInventorValues): OfficeInventorUpdate => ({
  email: values.email ?? '',
  preferred_name: values.preferred_name ?? '',
  affiliation: values.affiliation ?? '',
  phone: values.phone?.trim() || null,
  orcid: values.orcid?.trim() || null,
  name_variant: (values.name_variant ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
});
