// Raw tracking events are kept TRACKING_KEEP_DAYS days (issue 21): older days' partitions are
// dropped whole and old events of the default partition deleted, while recent days and the
// rolled-up daily figures stay.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, algerianDay } from '../../../shared/domain/statistics';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { dropOldTrackingEvents, ensureTrackingPartitions, eventRow } from '.';

const DAY = 86_400_000;

describe.each(testEngines)('tracking retention on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const event = (at: Date, index: number) =>
    eventRow(
      {
        payloadType: 'page_view',
        eventId: `retention-${engine}-${at.getTime()}-${index}`,
        url: 'https://souk.test/',
        trackId: 'track-retention',
        trackTime: at.getTime(),
        appVersion: 'test',
        locale: 'fr',
        currency: 'DZD',
      },
      at,
    );
  const daysStored = async () =>
    (
      await sql<{
        day: string;
      }>`select distinct to_char(day, 'YYYY-MM-DD') as day from tracking_events where track_id = 'track-retention' order by 1`.execute(
        server.deps.db,
      )
    ).rows.map((row) => row.day);

  it('drops the days past keeping, partitions and default rows alike, and keeps the recent ones', async () => {
    const now = server.deps.now();
    const old = new Date(now.getTime() - 100 * DAY);
    const older = new Date(now.getTime() - 200 * DAY);
    // The day 100 days ago has its own partition (created as it would have been then); the day
    // 200 days ago had none, so its event sits in the default partition.
    await ensureTrackingPartitions({ ...server.deps, now: () => old });
    await ensureTrackingPartitions(server.deps);
    await server.deps.db
      .insertInto('tracking_events')
      .values([event(old, 1), event(older, 2), event(now, 3)])
      .execute();
    expect(await daysStored()).toEqual([algerianDay(older), algerianDay(old), algerianDay(now)]);

    const dropped = await dropOldTrackingEvents(server.deps, 90);
    expect(dropped).toContain(algerianDay(old));
    expect(dropped).not.toContain(algerianDay(now));
    expect(await daysStored()).toEqual([algerianDay(now)]);
    const partition = `tracking_events_${algerianDay(old).replaceAll('-', '')}`;
    const left = await sql`select 1 from pg_class where relname = ${partition}`.execute(server.deps.db);
    expect(left.rows).toEqual([]);
    // The coming days' partitions are still there for tomorrow's events.
    const tomorrow = `tracking_events_${addDays(algerianDay(now), 1).replaceAll('-', '')}`;
    const ahead = await sql`select 1 from pg_class where relname = ${tomorrow}`.execute(server.deps.db);
    expect(ahead.rows).toHaveLength(1);
  });

  it('makes each coming day’s partition once when several servers ask at the same time', async () => {
    const future = new Date(server.deps.now().getTime() + 3000 * DAY);
    const warned: unknown[] = [];
    const log = Object.assign(Object.create(server.deps.log) as typeof server.deps.log, {
      warn: (...args: unknown[]) => void warned.push(args),
    });
    await Promise.all(
      Array.from({ length: 5 }, () => ensureTrackingPartitions({ ...server.deps, log, now: () => future })),
    );
    expect(warned).toEqual([]);
    const partition = `tracking_events_${algerianDay(future).replaceAll('-', '')}`;
    const made = await sql`select 1 from pg_class where relname = ${partition}`.execute(server.deps.db);
    expect(made.rows).toHaveLength(1);
  });
});
