import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { ensureTestRegions, register, tokenFor, validRegistration } from './users.test-support';

const ME = '{ me { id username displayName email gender birthDate phone regionId rolesPlain permissions { name } } }';
const UPDATE = `mutation ($input: UserProfileInput!) {
  userProfileUpdate(input: $input) { id displayName email gender birthDate phone regionId }
}`;
const GRANT_ROLE =
  'mutation ($id: ID!, $name: String!) { userRoleGrant(userId: $id, role: $name) { id email rolesPlain permissions { name } } }';
const REVOKE_ROLE =
  'mutation ($id: ID!, $name: String!) { userRoleRevoke(userId: $id, role: $name) { id rolesPlain } }';
const GRANT_PERMISSION =
  'mutation ($id: ID!, $name: String!) { userPermissionGrant(userId: $id, permission: $name) { id permissions { name } } }';
const REVOKE_PERMISSION =
  'mutation ($id: ID!, $name: String!) { userPermissionRevoke(userId: $id, permission: $name) { id permissions { name } } }';

describe.each(testEngines)('profile, private fields and grants on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await ensureTestRegions(server.deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

  /** A registered account and a token for it. */
  async function member() {
    const input = validRegistration({ phone: '00213 770 12 34 56' });
    const result = await register(server, input);
    const id = result.data!.userRegister.id;
    return { id, input, token: await tokenFor(server, id) };
  }

  describe('me and the profile', () => {
    it('shows the owner their private fields', async () => {
      const { id, input, token } = await member();
      const me = await server.gql(ME, {}, { token });
      expect(me.data).toEqual({
        me: {
          id,
          username: input.username,
          displayName: input.username,
          email: input.email,
          gender: 'FEMALE',
          birthDate: '1995-06-15',
          phone: '0770123456',
          regionId: '16',
          rolesPlain: ['USER'],
          permissions: [],
        },
      });
    });

    it('updates the sent fields with the registration rules and leaves the others', async () => {
      const { token, input } = await member();
      const updated = await server.gql(
        UPDATE,
        { input: { displayName: '  Amina B.  ', phone: '+213 21 23 45 67', regionId: '31' } },
        { token },
      );
      expect(updated.data).toMatchObject({
        userProfileUpdate: {
          displayName: 'Amina B.',
          phone: '021234567',
          regionId: '31',
          gender: 'FEMALE',
          birthDate: '1995-06-15',
          email: input.email,
        },
      });
      const more = await server.gql(UPDATE, { input: { gender: 'MALE', birthDate: '1980-02-29' } }, { token });
      expect(more.data).toMatchObject({
        userProfileUpdate: { gender: 'MALE', birthDate: '1980-02-29', phone: '021234567' },
      });
      const cleared = await server.gql(UPDATE, { input: { displayName: null } }, { token });
      expect(cleared.data).toMatchObject({ userProfileUpdate: { displayName: input.username } });
    });

    it('refuses bad values with BAD_USER_INPUT and the failing fields', async () => {
      const { token } = await member();
      const result = await server.gql(
        UPDATE,
        { input: { displayName: 'A', gender: null, birthDate: '2023-02-30', regionId: '77' } },
        { token, headers: { 'accept-language': 'en' } },
      );
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'displayName', rule: 'min_length', message: 'This field must contain at least 2 characters' },
          { field: 'gender', rule: 'required', message: 'This field is required !' },
          { field: 'birthDate', rule: 'date' },
          { field: 'regionId', rule: 'exists' },
        ],
      });
      const unchanged = await server.gql(ME, {}, { token });
      expect(unchanged.data).toMatchObject({ me: { gender: 'FEMALE', regionId: '16' } });
    });

    it('answers CORE/WRONG_PHONE_FORMAT for a badly written phone alone', async () => {
      const { token } = await member();
      const result = await server.gql(UPDATE, { input: { phone: '0850123456' } }, { token });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'CORE/WRONG_PHONE_FORMAT',
        fields: [{ field: 'phone', rule: 'phone' }],
      });
    });

    it('is for registered members only', async () => {
      expect(codeOf(await server.gql(UPDATE, { input: { displayName: 'Visitor' } }))).toBe('UNAUTHENTICATED');
      const anonymous = await createUser(server.deps, { isAnonymous: true });
      const token = await tokenFor(server, anonymous.id, true);
      expect(codeOf(await server.gql(UPDATE, { input: { displayName: 'Anon' } }, { token }))).toBe('FORBIDDEN');
    });

    it('registers a push token idempotently', async () => {
      const { id, token } = await member();
      const add = 'mutation ($t: String!) { userTokenAdd(token: $t) }';
      const pushToken = `push-${id}`;
      expect((await server.gql(add, { t: pushToken }, { token })).data).toEqual({ userTokenAdd: true });
      expect((await server.gql(add, { t: pushToken }, { token })).data).toEqual({ userTokenAdd: true });
      const rows = await server.deps.db
        .selectFrom('user_push_tokens')
        .selectAll()
        .where('token', '=', pushToken)
        .execute();
      expect(rows.map((r) => r.user_id)).toEqual([id]);
    });
  });

  describe('roles and permissions', () => {
    it('lets SUPER_ADMIN grant and revoke roles and permissions by name', async () => {
      const admin = await createUser(server.deps, { roles: ['SUPER_ADMIN'] });
      const adminToken = await tokenFor(server, admin.id);
      const target = await member();

      const granted = await server.gql(GRANT_ROLE, { id: target.id, name: 'MODERATOR' }, { token: adminToken });
      // The operator sees the target's grants, never their private fields.
      expect(granted.data).toEqual({
        userRoleGrant: { id: target.id, email: null, rolesPlain: ['MODERATOR', 'USER'], permissions: [] },
      });
      const twice = await server.gql(GRANT_ROLE, { id: target.id, name: 'MODERATOR' }, { token: adminToken });
      expect(twice.data).toMatchObject({ userRoleGrant: { rolesPlain: ['MODERATOR', 'USER'] } });

      const permission = await server.gql(
        GRANT_PERMISSION,
        { id: target.id, name: 'can_edit_sitebuild' },
        { token: adminToken },
      );
      expect(permission.data).toEqual({
        userPermissionGrant: { id: target.id, permissions: [{ name: 'can_edit_sitebuild' }] },
      });
      const seen = await server.gql(ME, {}, { token: target.token });
      expect(seen.data).toMatchObject({
        me: { rolesPlain: ['MODERATOR', 'USER'], permissions: [{ name: 'can_edit_sitebuild' }] },
      });

      const revoked = await server.gql(REVOKE_ROLE, { id: target.id, name: 'MODERATOR' }, { token: adminToken });
      expect(revoked.data).toEqual({ userRoleRevoke: { id: target.id, rolesPlain: ['USER'] } });
      const withdrawn = await server.gql(
        REVOKE_PERMISSION,
        { id: target.id, name: 'can_edit_sitebuild' },
        { token: adminToken },
      );
      expect(withdrawn.data).toEqual({ userPermissionRevoke: { id: target.id, permissions: [] } });
    });

    it('refuses unknown names with BAD_USER_INPUT and unknown accounts with USER_NOT_EXIST', async () => {
      const admin = await createUser(server.deps, { roles: ['SUPER_ADMIN'] });
      const token = await tokenFor(server, admin.id);
      expect(codeOf(await server.gql(GRANT_ROLE, { id: admin.id, name: 'KING' }, { token }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await server.gql(GRANT_PERMISSION, { id: admin.id, name: 'can_fly' }, { token }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(codeOf(await server.gql(GRANT_ROLE, { id: '999999999', name: 'MODERATOR' }, { token }))).toBe(
        'USER_NOT_EXIST',
      );
      expect(codeOf(await server.gql(GRANT_ROLE, { id: 'abc', name: 'MODERATOR' }, { token }))).toBe('USER_NOT_EXIST');
    });

    it('keeps these operations for SUPER_ADMIN', async () => {
      const target = await member();
      const moderator = await createUser(server.deps, { roles: ['MODERATOR', 'ADMIN'], permissions: ['can_moderate'] });
      const token = await tokenFor(server, moderator.id);
      for (const operation of [GRANT_ROLE, REVOKE_ROLE]) {
        expect(codeOf(await server.gql(operation, { id: target.id, name: 'ADMIN' }, { token }))).toBe('FORBIDDEN');
      }
      for (const operation of [GRANT_PERMISSION, REVOKE_PERMISSION]) {
        expect(codeOf(await server.gql(operation, { id: target.id, name: 'can_moderate' }, { token }))).toBe(
          'FORBIDDEN',
        );
      }
      expect(codeOf(await server.gql(GRANT_ROLE, { id: target.id, name: 'ADMIN' }))).toBe('UNAUTHENTICATED');
    });

    it('never takes SUPER_ADMIN from the last account holding it', async () => {
      await server.deps.db.deleteFrom('user_roles').where('role', '=', 'SUPER_ADMIN').execute();
      const first = await createUser(server.deps, { roles: ['SUPER_ADMIN'] });
      const token = await tokenFor(server, first.id);
      expect(codeOf(await server.gql(REVOKE_ROLE, { id: first.id, name: 'SUPER_ADMIN' }, { token }))).toBe('CONFLICT');

      const second = await createUser(server.deps, { roles: ['SUPER_ADMIN'] });
      const revoked = await server.gql(REVOKE_ROLE, { id: second.id, name: 'SUPER_ADMIN' }, { token });
      expect(revoked.data).toEqual({ userRoleRevoke: { id: second.id, rolesPlain: [] } });
    });
  });
});
