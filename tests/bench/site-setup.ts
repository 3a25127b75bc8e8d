// Puts the site benchmark's build (site-document.ts) on a demo store and publishes it, through
// the site builder's own service: what an owner's commit and publish would write.
import type { Deps } from '../../server/deps';
import type { Editor } from '../../server/modules/sitebuild/editors';
import { readSite } from '../../server/modules/sitebuild/sites';
import { commitAs, publishAs } from '../../server/modules/sitebuild/sitebuild.service';
import { benchSiteDocument } from './site-document';

/** The store home page the benchmark measures: the demo store with the most active announcements. */
export async function publishBenchSite(deps: Deps): Promise<string> {
  const store = await deps.db
    .selectFrom('stores')
    .innerJoin('announcements', 'announcements.store_id', 'stores.id')
    .select(['stores.id', 'stores.slug'])
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('stores.status', '=', 'ACTIVE')
    .where('stores.domain', 'is', null)
    .groupBy(['stores.id', 'stores.slug'])
    .orderBy('count', 'desc')
    .executeTakeFirstOrThrow();
  const land = { launchType: 'STORE' as const, id: store.id, shown: true };
  const editor: Editor = { land, plan: 'FULL', authorId: null, lang: 'fr' };
  const site = await readSite(deps.db, land);
  const { build } = await commitAs(deps, editor, benchSiteDocument(100), site?.version ?? 0);
  await publishAs(deps, editor, build.id);
  return `/store/${store.id}/${store.slug}/`;
}

/** The store and owner the studio benchmark edits: a FULL-plan store's owner among the demo members. */
export interface StudioBenchLand {
  username: string;
  storeName: string;
}

/**
 * Commits a 300-block home page as the working build (not published) of a demo store on the
 * FULL plan, so the studio benchmark opens an editor on it as its owner would.
 */
export async function commitStudioBenchSite(deps: Deps, blocks = 300): Promise<StudioBenchLand> {
  const store = await deps.db
    .selectFrom('stores')
    .innerJoin('land_service_params as params', (join) =>
      join.onRef('params.land_id', '=', 'stores.id').on('params.land_type', '=', 'STORE'),
    )
    .innerJoin('store_members as members', 'members.store_id', 'stores.id')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(['stores.id', 'stores.name', 'users.username'])
    .where('params.code', '=', 'site-builder-full')
    .where('members.role', '=', 'OWNER')
    .orderBy('stores.id')
    .executeTakeFirstOrThrow();
  const land = { launchType: 'STORE' as const, id: store.id, shown: true };
  const editor: Editor = { land, plan: 'FULL', authorId: null, lang: 'fr' };
  const site = await readSite(deps.db, land);
  await commitAs(deps, editor, benchSiteDocument(blocks), site?.version ?? 0);
  return { username: store.username!, storeName: store.name };
}
