/** The ORCID iD format shown as a placeholder: digits, the same in every language. */
export const ORCID_PLACEHOLDER = '0000-0000-0000-0000';
