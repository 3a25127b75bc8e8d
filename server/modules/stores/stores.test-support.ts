import slugify from '@sindresorhus/slugify';
import type { StoreStatus } from '../../../shared/domain/stores';
import type { Deps } from '../../deps';
import type { TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';
import { loadGeo } from '../geo/geo.service';
import { storeSearchText } from './store-form';

let sequence = 0;

/** What a test store is made of; everything but the owner has a default. */
export interface StoreFactoryInput {
  ownerId: string;
  name?: string;
  description?: string | null;
  status?: StoreStatus;
  isOfficial?: boolean;
  isVerified?: boolean;
  followerCount?: number;
  domain?: string | null;
  /** The main location's commune (its wilaya follows); none when absent. */
  cityId?: number;
  categoryIds?: number[];
  /** More members besides the owner. */
  memberIds?: string[];
}

/** Inserts a store straight into the database (no form checks), with its owner, location and categories. */
export async function createTestStore(deps: Deps, input: StoreFactoryInput): Promise<{ id: string; slug: string }> {
  sequence += 1;
  const name = input.name ?? `Boutique test ${sequence}`;
  const description = input.description === undefined ? `La boutique numéro ${sequence}.` : input.description;
  const { id, slug } = await deps.db
    .insertInto('stores')
    .values({
      name,
      slug: slugify(name),
      description,
      status: input.status ?? 'ACTIVE',
      is_official: input.isOfficial ?? false,
      is_verified: input.isVerified ?? false,
      follower_count: input.followerCount ?? 0,
      domain: input.domain ?? null,
      search_text: storeSearchText(name, description),
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await deps.db.insertInto('store_members').values({ store_id: id, user_id: input.ownerId, role: 'OWNER' }).execute();
  for (const memberId of input.memberIds ?? []) {
    await deps.db.insertInto('store_members').values({ store_id: id, user_id: memberId, role: 'MEMBER' }).execute();
  }
  if (input.cityId !== undefined) {
    const city = (await loadGeo(deps)).citiesById.get(input.cityId)!;
    await deps.db
      .insertInto('store_locations')
      .values({ store_id: id, is_main: true, address: 'Rue test', city_id: city.id, region_id: city.regionId })
      .execute();
  }
  for (const [rank, categoryId] of (input.categoryIds ?? []).entries()) {
    await deps.db.insertInto('store_categories').values({ store_id: id, category_id: categoryId, rank }).execute();
  }
  return { id, slug };
}

/** Gives an announcement one picture (a media row of its owner), as an upload and attach would. */
export async function addPicture(deps: Deps, announcementId: string): Promise<string> {
  const { user_id: userId } = await deps.db
    .selectFrom('announcements')
    .select('user_id')
    .where('id', '=', announcementId)
    .executeTakeFirstOrThrow();
  sequence += 1;
  const { id } = await deps.db
    .insertInto('media')
    .values({
      user_id: userId,
      announcement_id: announcementId,
      storage_key: `test${String(sequence).padStart(12, '0')}`,
      mime_type: 'image/webp',
      width: 640,
      height: 480,
      bytes: 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.db
    .updateTable('announcements')
    .set((eb) => ({ default_media_id: id, media_count: eb('media_count', '+', 1) }))
    .where('id', '=', announcementId)
    .execute();
  return id;
}

/** A signed-in operator (role ADMIN) and its token. */
export function operatorWithToken(server: TestServer) {
  return userWithToken(server, { roles: ['USER', 'ADMIN'] });
}

/** The fields of a store most tests read. */
export const STORE_FIELDS = `id name slug description imageUrl status isOfficial isVerified viewAsStore followerCount
  announcementsCount url iAmFollowing googleTagManagerId metaPixelId domainName { domain }
  categories { id name slug } users { user { id } role } serviceParams { code value }
  mainLocation { id worktime phones { phone } emails faxes socials { name url }
    location { id title address lat lng city { id name } region { id name } } }`;
