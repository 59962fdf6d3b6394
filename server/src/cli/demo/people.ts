import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { buildSearchText } from '../../repositories/inventor.repository';
import type { DemoPerson } from './data';

export interface PersonInsert {
  person: DemoPerson;
  email: string | null;
  phone?: string | null;
  orcid?: string | null;
  image: string | null;
  createdAt: string;
}

/** Inserts one inventor (+ name variants) and returns its id. */
export async function insertPerson(trx: Transaction<DB>, affiliations: Map<string, number>, p: PersonInsert): Promise<number> {
  const variants = p.person.variants ?? [];
  const row = await trx
    .insertInto('inventors')
    .values({
      preferred_name: p.person.preferred,
      full_name: p.person.full,
      email: p.email,
      phone: p.phone ?? null,
      orcid: p.orcid ?? null,
      affiliation_id: affiliations.get(p.person.affiliation.toLowerCase()) ?? null,
      image: p.image,
      search_text: buildSearchText([p.person.preferred, p.person.full, ...variants]),
      created_at: p.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (variants.length) {
    await trx
      .insertInto('inventor_name_variants')
      .values(variants.map((name, position) => ({ inventor_id: row.id, name, position })))
      .execute();
  }
  return row.id;
}

export async function insertUser(trx: Transaction<DB>, inventorId: number, email: string, passwordHash: string, createdAt: string): Promise<void> {
  await trx
    .insertInto('users')
    .values({ email, password_hash: passwordHash, inventor_id: inventorId, must_change_password: 0, created_at: createdAt })
    .execute();
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
