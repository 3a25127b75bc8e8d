import { readdir } from 'node:fs/promises';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationFolder = new URL('./migrations/', import.meta.url);

/**
 * Finds `migrations/NNNN_what.ts` files. The import happens here, in our own code, so the
 * runtime that loaded the server (tsx, Vitest) also loads the TypeScript migrations.
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationFolder)).filter((f) => /^\d{4}_[\w-]+\.(ts|js)$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(new URL(file, migrationFolder).href)) as Migration;
    }
    return migrations;
  }
}

/**
 * Brings the schema up to date. Migration files are named `NNNN_what.ts`, taken in
 * name order, and never edited once landed: a change is a new file.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
