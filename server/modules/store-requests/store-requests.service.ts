import type { Selectable } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import {
  PLAN_SERVICE_PARAM,
  planEnd,
  STORE_REQUEST_LIMITS,
  type StoreRequestStatus,
} from '../../../shared/domain/store-requests';
import { failure, type RuleFailure } from '../../../shared/domain/validation';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { pageRequest, readPage, type Page } from '../../core/pagination';
import type { StoreRequestInput } from '../../graphql/resolvers.generated';
import { notificationLinks } from '../../../shared/domain/notifications';
import { notify } from '../notifications';
import { createStore, grantSiteBuilderToOwners, readStoreForm } from '../stores';
import { formError, type Viewer } from '../users';
import type { StoreRequestsTable } from './store-requests.tables';

/** A request as StoreRequest's fields receive it. */
export type StoreRequestModel = Selectable<StoreRequestsTable>;

const notFound = () => new AppError(ErrorCode.STORE_REQUEST_NOT_FOUND, text('storeRequests.notFound'));
const alreadyDecided = () =>
  new AppError(ErrorCode.STORE_REQUEST_ALREADY_DECIDED, text('storeRequests.alreadyDecided'));

/** A unique violation of the one-waiting-request index (both engines name it). */
function isPendingTaken(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    code === '23505' &&
    (constraint === 'store_requests_one_pending' ||
      (typeof message === 'string' && message.includes('store_requests_one_pending')))
  );
}

/** What a request must say beyond a store form's own rules: where, how to call, what it sells. */
function missingDetails(input: StoreRequestInput): RuleFailure[] {
  const failures: RuleFailure[] = [];
  if (input.categoryIds.length === 0) failures.push(failure('categoryIds', 'required'));
  if (input.categoryIds.length > STORE_REQUEST_LIMITS.categoriesMax) {
    failures.push(failure('categoryIds', 'max_items', { n: STORE_REQUEST_LIMITS.categoriesMax }));
  }
  const location = input.mainLocation;
  if (!location.cityId) failures.push(failure('mainLocation.cityId', 'required'));
  if (!location.address?.trim()) failures.push(failure('mainLocation.address', 'required'));
  if (!location.phones?.some((phone) => phone.trim() !== '')) failures.push(failure('mainLocation.phones', 'required'));
  return failures;
}

/**
 * A member asks for a store: its details are checked as an operator's new store's are (the same
 * rules, the catalog's categories, the communes), then the request waits. One waiting request
 * per member (STORE_REQUEST/PENDING_EXISTS).
 */
export async function createStoreRequest(
  deps: Deps,
  viewer: Viewer,
  input: StoreRequestInput,
): Promise<StoreRequestModel> {
  const missing = missingDetails(input);
  if (missing.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, missing);
  const { plan, duration, ...form } = input;
  await readStoreForm(deps, { ...form, ownerId: viewer.id }, 'create');
  try {
    return await deps.db
      .insertInto('store_requests')
      .values({ user_id: viewer.id, form: JSON.stringify(form), plan, duration, created_at: deps.now() })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isPendingTaken(error)) {
      throw new AppError(ErrorCode.STORE_REQUEST_PENDING_EXISTS, text('storeRequests.pendingExists'));
    }
    throw error;
  }
}

/** The member's requests, newest first. */
export async function myStoreRequests(deps: Deps, viewer: Viewer): Promise<StoreRequestModel[]> {
  return deps.db
    .selectFrom('store_requests')
    .selectAll()
    .where('user_id', '=', viewer.id)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

/** Operators: requests of one status, the longest waiting first. */
export async function storeRequests(
  deps: Deps,
  input: { status: StoreRequestStatus; page: number | null | undefined; count: number | null | undefined },
): Promise<Page<StoreRequestModel>> {
  const request = pageRequest(input.page, input.count, { defaultSize: 20, maxSize: 100 });
  return readPage(
    deps.db.selectFrom('store_requests').selectAll().where('status', '=', input.status).orderBy('id', 'asc'),
    request,
  );
}

/**
 * Operators: opens the requested store with the member as its OWNER, the plan as its service
 * param (which grants the site builder) and an end one duration from now; the request records
 * the decision. All in one transaction: a request decided meanwhile leaves no store behind.
 */
export async function approveStoreRequest(deps: Deps, viewer: Viewer, id: string): Promise<StoreRequestModel> {
  const request = await deps.db.selectFrom('store_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!request) throw notFound();
  if (request.status !== 'PENDING') throw alreadyDecided();
  const at = deps.now();
  await createStore(deps, { ...request.form, ownerId: request.user_id }, async (trx, storeId) => {
    const decided = await trx
      .updateTable('store_requests')
      .set({ status: 'APPROVED', store_id: storeId, decided_by: viewer.id, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw alreadyDecided();
    await trx
      .updateTable('stores')
      .set({ expires_at: planEnd(at, request.duration) })
      .where('id', '=', storeId)
      .execute();
    await trx
      .insertInto('land_service_params')
      .values({
        land_type: 'STORE',
        land_id: storeId,
        code: PLAN_SERVICE_PARAM[request.plan],
        value: null,
        created_at: at,
      })
      .execute();
    await grantSiteBuilderToOwners(trx, 'STORE', storeId);
    await notify(deps, trx, request.user_id, {
      kind: 'STORE_REQUEST_DECISION',
      target: { type: 'STORE_REQUEST', id },
      link: notificationLinks.storeRequest(),
      data: { decision: 'APPROVED', name: request.form.name },
      dedupeKey: `storeRequest:${id}`,
    });
  });
  return deps.db.selectFrom('store_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Operators: refuses a waiting request with a reason (1 to 500 characters) the member reads. */
export async function refuseStoreRequest(
  deps: Deps,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<StoreRequestModel> {
  const said = reason.trim();
  if (said === '' || said.length > STORE_REQUEST_LIMITS.reasonMax) {
    throw formError(ErrorCode.BAD_USER_INPUT, [
      said === ''
        ? failure('reason', 'required')
        : failure('reason', 'max_length', { n: STORE_REQUEST_LIMITS.reasonMax }),
    ]);
  }
  const decided = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('store_requests')
      .set({ status: 'REFUSED', reason: said, decided_by: viewer.id, decided_at: deps.now() })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (row) {
      await notify(deps, trx, row.user_id, {
        kind: 'STORE_REQUEST_DECISION',
        target: { type: 'STORE_REQUEST', id },
        link: notificationLinks.storeRequest(),
        data: { decision: 'REFUSED', name: row.form.name, reason: said },
        dedupeKey: `storeRequest:${id}`,
      });
    }
    return row;
  });
  if (decided) return decided;
  const exists = await deps.db.selectFrom('store_requests').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? alreadyDecided() : notFound();
}
