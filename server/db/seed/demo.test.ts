import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { verifyPassword } from '../../modules/users/password';
import { ensureTestRegions } from '../../modules/users/users.test-support';
import { DEMO_PASSWORD, DEMO_USERS, demoMembers, seedDemoData } from './demo';
import { DEMO_MARKET_KEY } from './demo-market';
import { seedOnStart } from '.';

/** A small demo, so the test stays quick; the first start loads the default sizes. */
const SMALL = { members: 6, announcements: 150, pictures: 3 } as const;

describe.each(testEngines)('demo data on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
    await server.deps.db
      .insertInto('users')
      .values({ username: 'Amina_Benali', email: 'someone.else@example.dz' })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates validated, unprivileged members with the documented password, once', async () => {
    await seedDemoData(server.deps, SMALL);
    await seedDemoData(server.deps, SMALL);
    const members = demoMembers(SMALL.members);
    const usernames = [...DEMO_USERS.map((u) => u.username), ...members.map((m) => m.username)];
    const rows = await server.deps.db
      .selectFrom('users')
      .selectAll()
      .where('username', 'in', usernames)
      .orderBy('username')
      .execute();
    // amina_benali was taken already (in another case): the seed leaves that account alone.
    expect(rows.map((r) => r.username)).toEqual(usernames.filter((u) => u !== 'amina_benali').sort());
    for (const row of rows) {
      expect(row.is_validated).toBe(true);
      expect(row.email).toMatch(/@souk\.example$/);
      expect(await verifyPassword(row.password_hash!, DEMO_PASSWORD)).toBe(true);
    }
    const roles = await server.deps.db
      .selectFrom('user_roles')
      .select('role')
      .where(
        'user_id',
        'in',
        rows.map((r) => r.id),
      )
      .distinct()
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['USER']);
  });

  it('loads the marketplace once, with pictures, comments and likes that agree with the counters', async () => {
    const db = server.deps.db;
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*)::text as n from announcements`.execute(db)).rows[0]!.n);
    expect(await count()).toBe(SMALL.announcements);
    // Loaded again by the first start's path: neither the accounts nor the marketplace come twice.
    await seedOnStart(server.deps, { demo: true });
    await seedDemoData(server.deps, SMALL);
    expect(await count()).toBe(SMALL.announcements);
    expect(await db.selectFrom('app_meta').select('key').where('key', '=', DEMO_MARKET_KEY).execute()).toHaveLength(1);

    // Only the demo's own accounts publish; the other Amina has nothing.
    const publishers = await db
      .selectFrom('announcements')
      .innerJoin('users', 'users.id', 'announcements.user_id')
      .select('users.email')
      .distinct()
      .execute();
    expect(publishers.every((p) => p.email?.endsWith('@souk.example'))).toBe(true);
    expect(publishers.length).toBeGreaterThan(3);

    const mismatched = await sql<{ id: string }>`
      select a.id from announcements a
      where a.like_count <> (select count(*) from announcement_likes l where l.announcement_id = a.id)
         or a.comment_count <> (select count(*) from announcement_comments c where c.announcement_id = a.id)
         or a.media_count <> (select count(*) from media m where m.announcement_id = a.id)`.execute(db);
    expect(mismatched.rows).toEqual([]);
    const totals = await sql<{ likes: string; bookmarks: string; comments: string; replies: string; pictured: string }>`
      select (select count(*) from announcement_likes)::text as likes,
        (select count(*) from announcement_bookmarks)::text as bookmarks,
        (select count(*) from announcement_comments where parent_id is null)::text as comments,
        (select count(*) from announcement_comments where parent_id is not null)::text as replies,
        (select count(*) from announcements where media_count > 0)::text as pictured`.execute(db);
    const t = totals.rows[0]!;
    expect(Number(t.likes)).toBeGreaterThan(0);
    expect(Number(t.bookmarks)).toBeGreaterThan(0);
    expect(Number(t.comments)).toBeGreaterThan(0);
    expect(Number(t.replies)).toBeGreaterThan(0);
    expect(Number(t.pictured)).toBeGreaterThan(SMALL.announcements / 2);
    // Replies are the seller's, after the question, on the same announcement.
    const badReplies = await sql<{ id: string }>`
      select r.id from announcement_comments r
      join announcement_comments q on q.id = r.parent_id
      join announcements a on a.id = r.announcement_id
      where q.announcement_id <> r.announcement_id or r.user_id <> a.user_id or r.created_at < q.created_at`.execute(
      db,
    );
    expect(badReplies.rows).toEqual([]);
    // Nobody likes their own announcement, and only active ones are liked.
    const badLikes = await sql<{ id: string }>`
      select a.id from announcement_likes l join announcements a on a.id = l.announcement_id
      where l.user_id = a.user_id or a.status not in ('PUBLISHED', 'EDITED')`.execute(db);
    expect(badLikes.rows).toEqual([]);
  });

  it('draws the same members for the same seed', () => {
    expect(demoMembers(40)).toEqual(demoMembers(40));
    expect(new Set(demoMembers(40).map((m) => m.username)).size).toBe(40);
    expect(demoMembers(40, 1).map((m) => m.username)).not.toEqual(demoMembers(40).map((m) => m.username));
  });
});
