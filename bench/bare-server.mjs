/**
 * The ceiling for GET /api/inventors/patents: Fastify + better-sqlite3 running the same SQL as
 * the real endpoint (page with total, inventor links, schema URLs, inventor names) for inventor 1,
 * with no session, no validation, no serializer beyond JSON.stringify.
 * Run: node bench/bare-server.mjs DATA_DIR PORT
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import path from 'node:path';

const [dataDir, port] = process.argv.slice(2);
const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
db.pragma('busy_timeout = 5000');

const COLUMNS = [
  'id', 'title', 'deposit_number', 'deposit_document', 'deposit_date', 'research_report_document', 'research_report_result',
  'research_report_date', 'delivery_document', 'delivery_date', 'status', 'trl_level', 'crl_level', 'abstract', 'contract_type',
  'sector', 'nature', 'affiliation',
].map((c) => `"patents"."${c}"`);

const pageQuery = db.prepare(
  `select ${COLUMNS.join(', ')}, count(*) over () as "total_count" from "patents"
   where exists (select "patent_inventors"."patent_id" from "patent_inventors"
     where "patent_inventors"."patent_id" = "patents"."id" and "patent_inventors"."inventor_id" = ?)
   order by "patents"."id" desc limit ? offset ?`,
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
  const rows = pageQuery.all(1, size, (page - 1) * size);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { count: 0, next: null, previous: null, results: [] };
  const links = cached(`l${ids.length}`, `select "patent_id", "inventor_id" from "patent_inventors" where "patent_id" in (${inList(ids.length)}) order by "patent_id", "position"`).all(...ids);
  const schemas = cached(`s${ids.length}`, `select "patent_id", "url" from "patent_schemas" where "patent_id" in (${inList(ids.length)}) order by "patent_id", "position", "id"`).all(...ids);
  const inventorIds = [...new Set(links.map((l) => l.inventor_id))];
  const people = cached(`i${inventorIds.length}`, `select "id", "preferred_name", "full_name", "email" from "inventors" where "id" in (${inList(inventorIds.length)})`).all(...inventorIds);
  const byId = new Map(people.map((p) => [p.id, p]));
  const results = rows.map(({ total_count: _t, ...row }) => ({
    ...row,
    schemas: schemas.filter((s) => s.patent_id === row.id).map((s) => s.url),
    inventors: links.filter((l) => l.patent_id === row.id).map((l) => byId.get(l.inventor_id)),
  }));
  return { count: rows[0].total_count, next: null, previous: null, results };
});
app.get('/health', async () => ({ ok: true }));

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
