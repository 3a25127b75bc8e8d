import type { Selectable } from 'kysely';
import { isActiveStatus } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import { notificationLinks } from '../../../shared/domain/notifications';
import {
  PROMOTION_OFFER_RULES,
  PROMOTION_REQUEST_LIMITS,
  promotionRequestPrice,
  promotionRequestProblems,
  type PromotionRequestStatus,
} from '../../../shared/domain/promotion-requests';
import { PROMOTION_LIMITS } from '../../../shared/domain/promotions';
import { failure } from '../../../shared/domain/validation';
import { AppError, text } from '../../core/errors';
import { parseId } from '../../core/ids';
import { pageRequest, readPage, type Page } from '../../core/pagination';
import { lockForTransaction } from '../../core/locks';
import type { Deps } from '../../deps';
import type { PromotionRequestInput } from '../../graphql/resolvers.generated';
import { notify } from '../notifications';
import { forbidden, isOperator, requireStoreInsider, storeNotFound, storeRoleOf } from '../stores';
import { formError, type Viewer } from '../users';
import { createPromotionCampaign, invalid } from './promotions.service';
import type { PromotionRequestsTable } from './promotions.tables';

/** A request as PromotionRequest's fields receive it. */
export type PromotionRequestModel = Selectable<PromotionRequestsTable>;

const DAY_MS = 86_400_000;

const notFound = () => new AppError(ErrorCode.PROMOTION_REQUEST_NOT_FOUND, text('promotionRequests.notFound'));
const alreadyDecided = () =>
  new AppError(ErrorCode.PROMOTION_REQUEST_ALREADY_DECIDED, text('promotionRequests.alreadyDecided'));
const pendingExists = () =>
  new AppError(
    ErrorCode.PROMOTION_REQUEST_PENDING_EXISTS,
    text('promotionRequests.pendingExists', { max: PROMOTION_REQUEST_LIMITS.pendingPerStore }),
  );

function isPendingTaken(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    code === '23505' &&
    (constraint === 'promotion_requests_one_pending' ||
      (typeof message === 'string' && message.includes('promotion_requests_one_pending')))
  );
}

/**
 * Buying visibility is the owner's call: a store the caller cannot see is STORE/NOT_FOUND, a
 * store they work in without owning it FORBIDDEN.
 */
async function requireOwner(deps: Deps, viewer: Viewer, storeId: string): Promise<void> {
  const role = await storeRoleOf(deps.db, storeId, viewer.id);
  if (role === 'OWNER') return;
  if (role === 'MEMBER') throw forbidden();
  throw storeNotFound();
}

/**
 * A store's owner asks for a promotion: the offer, the days and the target are checked by the
 * shared rules, then the target itself (an active store; one of its announcements, public). The
 * price is the offer's day price now; the request waits for an operator.
 */
export async function createPromotionRequest(
  deps: Deps,
  viewer: Viewer,
  input: PromotionRequestInput,
): Promise<PromotionRequestModel> {
  const storeId = parseId(input.storeId, 'storeId');
  const announcementId = input.announcementId ? parseId(input.announcementId, 'announcementId') : null;
  await requireOwner(deps, viewer, storeId);
  const problems = new Set<string>(promotionRequestProblems({ offer: input.offer, days: input.days, announcementId }));
  const store = await deps.db.selectFrom('stores').select('status').where('id', '=', storeId).executeTakeFirst();
  if (store?.status !== 'ACTIVE') problems.add('target');
  if (announcementId) {
    const announcement = await deps.db
      .selectFrom('announcements')
      .select(['status', 'store_id'])
      .where('id', '=', announcementId)
      .executeTakeFirst();
    if (!announcement || announcement.store_id !== storeId || !isActiveStatus(announcement.status)) {
      problems.add('target');
    }
  }
  if (problems.size > 0) throw invalid(Object.fromEntries([...problems].map((problem) => [problem, true])));
  try {
    // Counted and written under the store's lock: parallel asks cannot all see room for one more.
    return await deps.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `promotion-requests:store:${storeId}`);
      const waiting = await trx
        .selectFrom('promotion_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('store_id', '=', storeId)
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow();
      if (Number(waiting.count) >= PROMOTION_REQUEST_LIMITS.pendingPerStore) throw pendingExists();
      return trx
        .insertInto('promotion_requests')
        .values({
          store_id: storeId,
          announcement_id: announcementId,
          offer: input.offer,
          days: input.days,
          price: promotionRequestPrice(input.offer, input.days),
          requested_by: viewer.id,
          created_at: deps.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isPendingTaken(error)) throw pendingExists();
    throw error;
  }
}

/** A store's requests, newest first: its members, moderators and operators. */
export async function storePromotionRequests(
  deps: Deps,
  viewer: Viewer,
  storeIdInput: string,
): Promise<PromotionRequestModel[]> {
  const storeId = parseId(storeIdInput, 'storeId');
  await requireStoreInsider(deps, viewer, storeId);
  return deps.db
    .selectFrom('promotion_requests')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** Operators: requests of one status, the longest waiting first. */
export async function promotionRequests(
  deps: Deps,
  input: { status: PromotionRequestStatus; page: number | null | undefined; count: number | null | undefined },
): Promise<Page<PromotionRequestModel>> {
  const request = pageRequest(input.page, input.count, { defaultSize: 20, maxSize: 100 });
  return readPage(
    deps.db.selectFrom('promotion_requests').selectAll().where('status', '=', input.status).orderBy('id', 'asc'),
    request,
  );
}

async function findRequest(deps: Deps, id: string): Promise<PromotionRequestModel> {
  const row = await deps.db.selectFrom('promotion_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The store's owner withdraws a request that still waits. */
export async function cancelPromotionRequest(deps: Deps, viewer: Viewer, id: string): Promise<PromotionRequestModel> {
  const request = await findRequest(deps, id);
  await requireOwner(deps, viewer, request.store_id);
  const row = await deps.db
    .updateTable('promotion_requests')
    .set({ status: 'CANCELLED', decided_at: deps.now() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw alreadyDecided();
  return row;
}

/** What the owner's notification links to: the promoted announcement, else the store. */
async function promotedLink(deps: Deps, request: PromotionRequestModel): Promise<{ name: string; link: string }> {
  const store = await deps.db
    .selectFrom('stores')
    .select(['id', 'name', 'slug'])
    .where('id', '=', request.store_id)
    .executeTakeFirstOrThrow();
  if (!request.announcement_id) return { name: store.name, link: notificationLinks.store(store) };
  const announcement = await deps.db
    .selectFrom('announcements')
    .select(['id', 'slug', 'title'])
    .where('id', '=', request.announcement_id)
    .executeTakeFirstOrThrow();
  return { name: announcement.title, link: notificationLinks.announcement(announcement) };
}

/**
 * Operators: starts the request's campaign now, for its days, in its offer's slots (SEARCH aimed
 * at the announcement's category), as a card of the store or the announcement; the request is
 * marked approved and the owner told in the same transaction. A target no longer public is
 * PROMOTION/INVALID (target): the operator refuses it instead.
 */
export async function approvePromotionRequest(deps: Deps, viewer: Viewer, id: string): Promise<PromotionRequestModel> {
  const request = await findRequest(deps, id);
  if (request.status !== 'PENDING') throw alreadyDecided();
  const rule = PROMOTION_OFFER_RULES[request.offer];
  const store = await deps.db
    .selectFrom('stores')
    .select(['name', 'status'])
    .where('id', '=', request.store_id)
    .executeTakeFirstOrThrow();
  const announcement = request.announcement_id
    ? await deps.db
        .selectFrom('announcements')
        .select(['title', 'category_id', 'status'])
        .where('id', '=', request.announcement_id)
        .executeTakeFirst()
    : null;
  if (store.status !== 'ACTIVE' || (announcement !== null && !(announcement && isActiveStatus(announcement.status)))) {
    throw invalid({ target: true });
  }
  const at = deps.now();
  const promoted = await promotedLink(deps, request);
  await createPromotionCampaign(
    deps,
    viewer,
    {
      name: (announcement ? `${store.name} · ${announcement.title}` : store.name).slice(0, PROMOTION_LIMITS.nameMax),
      targetType: announcement ? 'ANNOUNCEMENT' : 'STORE',
      targetStoreId: request.store_id,
      targetAnnouncementId: request.announcement_id,
      startsAt: at,
      endsAt: new Date(at.getTime() + request.days * DAY_MS),
      locations: [...rule.locations],
      categoryIds: rule.inItsCategory && announcement ? [String(announcement.category_id)] : [],
      weight: 1,
      visuals: [],
    },
    {
      requestedByStoreId: request.store_id,
      within: async (trx, promotionId) => {
        const decided = await trx
          .updateTable('promotion_requests')
          .set({ status: 'APPROVED', promotion_id: promotionId, decided_by: viewer.id, decided_at: at })
          .where('id', '=', id)
          .where('status', '=', 'PENDING')
          .executeTakeFirst();
        if (Number(decided.numUpdatedRows) !== 1) throw alreadyDecided();
        if (request.requested_by) {
          await notify(deps, trx, request.requested_by, {
            kind: 'PROMOTION_REQUEST_DECISION',
            target: { type: 'PROMOTION_REQUEST', id },
            link: promoted.link,
            data: { decision: 'APPROVED', name: promoted.name, days: String(request.days) },
            dedupeKey: `promotionRequest:${id}`,
          });
        }
      },
    },
  );
  return findRequest(deps, id);
}

/** Operators: refuses a waiting request with a reason (1 to 500 characters) the owner reads. */
export async function refusePromotionRequest(
  deps: Deps,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<PromotionRequestModel> {
  const said = reason.trim();
  if (said === '' || said.length > PROMOTION_REQUEST_LIMITS.reasonMax) {
    throw formError(ErrorCode.BAD_USER_INPUT, [
      said === ''
        ? failure('reason', 'required')
        : failure('reason', 'max_length', { n: PROMOTION_REQUEST_LIMITS.reasonMax }),
    ]);
  }
  const request = await findRequest(deps, id);
  const promoted = await promotedLink(deps, request);
  const decided = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('promotion_requests')
      .set({ status: 'REFUSED', reason: said, decided_by: viewer.id, decided_at: deps.now() })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (row?.requested_by) {
      await notify(deps, trx, row.requested_by, {
        kind: 'PROMOTION_REQUEST_DECISION',
        target: { type: 'PROMOTION_REQUEST', id },
        link: promoted.link,
        data: { decision: 'REFUSED', name: promoted.name, reason: said },
        dedupeKey: `promotionRequest:${id}`,
      });
    }
    return row;
  });
  if (!decided) throw alreadyDecided();
  return decided;
}

/** When an approved request's promotion ends (its days from the decision); null otherwise. */
export function promotionRequestEnd(request: PromotionRequestModel): Date | null {
  if (request.status !== 'APPROVED' || !request.decided_at) return null;
  return new Date(new Date(request.decided_at).getTime() + request.days * DAY_MS);
}

/** Operators see the campaign behind a request; others only its dates. */
export function seesCampaign(viewer: Viewer | null): boolean {
  return isOperator(viewer);
}
