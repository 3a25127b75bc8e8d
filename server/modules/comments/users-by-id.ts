import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { UserModel } from '../users/users.mappers';

/**
 * Loads many accounts as `User` models in one query (authors of a page of comments, reporters
 * of a page of reports). The `User` resolvers hide the private fields from everyone but the
 * account's owner, as they do for `me`.
 */
export async function loadUsersByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, UserModel>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'display_name',
      'avatar_url',
      'is_anonymous',
      'is_validated',
      'email',
      'gender',
      'phone',
      'region_id',
      // As text: drivers would turn a date into a local-time Date and shift it across midnight.
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
    ])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        displayName: row.display_name ?? row.username,
        avatarUrl: row.avatar_url,
        isAnonymous: row.is_anonymous,
        isValidated: row.is_validated,
        email: row.email,
        gender: row.gender,
        birthDate: row.birth_date,
        phone: row.phone,
        regionId: row.region_id === null ? null : String(row.region_id),
      },
    ]),
  );
}
