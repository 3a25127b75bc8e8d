import { sql, type Transaction, type Updateable } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import { planEnd, type ServiceDurationType } from '../../../shared/domain/store-requests';
import { LAND_MEMBER_ROLES, type StoreStatus } from '../../../shared/domain/stores';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { StoreCreateInput, StoreUpdateInput } from '../../graphql/resolvers.generated';
import type { Viewer } from '../users';
import { grantSiteBuilderToOwners } from './lands';
import { canSeeStore, isOperator, storeNotFound, storeRoleOf } from './store-access';
import { readStoreForm, storeSearchText, type StoreDraft, type StoreLocationDraft } from './store-form';
import { applyStoreStatus } from './store-status';
import { storeMessage } from './store-texts';
import { loadStoresByIds, type StoreModel } from './stores.mappers';
import type { LandMemberRole, StoresTable } from './stores.tables';

/** FORBIDDEN in the caller's language. */
export function forbidden(): AppError {
  return new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
}

/** USER_NOT_EXIST (the spec's "account not found") for an owner or member that is no account. */
async function assertUserExists(trx: Transaction<Database>, userId: string): Promise<void> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.USER_NOT_EXIST, text('errors.userNotExist'), { userId });
}

/** STORE/DOMAIN_TAKEN for a unique-index violation on the store's domain; null for anything else. */
function domainTakenFrom(error: unknown): AppError | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505' || constraint !== 'stores_domain_key') return null;
  return new AppError(ErrorCode.STORE_DOMAIN_TAKEN, storeMessage('domainTaken'), { field: 'domain' });
}

/** Refuses a domain another store has (the unique index stays the real guard against races). */
async function assertDomainFree(trx: Transaction<Database>, domain: string, storeId: string | null): Promise<void> {
  let query = trx.selectFrom('stores').select('id').where('domain', '=', domain);
  if (storeId) query = query.where('id', '<>', storeId);
  if (await query.executeTakeFirst()) {
    throw new AppError(ErrorCode.STORE_DOMAIN_TAKEN, storeMessage('domainTaken'), { field: 'domain' });
  }
}

/** Writes the store's main location (replacing the previous one). */
async function writeMainLocation(trx: Transaction<Database>, storeId: string, location: StoreLocationDraft) {
  const values = {
    title: location.title,
    address: location.address,
    lat: location.lat,
    lng: location.lng,
    city_id: location.cityId,
    region_id: location.regionId,
    worktime: location.worktime,
    phones: location.phones,
    emails: location.emails,
    faxes: location.faxes,
    socials: JSON.stringify(location.socials),
  };
  const updated = await trx
    .updateTable('store_locations')
    .set(values)
    .where('store_id', '=', storeId)
    .where('is_main', '=', true)
    .returning('id')
    .executeTakeFirst();
  if (!updated)
    await trx
      .insertInto('store_locations')
      .values({ ...values, store_id: storeId, is_main: true })
      .execute();
}

/** Replaces the categories the store sells in, in the order given. */
async function writeCategories(trx: Transaction<Database>, storeId: string, categoryIds: readonly number[]) {
  await trx.deleteFrom('store_categories').where('store_id', '=', storeId).execute();
  if (categoryIds.length === 0) return;
  await trx
    .insertInto('store_categories')
    .values(categoryIds.map((categoryId, rank) => ({ store_id: storeId, category_id: categoryId, rank })))
    .execute();
}

/** Runs a write, turning a lost race for a domain into STORE/DOMAIN_TAKEN. */
async function guardingDomain<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw domainTakenFrom(error) ?? error;
  }
}

async function reloadStore(deps: Pick<Deps, 'db'>, id: string): Promise<StoreModel> {
  const [store] = await loadStoresByIds(deps.db, [id]);
  if (!store) throw new Error(`store ${id} vanished`);
  return store;
}

/**
 * Operators: creates a store (slug from the name unless given), its first OWNER member, its
 * main location and categories, in one transaction. The owner must be an account
 * (USER_NOT_EXIST); the domain, normalised, must be free (STORE/DOMAIN_TAKEN). `alongside` runs
 * in the same transaction once the store exists (an approved request's plan and decision): if it
 * throws, no store is left behind.
 */
export async function createStore(
  deps: Deps,
  input: StoreCreateInput & { ownerId: string },
  alongside?: (trx: Transaction<Database>, storeId: string) => Promise<void>,
): Promise<StoreModel> {
  const draft = await readStoreForm(deps, input, 'create');
  const at = deps.now();
  const id = await guardingDomain(() =>
    deps.db.transaction().execute(async (trx) => {
      await assertUserExists(trx, input.ownerId);
      if (draft.domain) await assertDomainFree(trx, draft.domain, null);
      const { id } = await trx
        .insertInto('stores')
        .values({
          name: draft.name!,
          slug: draft.slug!,
          description: draft.description ?? null,
          image_url: draft.imageUrl ?? null,
          is_official: draft.isOfficial ?? false,
          is_verified: draft.isVerified ?? false,
          view_as_store: draft.viewAsStore ?? true,
          domain: draft.domain ?? null,
          google_tag_manager_id: draft.googleTagManagerId ?? null,
          meta_pixel_id: draft.metaPixelId ?? null,
          search_text: storeSearchText(draft.name!, draft.description ?? null),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('store_members')
        .values({ store_id: id, user_id: input.ownerId, role: 'OWNER', created_at: at })
        .execute();
      if (draft.mainLocation) await writeMainLocation(trx, id, draft.mainLocation);
      if (draft.categoryIds) await writeCategories(trx, id, draft.categoryIds);
      await alongside?.(trx, id);
      return id;
    }),
  );
  return reloadStore(deps, id);
}

/** The store's row columns a draft changes. */
function changedColumns(draft: StoreDraft): Updateable<StoresTable> {
  const columns: Updateable<StoresTable> = {};
  const set = <K extends keyof Updateable<StoresTable>>(column: K, value: Updateable<StoresTable>[K] | undefined) => {
    if (value !== undefined) columns[column] = value;
  };
  set('name', draft.name);
  set('slug', draft.slug);
  set('description', draft.description);
  set('image_url', draft.imageUrl);
  set('view_as_store', draft.viewAsStore);
  set('is_official', draft.isOfficial);
  set('is_verified', draft.isVerified);
  set('domain', draft.domain);
  set('google_tag_manager_id', draft.googleTagManagerId);
  set('meta_pixel_id', draft.metaPixelId);
  return columns;
}

/**
 * Changes a store. Its owners may change the name, description, picture, viewAsStore, main
 * location, categories and analytics ids; operators also the domain, status and badges. A
 * status change moves the store's announcements in the same transaction (store-status.ts).
 */
export async function updateStore(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: StoreUpdateInput,
): Promise<StoreModel> {
  const [store] = await loadStoresByIds(deps.db, [id]);
  if (!store || !canSeeStore(viewer, store)) throw storeNotFound();
  const operator = isOperator(viewer);
  if (!operator) {
    if ((await storeRoleOf(deps.db, id, viewer.id)) !== 'OWNER') throw forbidden();
    const operatorsOnly = [input.domain, input.status, input.isOfficial, input.isVerified];
    if (operatorsOnly.some((value) => value !== undefined && value !== null)) throw forbidden();
  }
  const draft = await readStoreForm(deps, input, 'update');
  const at = deps.now();
  await guardingDomain(() =>
    deps.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('stores')
        .select(['name', 'description', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (draft.domain) await assertDomainFree(trx, draft.domain, id);
      const columns = changedColumns(draft);
      const status: StoreStatus | undefined = input.status ?? undefined;
      if (draft.name !== undefined || draft.description !== undefined) {
        columns.search_text = storeSearchText(
          draft.name ?? current.name,
          draft.description === undefined ? current.description : draft.description,
        );
      }
      if (status) columns.status = status;
      await trx
        .updateTable('stores')
        .set({ ...columns, updated_at: at })
        .where('id', '=', id)
        .execute();
      if (status && status !== current.status) {
        await applyStoreStatus(deps, trx, { storeId: id, from: current.status, to: status, userId: viewer.id, at });
        await deps.events.record(trx, {
          type: 'store.statusChanged',
          actorId: viewer.id,
          payload: { storeId: id, from: current.status, to: status },
        });
      }
      if (draft.mainLocation) await writeMainLocation(trx, id, draft.mainLocation);
      if (draft.categoryIds) await writeCategories(trx, id, draft.categoryIds);
    }),
  );
  return reloadStore(deps, id);
}

/** Reads a member role argument: OWNER or MEMBER (BAD_USER_INPUT otherwise). */
export function readMemberRole(value: string | null | undefined): LandMemberRole {
  const role = (value ?? 'MEMBER').trim().toUpperCase();
  if (!(LAND_MEMBER_ROLES as readonly string[]).includes(role)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `role must be one of ${LAND_MEMBER_ROLES.join(', ')}`, {
      argument: 'role',
    });
  }
  return role as LandMemberRole;
}

/** Operators and the store's owners manage its members. */
async function assertManagesMembers(deps: Deps, viewer: Viewer, storeId: string): Promise<void> {
  const [store] = await loadStoresByIds(deps.db, [storeId]);
  if (!store || !canSeeStore(viewer, store)) throw storeNotFound();
  if (!isOperator(viewer) && (await storeRoleOf(deps.db, storeId, viewer.id)) !== 'OWNER') throw forbidden();
}

/** Owners of a store, counted with the store's row locked (two removals cannot both pass). */
async function ownerCount(trx: Transaction<Database>, storeId: string): Promise<number> {
  await sql`select id from stores where id = ${storeId} for update`.execute(trx);
  const { n } = await trx
    .selectFrom('store_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('store_id', '=', storeId)
    .where('role', '=', 'OWNER')
    .executeTakeFirstOrThrow();
  return Number(n);
}

function lastOwner(): AppError {
  return new AppError(ErrorCode.STORE_LAST_OWNER, storeMessage('lastOwner'));
}

/**
 * Adds a member (an announcer of the store's announcements) or changes their role; idempotent.
 * The last owner cannot be made a plain member (STORE/LAST_OWNER). A new owner of a store with a
 * site-builder plan gets can_edit_sitebuild.
 */
export async function addStoreMember(
  deps: Deps,
  viewer: Viewer,
  input: { storeId: string; userId: string; role: LandMemberRole },
): Promise<StoreModel> {
  await assertManagesMembers(deps, viewer, input.storeId);
  await deps.db.transaction().execute(async (trx) => {
    await assertUserExists(trx, input.userId);
    const owners = await ownerCount(trx, input.storeId);
    const current = await storeRoleOf(trx, input.storeId, input.userId);
    if (current === 'OWNER' && input.role !== 'OWNER' && owners <= 1) throw lastOwner();
    await trx
      .insertInto('store_members')
      .values({ store_id: input.storeId, user_id: input.userId, role: input.role, created_at: deps.now() })
      .onConflict((oc) => oc.columns(['store_id', 'user_id']).doUpdateSet({ role: input.role }))
      .execute();
    if (input.role === 'OWNER') await grantSiteBuilderToOwners(trx, 'STORE', input.storeId);
  });
  return reloadStore(deps, input.storeId);
}

/** Removes a member; idempotent. The last owner stays (STORE/LAST_OWNER). */
export async function removeStoreMember(
  deps: Deps,
  viewer: Viewer,
  input: { storeId: string; userId: string },
): Promise<StoreModel> {
  await assertManagesMembers(deps, viewer, input.storeId);
  await deps.db.transaction().execute(async (trx) => {
    const owners = await ownerCount(trx, input.storeId);
    const current = await storeRoleOf(trx, input.storeId, input.userId);
    if (current === 'OWNER' && owners <= 1) throw lastOwner();
    await trx
      .deleteFrom('store_members')
      .where('store_id', '=', input.storeId)
      .where('user_id', '=', input.userId)
      .execute();
  });
  return reloadStore(deps, input.storeId);
}

/**
 * Operators: extends a store's plan by one duration, from its end, or from now when it has run
 * out or had none. An EXPIRED store is ACTIVE again, and its announcements with it.
 */
export async function renewStore(
  deps: Deps,
  viewer: Viewer,
  id: string,
  duration: ServiceDurationType,
): Promise<StoreModel> {
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('stores')
      .select(['status', 'expires_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw storeNotFound();
    const from = current.expires_at && current.expires_at > at ? current.expires_at : at;
    const reopen = current.status === 'EXPIRED';
    await trx
      .updateTable('stores')
      .set({ expires_at: planEnd(from, duration), updated_at: at, ...(reopen ? { status: 'ACTIVE' as const } : {}) })
      .where('id', '=', id)
      .execute();
    if (reopen) {
      await applyStoreStatus(deps, trx, { storeId: id, from: 'EXPIRED', to: 'ACTIVE', userId: viewer.id, at });
      await deps.events.record(trx, {
        type: 'store.statusChanged',
        actorId: viewer.id,
        payload: { storeId: id, from: 'EXPIRED', to: 'ACTIVE' },
      });
    }
  });
  return reloadStore(deps, id);
}

/**
 * Stores whose plan has run out become EXPIRED, their active announcements EXPIRED_STORE (one
 * transaction per store; run by the schedule). Returns how many stores expired.
 */
export async function expireStores(deps: Deps): Promise<number> {
  const at = deps.now();
  const due = await deps.db
    .selectFrom('stores')
    .select('id')
    .where('status', '=', 'ACTIVE')
    .where('expires_at', '<=', at)
    .orderBy('expires_at')
    .limit(100)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    await deps.db.transaction().execute(async (trx) => {
      // Renewed or changed meanwhile: the row decides, locked.
      const current = await trx
        .selectFrom('stores')
        .select(['status', 'expires_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status !== 'ACTIVE' || !current.expires_at || current.expires_at > at) return;
      await trx.updateTable('stores').set({ status: 'EXPIRED', updated_at: at }).where('id', '=', id).execute();
      await applyStoreStatus(deps, trx, { storeId: id, from: 'ACTIVE', to: 'EXPIRED', userId: null, at });
      await deps.events.record(trx, {
        type: 'store.statusChanged',
        actorId: null,
        payload: { storeId: id, from: 'ACTIVE', to: 'EXPIRED' },
      });
      expired += 1;
    });
  }
  return expired;
}
