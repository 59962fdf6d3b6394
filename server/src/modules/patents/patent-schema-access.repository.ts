import type { Db } from '@server/db/database';

/**
 * Who may see an uploaded image that is a patent's schema: `null` when `url` is no patent's
 * schema (a profile photo), else whether the inventor (null: the office) may see one of the
 * patents listing it.
 */
export async function schemaImageVisibleTo(
  db: Db,
  url: string,
  inventorId: number | null,
): Promise<boolean | null> {
  const listed = await db
    .selectFrom('patent_schemas')
    .select('patent_id')
    .where('url', '=', url)
    .executeTakeFirst();
  if (!listed) return null;
  if (inventorId === null) return true;
  const own = await db
    .selectFrom('patent_schemas')
    .innerJoin('patent_inventors', 'patent_inventors.patent_id', 'patent_schemas.patent_id')
    .select('patent_schemas.patent_id')
    .where('patent_schemas.url', '=', url)
    .where('patent_inventors.inventor_id', '=', inventorId)
    .executeTakeFirst();
  return own !== undefined;
}
