/**
 * The ceiling for GET /api/inventors/patents: Fastify + better-sqlite3 running the same SQL as
 * the real endpoint (page with its total, inventors with their names, schema URLs) for inventor 1,
 * with no session, no validation, no serializer beyond JSON.stringify. It builds every answer: the
 * real endpoint sends a remembered body while the data is unchanged (server/src/lib/response-cache.ts),
 * so it can pass this ceiling; the ceiling still prices the query path taken after a write.
 * Run: node bench/bare-server.mjs DATA_DIR PORT
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import path from 'node:path';

const [dataDir, port] = process.argv.slice(2);
const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
db.pragma('busy_timeout = 5000');
// The server's read settings (server/src/db/database.ts), so both read the file the same way.
db.pragma('cache_size = -65536');
db.pragma('mmap_size = 268435456');

const COLUMNS = [
  'id',
  'title',
  'deposit_number',
  'deposit_document',
  'deposit_date',
  'research_report_document',
  'research_report_result',
  'research_report_date',
  'delivery_document',
  'delivery_date',
  'status',
  'trl_level',
  'crl_level',
  'abstract',
  'contract_type',
  'sector',
  'nature',
  'affiliation',
].map((c) => `"patents"."${c}"`);

// The SQL below is what GET /api/inventors/patents runs (default order, no search); keep
// the two in step (server/src/modules/patents/patent.repository.ts) so the ceiling stays fair.
const pageQuery = db.prepare(
  `select ${COLUMNS.join(', ')}, (select count(*) as "n" from "patent_inventors" as "visible" where "visible"."inventor_id" = ?) as "total_count"
   from "patent_inventors" as "visible" inner join "patents" on "patents"."id" = "visible"."patent_id"
   where "visible"."inventor_id" = ? order by "visible"."patent_id" desc limit ? offset ?`,
);
const inList = (n) => Array.from({ length: n }, () => '?').join(', ');
const statements = new Map();
const cached = (key, sql) => {
  if (!statements.has(key)) statements.set(key, db.prepare(sql));
  return statements.get(key);
};

const app = Fastify({ logger: false });
app.get('/patents', async (request) => {
  const page = Number(request.query.page ?? 1);
  const size = Number(request.query.page_size ?? 12);
  const rows = pageQuery.all(1, 1, size, (page - 1) * size);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { count: 0, next: null, previous: null, results: [] };
  const people = cached(
    `i${ids.length}`,
    `select "patent_inventors"."patent_id", "inventors"."id", "inventors"."preferred_name", "inventors"."full_name", "inventors"."image",
       "affiliations"."name" as "affiliation_name" from "patent_inventors"
     inner join "inventors" on "inventors"."id" = "patent_inventors"."inventor_id"
     left join "affiliations" on "affiliations"."id" = "inventors"."affiliation_id"
     where "patent_inventors"."patent_id" in (${inList(ids.length)}) order by "patent_inventors"."patent_id", "patent_inventors"."position"`,
  ).all(...ids);
  const schemas = cached(
    `s${ids.length}`,
    `select "patent_id", "url" from "patent_schemas" where "patent_id" in (${inList(ids.length)}) order by "patent_id", "position", "id"`,
  ).all(...ids);
  const results = rows.map(({ total_count: _t, ...row }) => ({
    ...row,
    schemas: schemas.filter((s) => s.patent_id === row.id).map((s) => s.url),
    inventors: people
      .filter((p) => p.patent_id === row.id)
      .map(({ patent_id: _p, ...person }) => person),
  }));
  return { count: rows[0].total_count, next: null, previous: null, results };
});
app.get('/health', async () => ({ ok: true }));

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
