import { sql, type Kysely } from 'kysely';

/**
 * Ranges of numeric specifications in the search (issue 24: year, mileage, surface...).
 * Specification values are text in the `specs` document, so a range compares
 * `search_spec_number(specs, codename)`: the number, or null when the stored text is none (an
 * odd import never fails a search). Immutable and plain SQL, the planner inlines it into the
 * query and into the indexes alike, which is how the indexes below match the search's condition.
 *
 * Without an index, a range is a recheck on every row of its category: a narrow one ("less than
 * 6 000 km") read all 23 000 cars of a 200 000-announcement base to count its thousand matches
 * (0.85 s), and the planner, with no statistics on the expression, guessed its matches tenfold
 * wrong. One partial B-tree per numeric specification of the reference catalog answers the range
 * as a bitmap ANDed with the category's (37 ms for the same count). Each holds only active
 * announcements with that specification, so a write touches the one or two of its own category.
 * The planner reads no statistics from a partial index: statistics on the expression itself tell
 * it how many a range keeps, hence which index to take and how many matches to expect past the
 * count's cap. A numeric specification added later is ranged all the same, by recheck, until a
 * migration gives it its index.
 */
const NUMERIC_SPECIFICATIONS = [
  'annee',
  'kilometrage',
  'cylindree',
  'superficie',
  'etage',
  'nombre_etages',
  'taille_ecran',
  'pointure',
  'duree_sejour',
  'poids',
] as const;

const indexName = (codename: string) => `announcements_spec_${codename}_idx`;
const statisticsName = (codename: string) => `announcements_spec_${codename}_stats`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function search_spec_number(specs jsonb, codename text) returns numeric
    language sql immutable parallel safe as $$
      select case when specs ->> codename ~ '^[0-9]{1,15}([.][0-9]+)?$' then (specs ->> codename)::numeric end
    $$`.execute(db);
  for (const codename of NUMERIC_SPECIFICATIONS) {
    const value = sql`search_spec_number(specs, ${sql.lit(codename)})`;
    await sql`create index ${sql.ref(indexName(codename))} on announcements ((${value}))
      where status in ('PUBLISHED', 'EDITED') and ${value} is not null`.execute(db);
    await sql`create statistics ${sql.ref(statisticsName(codename))} on (${value}) from announcements`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const codename of NUMERIC_SPECIFICATIONS) {
    await sql`drop statistics ${sql.ref(statisticsName(codename))}`.execute(db);
    await sql`drop index ${sql.ref(indexName(codename))}`.execute(db);
  }
  await sql`drop function search_spec_number(jsonb, text)`.execute(db);
}
