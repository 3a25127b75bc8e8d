import type { CompiledQuery, Kysely, QueryResult, RawBuilder } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The statements a search ran, in order, when the caller asks for them: the benchmark replays
 * them straight through `pg` to compare the API with the bare SQL it generates.
 */
export type SearchTrace = CompiledQuery[];

/** Compiles a statement, records it when a trace is kept, and runs it. */
export async function runTraced<R>(
  db: Kysely<Database>,
  query: RawBuilder<R>,
  trace?: SearchTrace,
): Promise<QueryResult<R>> {
  const compiled = query.compile(db);
  trace?.push(compiled);
  return db.executeQuery(compiled);
}
