import type { Kysely, Selectable, Transaction } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { marketFormSchema } from '../../../shared/domain/store-form';
import type { LandMemberRole } from '../../../shared/domain/stores';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { MarketCreateInput, MarketUpdateInput } from '../../graphql/resolvers.generated';
import { formError } from '../users';
import type { Viewer } from '../users';
import { grantSiteBuilderToOwners } from '../stores';
import { isOperator, marketNotFound } from '../stores';
import { forbidden } from '../stores';
import { landSlug, oneLine, validatePresent } from '../stores';
import { loadStoresByIds, STORE_COLUMNS, toStoreModel, type StoreModel } from '../stores';
import type { MarketsTable } from '../stores';
import type { MarketModel } from './markets.mappers';

type Db = Kysely<Database> | Transaction<Database>;

function toMarketModel(row: Selectable<MarketsTable>): MarketModel {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    metakeywords: row.metakeywords,
    logoUrl: row.logo_url,
    domain: row.domain,
    googleTagManagerId: row.google_tag_manager_id,
    metaPixelId: row.meta_pixel_id,
    createdAt: row.created_at,
  };
}

/** A market by id; null when unknown (markets have no status: every one is public). */
export async function findMarket(db: Db, id: string): Promise<MarketModel | null> {
  const row = await db.selectFrom('markets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMarketModel(row) : null;
}

/** The markets the member belongs to, those they own first, then by name. */
export async function myMarkets(deps: Pick<Deps, 'db'>, viewer: Viewer): Promise<MarketModel[]> {
  const rows = await deps.db
    .selectFrom('markets')
    .innerJoin('market_members', 'market_members.market_id', 'markets.id')
    .selectAll('markets')
    .where('market_members.user_id', '=', viewer.id)
    .orderBy((eb) => eb.case().when('market_members.role', '=', 'OWNER').then(0).else(1).end())
    .orderBy('markets.name')
    .orderBy('markets.id')
    .execute();
  return rows.map(toMarketModel);
}

/** The caller's role in a market; null for none. */
export async function marketRoleOf(db: Db, marketId: string, userId: string): Promise<LandMemberRole | null> {
  const row = await db
    .selectFrom('market_members')
    .select('role')
    .where('market_id', '=', marketId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Members of the market and operators see its members and service params. */
export async function seesMarketInternals(db: Db, viewer: Viewer | null, marketId: string): Promise<boolean> {
  if (!viewer) return false;
  return isOperator(viewer) || (await marketRoleOf(db, marketId, viewer.id)) !== null;
}

/** The ACTIVE stores a market gathers, in the operators' order. */
export async function marketStores(db: Db, marketId: string): Promise<StoreModel[]> {
  const rows = await db
    .selectFrom('market_stores')
    .innerJoin('stores', 'stores.id', 'market_stores.store_id')
    .select(STORE_COLUMNS)
    .where('market_stores.market_id', '=', marketId)
    .where('stores.status', '=', 'ACTIVE')
    .orderBy('market_stores.rank')
    .orderBy('stores.id')
    .execute();
  return rows.map(toStoreModel);
}

/** A market form's values, cleaned; on update only those sent (null: kept, empty text: cleared). */
function marketValues(input: MarketCreateInput | MarketUpdateInput, mode: 'create' | 'update') {
  const text = (value: string | null | undefined) =>
    value === undefined || value === null ? (mode === 'create' ? null : undefined) : oneLine(value);
  const upper = (value: string | null | undefined) => {
    const cleaned = text(value);
    return typeof cleaned === 'string' ? cleaned.toUpperCase() : cleaned;
  };
  return {
    name:
      mode === 'create' || (input.name !== undefined && input.name !== null) ? (oneLine(input.name) ?? '') : undefined,
    slug: 'slug' in input && input.slug ? (oneLine(input.slug) ?? undefined) : undefined,
    descreption: text(input.descreption),
    metakeywords: text(input.metakeywords),
    logo: text(input.logo),
    googleTagManagerId: upper(input.googleTagManagerId),
    metaPixelId: text(input.metaPixelId),
  };
}

/** The market's stores: each must exist (BAD_USER_INPUT on storeIds otherwise). */
async function readStoreIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.trim()))];
  const found = wanted.every((id) => /^\d{1,18}$/.test(id)) ? await loadStoresByIds(db, wanted) : [];
  if (found.length !== wanted.length) {
    throw formError(ErrorCode.BAD_USER_INPUT, [{ field: 'storeIds', rule: 'exists', params: {} }]);
  }
  return wanted;
}

async function writeStores(trx: Transaction<Database>, marketId: string, storeIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('market_stores').where('market_id', '=', marketId).execute();
  if (storeIds.length === 0) return;
  await trx
    .insertInto('market_stores')
    .values(storeIds.map((storeId, rank) => ({ market_id: marketId, store_id: storeId, rank })))
    .execute();
}

async function assertUserExists(db: Db, userId: string): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.USER_NOT_EXIST, text('errors.userNotExist'), { userId });
}

/** Operators: creates a market with its first OWNER member (its operator) and its stores, in one transaction. */
export async function createMarket(deps: Deps, input: MarketCreateInput & { ownerId: string }): Promise<MarketModel> {
  const values = marketValues(input, 'create');
  const failures = validatePresent(marketFormSchema, values);
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, failures);
  const at = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    await assertUserExists(trx, input.ownerId);
    const storeIds = await readStoreIds(trx, input.storeIds ?? []);
    const { id } = await trx
      .insertInto('markets')
      .values({
        name: values.name!,
        slug: landSlug(values.slug ?? values.name!, 'marche'),
        description: values.descreption ?? null,
        metakeywords: values.metakeywords ?? null,
        logo_url: values.logo ?? null,
        google_tag_manager_id: values.googleTagManagerId ?? null,
        meta_pixel_id: values.metaPixelId ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('market_members')
      .values({ market_id: id, user_id: input.ownerId, role: 'OWNER', created_at: at })
      .execute();
    await writeStores(trx, id, storeIds);
    return id;
  });
  return (await findMarket(deps.db, id))!;
}

/** The market's OWNER members and operators change it; others get FORBIDDEN (MARKET/NOT_FOUND when unknown). */
async function assertManagesMarket(deps: Deps, viewer: Viewer, marketId: string): Promise<void> {
  if (!(await findMarket(deps.db, marketId))) throw marketNotFound();
  if (!isOperator(viewer) && (await marketRoleOf(deps.db, marketId, viewer.id)) !== 'OWNER') throw forbidden();
}

/** Changes a market (its owners and operators); storeIds replaces its stores, in that order. */
export async function updateMarket(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: MarketUpdateInput,
): Promise<MarketModel> {
  await assertManagesMarket(deps, viewer, id);
  const values = marketValues(input, 'update');
  const failures = validatePresent(marketFormSchema, values);
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, failures);
  await deps.db.transaction().execute(async (trx) => {
    const columns = Object.fromEntries(
      Object.entries({
        name: values.name,
        // A renamed market gets the new name's slug (its address keeps working by id).
        slug: values.name !== undefined ? landSlug(values.name, 'marche') : undefined,
        description: values.descreption,
        metakeywords: values.metakeywords,
        logo_url: values.logo,
        google_tag_manager_id: values.googleTagManagerId,
        meta_pixel_id: values.metaPixelId,
      }).filter(([, value]) => value !== undefined),
    );
    await trx
      .updateTable('markets')
      .set({ ...columns, updated_at: deps.now() })
      .where('id', '=', id)
      .execute();
    if (input.storeIds) await writeStores(trx, id, await readStoreIds(trx, input.storeIds));
  });
  return (await findMarket(deps.db, id))!;
}

/**
 * Operators and the market's owners: adds a member or changes their role; idempotent. A new
 * owner of a market with a site-builder plan gets can_edit_sitebuild.
 */
export async function addMarketMember(
  deps: Deps,
  viewer: Viewer,
  input: { marketId: string; userId: string; role: LandMemberRole },
): Promise<MarketModel> {
  await assertManagesMarket(deps, viewer, input.marketId);
  await deps.db.transaction().execute(async (trx) => {
    await assertUserExists(trx, input.userId);
    await trx
      .insertInto('market_members')
      .values({ market_id: input.marketId, user_id: input.userId, role: input.role, created_at: deps.now() })
      .onConflict((oc) => oc.columns(['market_id', 'user_id']).doUpdateSet({ role: input.role }))
      .execute();
    if (input.role === 'OWNER') await grantSiteBuilderToOwners(trx, 'MARKET', input.marketId);
  });
  return (await findMarket(deps.db, input.marketId))!;
}
