import type { Language } from '@inventor-portal/shared/i18n';
import type { Account, Affiliation, PatentListItem, User } from '@inventor-portal/shared/schemas';
import { makeInventorSummary, paged } from '@inventor-portal/shared/test-fixtures';

export { paged };
export const makeSummary = makeInventorSummary;

export const affiliations: Affiliation[] = [
  { id: 1, name: 'CIE' },
  { id: 2, name: 'UIR' },
];

export function makeUser(
  inventor: Partial<User['inventor']> = {},
  email = 'ada@example.com',
): User {
  return {
    email,
    inventor: {
      ...makeSummary(1, 'Ada Lovelace'),
      email,
      phone: '0612345678',
      orcid: '0000-0001-2345-6789',
      name_variant: ['A. Lovelace', 'Ada L.'],
      patents_count: 2,
      tickets_count: 5,
      co_inventors_count: 3,
      ...inventor,
    },
  };
}

/** `me` as the server answers it today: the user plus role, language and two-factor status. */
export function makeAccount(language: Language = 'en', inventor: Partial<User['inventor']> = {}) {
  const account: Account = {
    ...makeUser(inventor),
    role: 'inventor',
    language,
    two_factor_enabled: false,
    sign_in_method: 'password',
  };
  return account;
}

export function makePatent(id: number, extra: Partial<PatentListItem> = {}): PatentListItem {
  return {
    id,
    title: `Patent ${id}`,
    deposit_number: `DN-${id}`,
    deposit_document: null,
    deposit_date: '2024-01-10',
    research_report_document: null,
    research_report_result: null,
    research_report_date: null,
    delivery_document: null,
    delivery_date: null,
    status: 'pending',
    TRL_level: 3,
    CRL_level: 2,
    abstract: null,
    contract_type: null,
    sector: 'Energy',
    nature: null,
    schemas: [],
    affiliation: 'CIE',
    inventors: [],
    ...extra,
  };
}
