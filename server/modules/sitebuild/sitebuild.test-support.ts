import { ServiceParamCode, type StoreStatus } from '../../../shared/domain/stores';
import { BLOCK_DEFINITIONS } from '../../../shared/site/blocks/catalogue';
import type { BlockType } from '../../../shared/site/blocks/types';
import type { SiteBlock, SiteDocument } from '../../../shared/site/document';
import type { LaunchType } from '../../../shared/site/launch';
import type { SitePlan } from '../../../shared/site/plans';
import { defaultSiteDocument } from '../../../shared/site/templates';
import type { Deps } from '../../deps';
import type { TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';
import type { LandRef } from './lands';

let sequence = 0;
const next = () => ++sequence;

/** What a test land looks like. */
export interface LandFactoryInput {
  launchType?: LaunchType;
  /** Stores only (default ACTIVE). */
  status?: StoreStatus;
  /** The land's users (store or market members). */
  memberIds?: string[];
  /** Its site-builder plan (default none). */
  plan?: SitePlan | null;
  /** Stores only: a main location with coordinates (default false). */
  location?: boolean;
  domain?: string;
  /** Markets only: the stores it gathers, in order. */
  storeIds?: string[];
}

/** Inserts a store or a market straight into the tables (the stores module's forms are not under test here). */
export async function createLand(deps: Deps, input: LandFactoryInput = {}): Promise<LandRef> {
  const n = next();
  const launchType = input.launchType ?? 'STORE';
  const name = `${launchType === 'STORE' ? 'Boutique' : 'Marché'} ${n}`;
  const slug = `${launchType === 'STORE' ? 'boutique' : 'marche'}-${n}`;
  let id: string;
  if (launchType === 'STORE') {
    const row = await deps.db
      .insertInto('stores')
      .values({
        name,
        slug,
        description: null,
        image_url: null,
        status: input.status ?? 'ACTIVE',
        domain: input.domain ?? null,
        google_tag_manager_id: null,
        meta_pixel_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    for (const userId of input.memberIds ?? []) {
      await deps.db.insertInto('store_members').values({ store_id: id, user_id: userId, role: 'OWNER' }).execute();
    }
    if (input.location) {
      await deps.db
        .insertInto('store_locations')
        .values({
          store_id: id,
          is_main: true,
          title: 'Magasin',
          address: 'Rue Didouche Mourad',
          lat: 36.77,
          lng: 3.05,
        })
        .execute();
    }
  } else {
    const row = await deps.db
      .insertInto('markets')
      .values({
        name,
        slug,
        description: null,
        metakeywords: null,
        logo_url: null,
        domain: input.domain ?? null,
        google_tag_manager_id: null,
        meta_pixel_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    for (const userId of input.memberIds ?? []) {
      await deps.db.insertInto('market_members').values({ market_id: id, user_id: userId, role: 'OWNER' }).execute();
    }
    for (const [rank, storeId] of (input.storeIds ?? []).entries()) {
      await deps.db.insertInto('market_stores').values({ market_id: id, store_id: storeId, rank }).execute();
    }
  }
  if (input.plan) {
    const code = input.plan === 'FULL' ? ServiceParamCode.SITE_BUILDER_FULL : ServiceParamCode.SITE_BUILDER_BASIC;
    await deps.db
      .insertInto('land_service_params')
      .values({ land_type: launchType, land_id: id, code, value: '1' })
      .execute();
  }
  return { launchType, id };
}

/** A member holding can_edit_sitebuild (not yet listed in any land), with a token. */
export function builderUser(server: TestServer, permissions = ['can_edit_sitebuild']) {
  return userWithToken(server, { permissions });
}

/** A land (store by default) with a plan and an editor listed in it. */
export async function landWithEditor(
  server: TestServer,
  input: LandFactoryInput = {},
): Promise<{ land: LandRef; editor: { id: string; token: string } }> {
  const editor = await builderUser(server);
  const land = await createLand(server.deps, {
    plan: 'FULL',
    ...input,
    memberIds: [editor.id, ...(input.memberIds ?? [])],
  });
  return { land, editor };
}

/** A block of a type with the catalogue's default attributes. */
export function block(type: BlockType, overrides: Partial<SiteBlock> = {}): SiteBlock {
  return { id: `blk${next()}`, type, attrs: BLOCK_DEFINITIONS[type].defaults(), ...overrides };
}

/**
 * The template's pages without blocks, pinned blocks or queries (so tests place their own),
 * changed by `edit` (a fresh copy each time).
 */
export function documentOf(launchType: LaunchType, edit: (document: SiteDocument) => void = () => {}): SiteDocument {
  const template = defaultSiteDocument(launchType);
  const document: SiteDocument = {
    ...template,
    pages: template.pages.map((page) => ({ ...page, blocks: [] })),
    headers: [],
    footers: [],
    queries: [],
  };
  edit(document);
  return document;
}

/** The operations the tests send. */
export const OPS = {
  access: `query ($id: ID!, $type: LaunchType!) {
    siteBuildAccess(id: $id, LaunchType: $type) { plan capabilities version }
  }`,
  byStore: `query ($id: ID!, $draft: Boolean) {
    siteBuildGetByStore(storeId: $id, draft: $draft) { id version saved autoSave publishedAt landId launchType document }
  }`,
  byMarket: `query ($id: ID!, $draft: Boolean) {
    siteBuildGetByMarket(marketId: $id, draft: $draft) { id version saved autoSave publishedAt landId launchType document }
  }`,
  byDomain: `query ($domain: String!) { siteBuildGetByDomain(domain: $domain) { id landId launchType } }`,
  byId: `query ($id: ID!, $type: LaunchType!, $landId: ID!) {
    siteBuildGetById(id: $id, LaunchType: $type, landId: $landId) { id version saved document }
  }`,
  history: `query ($id: ID!, $type: LaunchType!, $count: Int, $page: Int) {
    siteBuildGetHistory(id: $id, LaunchType: $type, count: $count, page: $page) {
      data { id version autoSave publishedAt createdAt screenshotUrl }
      paginatorInfo { currentPage lastPage hasMorePages total }
      pageCount
    }
  }`,
  saved: `query ($id: ID!, $type: LaunchType!, $count: Int, $page: Int) {
    siteBuildGetSaved(id: $id, LaunchType: $type, count: $count, page: $page) {
      data { id version autoSave publishedAt createdAt name }
      paginatorInfo { currentPage lastPage hasMorePages total }
      pageCount
    }
  }`,
  commit: `mutation ($id: ID!, $type: LaunchType!, $build: JSON!, $base: Int, $origin: String) {
    siteBuildCommit(id: $id, LaunchType: $type, build: $build, baseVersion: $base, origin: $origin)
  }`,
  publish: `mutation ($id: ID!, $build: ID!, $type: LaunchType!, $origin: String) {
    siteBuildPublish(id: $id, siteBuildId: $build, LaunchType: $type, origin: $origin)
  }`,
  save: `mutation ($id: ID!, $type: LaunchType!, $build: JSON!, $name: String) {
    siteBuildSave(id: $id, LaunchType: $type, build: $build, name: $name) {
      id version saved launchType landId schemaVersion templateId name document
      theme { font dark color } pages { id slug type title { fr ar en } visible blocks }
      headers footers queries { id name { fr } q count type filter }
    }
  }`,
  select: `mutation ($id: ID!, $type: LaunchType!, $origin: String) {
    siteBuildSelect(id: $id, LaunchType: $type, origin: $origin) { id version saved document }
  }`,
  delete: `mutation ($id: ID!, $type: LaunchType!) { siteBuildDelete(id: $id, LaunchType: $type) }`,
} as const;

/** Variables naming a land for OPS. */
export const landVars = (land: LandRef) => ({ id: land.id, type: land.launchType });
