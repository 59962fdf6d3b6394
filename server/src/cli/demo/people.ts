import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { createInventor } from '@server/modules/inventors/inventors.service';
import type { DemoPerson } from './data';

export interface PersonInsert {
  person: DemoPerson;
  email: string | null;
  phone?: string | null;
  orcid?: string | null;
  image: string | null;
  createdAt: string;
}

/** Creates one inventor (+ name variants, search text) through the inventors service. */
export function insertPerson(
  trx: Transaction<DB>,
  affiliations: Map<string, number>,
  p: PersonInsert,
): Promise<number> {
  return createInventor(trx, {
    preferred_name: p.person.preferred,
    full_name: p.person.full,
    email: p.email,
    phone: p.phone ?? null,
    orcid: p.orcid ?? null,
    affiliation_id: affiliations.get(p.person.affiliation.toLowerCase()) ?? null,
    name_variants: p.person.variants ?? [],
    image: p.image,
    created_at: p.createdAt,
  });
}

/** `Leïla Berrada` -> `leila.berrada@cie.example.org` */
export function demoEmail(person: DemoPerson): string {
  const local = person.full
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}@${person.affiliation.toLowerCase()}.example.org`;
}
