import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDays } from '../../../shared/domain/statistics';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { storeStatistics } from '../../modules/statistics/statistics.service';
import { loadViewer } from '../../modules/users/viewer';
import { ensureTestRegions } from '../../modules/users/users.test-support';
import { seedDemoData } from './demo';
import { findDemoLands } from './demo-stores';

describe.each(testEngines)('demo statistics on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
    await seedDemoData(server.deps, { members: 6, announcements: 150, pictures: 3 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives every demo store a month of activity for its chart, once', async () => {
    const { storeIds } = await findDemoLands(server.deps);
    expect(storeIds.length).toBeGreaterThan(0);
    const period = lastDays(30, server.deps.now());
    for (const storeId of storeIds) {
      const owner = await server.deps.db
        .selectFrom('store_members')
        .select('user_id')
        .where('store_id', '=', storeId)
        .where('role', '=', 'OWNER')
        .executeTakeFirstOrThrow();
      const viewer = (await loadViewer(server.deps.db, owner.user_id))!;
      const stats = await storeStatistics(server.deps, viewer, storeId, period);
      expect(stats.days.filter((day) => day.views > 0).length).toBeGreaterThan(20);
      expect(stats.totals.phoneReveals).toBeGreaterThan(0);
      expect(stats.totals.followers).toBeGreaterThan(0);
      expect(stats.totals.likes + stats.totals.bookmarks + stats.totals.comments).toBeGreaterThan(0);
    }
    const before = await server.deps.db
      .selectFrom('announcement_views')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoData(server.deps, { members: 6, announcements: 150, pictures: 3 });
    const after = await server.deps.db
      .selectFrom('announcement_views')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
