import type { Kysely, Transaction } from 'kysely';
import { Permission } from '../../../shared/domain/roles';
import { ServiceParamCode } from '../../../shared/domain/stores';
import type { LaunchType } from '../../../shared/site/launch';
import type { Database } from '../../db/types';
import type { LandMemberModel } from './stores.mappers';

type Db = Kysely<Database> | Transaction<Database>;

/** A service param of a land, as the API shows it. */
export interface ServiceParamModel {
  code: string;
  value: string | null;
}

/**
 * A land (a store or a market) as the site builder needs it: its members (owners first) and
 * service params, for `editPlanFor` (shared/site/plans.ts).
 */
export interface LandModel {
  launchType: LaunchType;
  id: string;
  name: string;
  slug: string;
  members: LandMemberModel[];
  /** Every member's id: the land's "users" of the spec. */
  userIds: string[];
  serviceParams: ServiceParamModel[];
}

/** The membership rows of lands of one kind, oldest first. */
function membersOf(
  db: Db,
  launchType: LaunchType,
  landIds: readonly string[],
): Promise<{ land_id: string; user_id: string; role: LandMemberModel['role'] }[]> {
  if (launchType === 'STORE') {
    return db
      .selectFrom('store_members')
      .select(['store_id as land_id', 'user_id', 'role'])
      .where('store_id', 'in', [...landIds])
      .orderBy('created_at')
      .orderBy('user_id')
      .execute();
  }
  return db
    .selectFrom('market_members')
    .select(['market_id as land_id', 'user_id', 'role'])
    .where('market_id', 'in', [...landIds])
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
}

/** Members of lands of one kind, owners first then by seniority, by land id. */
export async function landMembers(
  db: Db,
  launchType: LaunchType,
  landIds: readonly string[],
): Promise<Map<string, LandMemberModel[]>> {
  const result = new Map<string, LandMemberModel[]>(landIds.map((id) => [id, []]));
  if (landIds.length === 0) return result;
  const rows = await membersOf(db, launchType, landIds);
  const ordered = [...rows.filter((r) => r.role === 'OWNER'), ...rows.filter((r) => r.role !== 'OWNER')];
  for (const row of ordered) result.get(row.land_id)?.push({ userId: row.user_id, role: row.role });
  return result;
}

/** Service params of lands of one kind, by code, by land id. */
export async function landServiceParams(
  db: Db,
  launchType: LaunchType,
  landIds: readonly string[],
): Promise<Map<string, ServiceParamModel[]>> {
  const result = new Map<string, ServiceParamModel[]>(landIds.map((id) => [id, []]));
  if (landIds.length === 0) return result;
  const rows = await db
    .selectFrom('land_service_params')
    .select(['land_id', 'code', 'value'])
    .where('land_type', '=', launchType)
    .where('land_id', 'in', [...landIds])
    .orderBy('code')
    .execute();
  for (const row of rows) result.get(row.land_id)?.push({ code: row.code, value: row.value });
  return result;
}

/** A land's name and slug, or null when it does not exist. */
async function landRow(db: Db, launchType: LaunchType, id: string): Promise<{ name: string; slug: string } | null> {
  const table = launchType === 'STORE' ? 'stores' : 'markets';
  const row = await db.selectFrom(table).select(['name', 'slug']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/**
 * Loads a land with its members and service params; null when it does not exist. What the site
 * builder decides edit access and plans with (`editPlanFor(viewer, land)`).
 */
export async function loadLand(db: Db, launchType: LaunchType, id: string): Promise<LandModel | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const row = await landRow(db, launchType, id);
  if (!row) return null;
  const [members, params] = await Promise.all([
    landMembers(db, launchType, [id]),
    landServiceParams(db, launchType, [id]),
  ]);
  const list = members.get(id) ?? [];
  return {
    launchType,
    id,
    ...row,
    members: list,
    userIds: list.map((m) => m.userId),
    serviceParams: params.get(id) ?? [],
  };
}

/** True for the codes that give a land the site builder. */
export function isSiteBuilderCode(code: string): boolean {
  return code === ServiceParamCode.SITE_BUILDER_BASIC || code === ServiceParamCode.SITE_BUILDER_FULL;
}

/**
 * Gives `can_edit_sitebuild` to the land's OWNER members when the land has a site-builder plan
 * (editing needs the permission, a place among the land's users and a plan: spec §5). Called
 * when a plan is set and when an owner joins a land that has one. Never takes the permission
 * away: a member may hold it for another land.
 */
export async function grantSiteBuilderToOwners(trx: Transaction<Database>, launchType: LaunchType, landId: string) {
  const params = (await landServiceParams(trx, launchType, [landId])).get(landId) ?? [];
  if (!params.some((p) => isSiteBuilderCode(p.code))) return;
  const owners = ((await landMembers(trx, launchType, [landId])).get(landId) ?? []).filter((m) => m.role === 'OWNER');
  if (owners.length === 0) return;
  await trx
    .insertInto('user_permissions')
    .values(owners.map((owner) => ({ user_id: owner.userId, permission: Permission.CAN_EDIT_SITEBUILD })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
