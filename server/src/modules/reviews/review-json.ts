import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/database';
import { jsonObject } from '@server/db/json-rows';
import { accountDisplayName } from '../accounts/users.service';
import type { ReviewRow } from './review.mapper';

/*
 * What the reviews module's one-statement reads share (db/json-rows.ts: each row of a
 * `union all` as one JSON object): a review row's columns, the rubric's stored criteria, an
 * account's display name. Every value is an integer, a text or null, as the drivers give them.
 */

/** Every column of `reviews`: a column missing here does not compile. */
const REVIEW_COLUMNS: Record<keyof ReviewRow, true> = {
  id: true,
  ticket_id: true,
  reviewer_id: true,
  state: true,
  due_date: true,
  declared_at: true,
  conflict_note: true,
  scores: true,
  recommendation: true,
  comment: true,
  score_centi: true,
  submitted_at: true,
  assigned_by: true,
  created_at: true,
};

/** `{column: alias.column}` for every column of a row type (its keys listed in `columns`). */
export const fieldsOf = <T extends string>(
  alias: string,
  columns: Record<T, true>,
): Record<T, string> =>
  Object.fromEntries(
    Object.keys(columns).map((column) => [column, `${alias}.${column}`]),
  ) as Record<T, string>;

/** A review row's columns under `alias` (for `jsonObject`). */
export const reviewFields = (alias: string) => fieldsOf(alias, REVIEW_COLUMNS);

/** The rubric's stored criteria (one row, `id` = 1), as a scalar subquery. */
export const rubricCriteria = (): RawBuilder<string | null> =>
  sql<string | null>`(select rr.criteria from review_rubric rr where rr.id = ${1})`;

/** What names an account (users `alias`, its inventor `inventorAlias`): accountDisplayName's. */
export const nameFields = (alias: string, inventorAlias: string) => ({
  email: `${alias}.email`,
  name: `${alias}.name`,
  preferred_name: `${inventorAlias}.preferred_name`,
  full_name: `${inventorAlias}.full_name`,
});

export interface NameColumns {
  email: string | null;
  name: string | null;
  preferred_name: string | null;
  full_name: string | null;
}

/** The account's display name; '' when the account is gone. */
export const displayNameOf = (row: NameColumns): string =>
  row.email === null ? '' : accountDisplayName({ ...row, email: row.email });

/** The review row of a JSON object that carried more (names, flags): its columns only. */
export const reviewRowOf = (data: ReviewRow): ReviewRow => {
  const row = {} as Record<keyof ReviewRow, unknown>;
  for (const key of Object.keys(REVIEW_COLUMNS) as Array<keyof ReviewRow>) row[key] = data[key];
  return row as ReviewRow;
};

/** `jsonObject` of a review row with `extra` fields. */
export const reviewJson = (
  db: Db,
  alias: string,
  extra: Record<string, string | RawBuilder<unknown>> = {},
) => jsonObject(db, { ...reviewFields(alias), ...extra });

/** 1 when `condition` holds, else 0, on both databases (a JSON value, not a boolean). */
export const flag = (condition: RawBuilder<unknown>) =>
  sql<number>`case when ${condition} then 1 else 0 end`;
