import type { InventorSummary, Paged, User } from '../schemas';

/**
 * Test data every package's suite builds its own from (`@inventor-portal/shared/test-fixtures`):
 * one place that follows the schemas.
 */

/** A one-page list answer (`{count, next, previous, results}`). */
export function paged<T>(results: T[], count = results.length): Paged<T> {
  return { count, next: null, previous: null, results };
}

/** An inventor as the API sums one up (affiliation 'CIE', no picture unless `extra` gives one). */
export function makeInventorSummary(
  id: number,
  name: string | null,
  extra: Partial<InventorSummary> = {},
): InventorSummary {
  return {
    id,
    preferred_name: name,
    full_name: name,
    affiliation: 'CIE',
    image: null,
    avatar: null,
    ...extra,
  };
}

export const summary = (
  id: number,
  name: string | null,
  image: string | null = null,
): InventorSummary => makeInventorSummary(id, name, { image });

export const demoUser: User = {
  email: 'ada@example.com',
  inventor: {
    ...summary(1, 'Ada Lovelace'),
    email: 'ada@example.com',
    phone: null,
    orcid: null,
    name_variant: [],
    patents_count: 3,
    tickets_count: 2,
    co_inventors_count: 5,
  },
};

export {
  CONDITIONAL_QUESTIONNAIRE,
  SAMPLE_QUESTIONNAIRE,
  sampleFormVersion,
} from './questionnaire-fixture';
