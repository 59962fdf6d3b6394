import {
  PUBLIC_DISCLOSURE_KINDS,
  type PublicDisclosureKind,
} from '@inventor-portal/shared/schemas';

export { PUBLIC_DISCLOSURE_KINDS, type PublicDisclosureKind };

/** The kind chosen in the form; '' while none is. */
export type DisclosureKindChoice = PublicDisclosureKind | '';
