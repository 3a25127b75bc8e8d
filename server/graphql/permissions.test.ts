import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/domain/roles';
import { modules } from '../modules';
import { tokenFor } from '../modules/users/users.test-support';
import { createUser } from '../test/factories';
import type { Viewer } from '../modules/users/viewer';
import { startTestServer, type TestServer } from '../test/harness';
import {
  member,
  moderator as moderation,
  permission,
  requirementOf,
  role,
  satisfies,
  signedIn,
  anyone,
} from './permissions';
import { mergeResolvers } from './schema';

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  id: '1',
  username: 'amine',
  isAnonymous: false,
  isValidated: true,
  canPublish: true,
  canComment: true,
  rolesPlain: [],
  permissions: [],
  ...overrides,
});

describe('requirements', () => {
  const anonymous = viewer({ isAnonymous: true, username: null });
  const moderator = viewer({ rolesPlain: [Role.MODERATOR] });
  const superAdmin = viewer({ rolesPlain: [Role.SUPER_ADMIN] });
  const builder = viewer({ permissions: [{ name: 'can_edit_sitebuild' }] });

  it('lets anyone through a public requirement', () => {
    expect(satisfies(null, anyone)).toBe(true);
  });

  it('tells anonymous tokens apart from registered members', () => {
    expect(satisfies(null, signedIn)).toBe(false);
    expect(satisfies(anonymous, signedIn)).toBe(true);
    expect(satisfies(anonymous, member)).toBe(false);
    expect(satisfies(viewer(), member)).toBe(true);
  });

  it('checks roles and permissions by name', () => {
    expect(satisfies(viewer(), role(Role.MODERATOR))).toBe(false);
    expect(satisfies(moderator, role(Role.MODERATOR))).toBe(true);
    expect(satisfies(moderator, permission('can_edit_sitebuild'))).toBe(false);
    expect(satisfies(builder, permission('can_edit_sitebuild'))).toBe(true);
  });

  it('lets moderators, admins and holders of can_moderate moderate, and no one else', () => {
    expect(satisfies(moderator, moderation)).toBe(true);
    expect(satisfies(viewer({ rolesPlain: [Role.ADMIN] }), moderation)).toBe(true);
    expect(satisfies(viewer({ permissions: [{ name: 'can_moderate' }] }), moderation)).toBe(true);
    expect(satisfies(builder, moderation)).toBe(false);
    expect(satisfies(viewer(), moderation)).toBe(false);
    expect(satisfies(null, moderation)).toBe(false);
  });

  it('lets SUPER_ADMIN pass every role and permission check', () => {
    expect(satisfies(superAdmin, role(Role.MODERATOR))).toBe(true);
    expect(satisfies(superAdmin, permission('can_edit_sitebuild'))).toBe(true);
  });
});

describe('the permission matrix', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { referenceData: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('declares a requirement for every root operation of the schema', () => {
    const resolvers = mergeResolvers(modules.map((m) => m.resolvers)) as Record<string, Record<string, unknown>>;
    const schema = server.app.graphql.schema;
    const missing: string[] = [];
    let counted = 0;
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root) continue;
      for (const field of Object.keys(root.getFields())) {
        counted += 1;
        if (!requirementOf(resolvers[root.name]?.[field])) missing.push(`${root.name}.${field}`);
      }
    }
    expect(counted).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('refuses in the caller’s language: sign-in required, session expired, access denied', async () => {
    const visitor = await server.gql(
      '{ myAnnouncements { paginatorInfo { total } } }',
      {},
      {
        headers: { 'accept-language': 'ar' },
      },
    );
    expect(visitor.errors?.[0]).toMatchObject({
      message: 'يجب تسجيل الدخول.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const member = await createUser(server.deps);
    const token = await tokenFor(server, member.id);
    const forbidden = await server.gql(
      'mutation { announcementDeleteForAdmin(id: "1", reason: SPAM) { id } }',
      {},
      { token, headers: { 'accept-language': 'fr' } },
    );
    expect(forbidden.errors?.[0]).toMatchObject({ message: 'Accès refusé.', extensions: { code: 'FORBIDDEN' } });
    server.advanceClock(60 * 60 * 1000);
    const expired = await server.gql(
      '{ myAnnouncements { paginatorInfo { total } } }',
      {},
      {
        token,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(expired.errors?.[0]).toMatchObject({
      message: 'Your session has expired, please sign in again.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'expired' },
    });
  });
});
