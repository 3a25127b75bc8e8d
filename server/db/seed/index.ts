import type { Deps } from '../../deps';
import { seedDemoData } from './demo';
import { seedReferenceData } from './reference';

const DEMO_KEY = 'demo_seeded_at';

/**
 * Reference data (regions, cities, categories, menus) is brought in line on every start;
 * demo data is loaded once, on the first start of a database.
 */
export async function seedOnStart(deps: Deps, options: { demo: boolean }): Promise<{ demoLoaded: boolean }> {
  await seedReferenceData(deps.db);
  if (!options.demo) return { demoLoaded: false };
  const done = await deps.db.selectFrom('app_meta').select('value').where('key', '=', DEMO_KEY).executeTakeFirst();
  if (done) return { demoLoaded: false };
  await seedDemoData(deps);
  await deps.db.insertInto('app_meta').values({ key: DEMO_KEY, value: deps.now().toISOString() }).execute();
  return { demoLoaded: true };
}
