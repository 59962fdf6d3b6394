import { sql } from 'kysely';
import type { OfficeSubmitter, ReviewSummary } from '@inventor-portal/shared/schemas';
import type { Db } from '@server/db/database';
import { jsonTuplesOf, tuplesByKey, type TupleSource } from '@server/db/json-tuples';
import { idPlaceholders, precompiledFor } from '@server/db/precompiled';
import { type InventorRow, toInventorSummary } from '../inventors/inventor.mapper';
import { accountDisplayName } from '../accounts/users.service';
import { REVIEW_GROUP_TUPLES, reviewSummaryOf } from '../reviews/review.mapper';
import { relatedOfTuples, relatedTupleColumns } from './ticket-related-lists.repository';
import type { TicketRelated } from './ticket-related.repository';

/** What a page of the office queue shows besides the tickets' own rows. */
export interface OfficeListRelated {
  related: TicketRelated;
  /** By inventor id. */
  submitters: Map<number, OfficeSubmitter>;
  /** By account id. */
  assignees: Map<number, { name: string; email: string }>;
  /** By ticket id. */
  reviews: Map<number, ReviewSummary>;
}

type SubmitterRow = Pick<
  InventorRow,
  'id' | 'preferred_name' | 'full_name' | 'image' | 'affiliation_name'
> & { email: string | null };

const SUBMITTER: TupleSource<SubmitterRow> = {
  from: sql`from tickets st join inventors si on si.id = st.submitter_id left join affiliations sa on sa.id = si.affiliation_id`,
  key: 'st.id',
  columns: {
    id: 'si.id',
    preferred_name: 'si.preferred_name',
    full_name: 'si.full_name',
    image: 'si.image',
    affiliation_name: 'sa.name',
    email: 'si.email',
  },
  orderBy: ['si.id'],
};

interface AssigneeRow {
  id: number;
  email: string;
  name: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

const ASSIGNEE: TupleSource<AssigneeRow> = {
  from: sql`from tickets asg join users au on au.id = asg.assignee_id left join inventors ai on ai.id = au.inventor_id`,
  key: 'asg.id',
  columns: {
    id: 'au.id',
    email: 'au.email',
    name: 'au.name',
    preferred_name: 'ai.preferred_name',
    full_name: 'ai.full_name',
  },
  orderBy: ['au.id'],
};

/**
 * PostgreSQL: everything a page of the office queue shows besides the tickets' own rows, in ONE
 * statement of JSON tuples (db/json-tuples.ts): inventors, co-applicants, attachments, the
 * submitter with their email, the assignee's name and the review groups. Compiled once per
 * page length.
 */
export async function officeListTuples(db: Db, ids: readonly number[]): Promise<OfficeListRelated> {
  const query = precompiledFor(
    db,
    `tickets.office-list-tuples.${ids.length}`,
    (...values: number[]) =>
      db.selectNoFrom([
        ...relatedTupleColumns(values),
        jsonTuplesOf(SUBMITTER, values).as('submitters'),
        jsonTuplesOf(ASSIGNEE, values).as('assignees'),
        jsonTuplesOf(REVIEW_GROUP_TUPLES, values).as('review_groups'),
      ]),
    idPlaceholders(ids.length),
  );
  const { rows } = await db.executeQuery(query(...ids));
  const [row] = rows;
  const out: OfficeListRelated = {
    related: relatedOfTuples(row),
    submitters: new Map(),
    assignees: new Map(),
    reviews: new Map(),
  };
  for (const [, [s]] of tuplesByKey(SUBMITTER, row.submitters))
    out.submitters.set(s.id, { ...toInventorSummary(s), email: s.email });
  for (const [, [a]] of tuplesByKey(ASSIGNEE, row.assignees))
    out.assignees.set(a.id, { name: accountDisplayName(a), email: a.email });
  const groups = tuplesByKey(REVIEW_GROUP_TUPLES, row.review_groups);
  for (const id of ids) out.reviews.set(id, reviewSummaryOf(groups.get(id) ?? []));
  return out;
}
