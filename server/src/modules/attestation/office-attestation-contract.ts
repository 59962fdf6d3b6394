import {
  officeAttestationFiltersSchema,
  officeAttestationShape,
  officeTicketDetailSchema,
  officeTicketRowSchema,
  pagedSchema,
  countCappedShape,
} from '@inventor-portal/shared/schemas';

/**
 * The office ticket answers with the attestation additions (API.md Part 2): the shared office
 * schemas extended with `officeAttestationShape` (confirmations_summary, disclosure flags).
 */
export const officeAttestedRowSchema = officeTicketRowSchema.extend(officeAttestationShape);
export const officeAttestedDetailSchema = officeTicketDetailSchema.extend(officeAttestationShape);
export const officeAttestedPageSchema =
  pagedSchema(officeAttestedRowSchema).extend(countCappedShape);

/** `confirmation` and `ordering` (with `disclosure`) of the office queue. */
export const attestationFilters = officeAttestationFiltersSchema.shape;
