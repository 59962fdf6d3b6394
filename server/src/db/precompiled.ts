import type { Compilable, CompiledQuery } from 'kysely';

/**
 * A query whose SQL is built and compiled once. Kysely otherwise rebuilds its operation tree
 * and recompiles the same SQL text on every call, which on the hottest query (the session
 * lookup, run by every request) costs more than the database work. `build` is called once
 * with `placeholders`, values that stand for the parameters; every compiled parameter equal
 * to a placeholder is replaced by the real value on each call. A placeholder missing from
 * the compiled parameters throws at once, so a query that stops binding one cannot run with
 * a stale value. Placeholders must be values no other parameter of the query can take.
 */
export function precompile<R, P extends unknown[]>(
  build: (...params: P) => Compilable<R>,
  placeholders: P,
): (...params: P) => CompiledQuery<R> {
  const compiled = build(...placeholders).compile();
  const slots = placeholders.map((placeholder, index) => {
    const positions = compiled.parameters.flatMap((value, position) =>
      value === placeholder ? [position] : [],
    );
    if (positions.length === 0)
      throw new Error(`precompile: placeholder ${index} is not a parameter of ${compiled.sql}`);
    return positions;
  });
  return (...params: P) => {
    const parameters = [...compiled.parameters];
    slots.forEach((positions, index) => {
      for (const position of positions) parameters[position] = params[index];
    });
    return { ...compiled, parameters };
  };
}

const compiledByDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * `precompile` once per database handle and query shape (`key`), then reuse. Keys must come
 * from a small fixed set (e.g. one per IN-list length up to the page size limit).
 */
export function precompiledFor<R, P extends unknown[]>(
  db: object,
  key: string,
  build: (...params: P) => Compilable<R>,
  placeholders: P,
): (...params: P) => CompiledQuery<R> {
  let byKey = compiledByDatabase.get(db);
  if (!byKey) compiledByDatabase.set(db, (byKey = new Map()));
  let run = byKey.get(key) as ((...params: P) => CompiledQuery<R>) | undefined;
  if (!run) byKey.set(key, (run = precompile(build, placeholders)));
  return run;
}

/** Placeholder ids for an IN list of `length` values: negative, so never a real row id. */
export const idPlaceholders = (length: number): number[] =>
  Array.from({ length }, (_, i) => -1_000_000_000 - i);
