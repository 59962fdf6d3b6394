import type { InventorSummary, User } from '../schemas';

export const summary = (id: number, name: string | null, image: string | null = null): InventorSummary => ({
  id,
  preferred_name: name,
  full_name: name,
  affiliation: 'CIE',
  image,
  avatar: null,
});

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
