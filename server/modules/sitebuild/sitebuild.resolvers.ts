import { GraphQLJSON } from 'graphql-scalars';
import type { LaunchType } from '../../../shared/site/launch';
import type { Context } from '../../graphql/context';
import { ErrorCode } from '../../../shared/domain/errors';
import { SITE_LIMITS } from '../../../shared/site/limits';
import { AppError } from '../../core/errors';
import { parseId } from '../../core/ids';
import { allow, anyone, assertAllowed, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { requireEditor, type Caller } from './editors';
import { landAnnouncementMedia, landMedia, landMediaAdd, landMediaRemove } from './land-media';
import type { LandRef } from './lands';
import { siteBuildTopic } from './sitebuild.events';
import {
  buildAccess,
  buildById,
  buildEntries,
  commitBuild,
  deleteBlueprint,
  draftBuild,
  publishBuild,
  publishedBuild,
  publishedBuildByDomain,
  saveBlueprint,
  selectBuild,
} from './sitebuild.service';

const callerOf = (ctx: Context): Caller => ({ viewer: ctx.viewer, lang: ctx.lang });
const land = (launchType: LaunchType, id: string, argument = 'id'): LandRef => ({
  launchType,
  id: parseId(id, argument),
});

/** An editor window's origin: an id as the studio makes them (SITE_LIMITS.idPattern), or none. */
function parseOrigin(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!SITE_LIMITS.idPattern.test(value)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'origin must be an id of 1 to 64 letters, digits, - or _', {
      argument: 'origin',
    });
  }
  return value;
}

/** A public site (draft false), or its working build for an editor (draft true). */
function siteOf(ctx: Context, ref: LandRef, draft: boolean | null | undefined) {
  if (!draft) return publishedBuild(ctx.deps, ref);
  assertAllowed(ctx, member);
  return draftBuild(ctx.deps, callerOf(ctx), ref);
}

/**
 * The site builder (spec §4, §6, §7). Published sites are public; everything else needs a
 * signed-in member, then the service opens the land: NOT_FOUND, or FORBIDDEN unless the caller
 * edits it (SUPER_ADMIN, or can_edit_sitebuild, listed in the land's users, and a plan).
 */
export const sitebuildResolvers: Resolvers = {
  JSON: GraphQLJSON,
  Query: {
    siteBuildGetByStore: allow(anyone, (_parent, { storeId, draft }, ctx) =>
      siteOf(ctx, land('STORE', storeId, 'storeId'), draft),
    ),
    siteBuildGetByMarket: allow(anyone, (_parent, { marketId, draft }, ctx) =>
      siteOf(ctx, land('MARKET', marketId, 'marketId'), draft),
    ),
    siteBuildGetByDomain: allow(anyone, (_parent, { domain }, ctx) => publishedBuildByDomain(ctx.deps, domain)),
    siteBuildGetById: allow(member, (_parent, args, ctx) =>
      buildById(ctx.deps, callerOf(ctx), land(args.LaunchType, args.landId, 'landId'), parseId(args.id, 'id')),
    ),
    siteBuildGetSaved: allow(member, (_parent, args, ctx) =>
      buildEntries(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id), 'saved', args),
    ),
    siteBuildGetHistory: allow(member, (_parent, args, ctx) =>
      buildEntries(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id), 'history', args),
    ),
    siteBuildAccess: allow(member, (_parent, args, ctx) =>
      buildAccess(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id)),
    ),
    landMedia: allow(member, (_parent, args, ctx) =>
      landMedia(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id)),
    ),
    landAnnouncementMedia: allow(member, (_parent, args, ctx) =>
      landAnnouncementMedia(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id), args.first),
    ),
  },
  Mutation: {
    siteBuildCommit: allow(member, async (_parent, args, ctx) => {
      const change = await commitBuild(
        ctx.deps,
        callerOf(ctx),
        land(args.LaunchType, args.id),
        args.build,
        args.baseVersion,
        parseOrigin(args.origin),
      );
      return change.build.id;
    }),
    siteBuildPublish: allow(member, async (_parent, args, ctx) => {
      const change = await publishBuild(
        ctx.deps,
        callerOf(ctx),
        land(args.LaunchType, args.id),
        parseId(args.siteBuildId, 'siteBuildId'),
        parseOrigin(args.origin),
      );
      return change.build.id;
    }),
    siteBuildSave: allow(member, (_parent, args, ctx) =>
      saveBlueprint(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id), args.build, args.name),
    ),
    siteBuildSelect: allow(member, async (_parent, args, ctx) => {
      const change = await selectBuild(
        ctx.deps,
        callerOf(ctx),
        args.LaunchType,
        parseId(args.id, 'id'),
        parseOrigin(args.origin),
      );
      return change.build;
    }),
    siteBuildDelete: allow(member, (_parent, args, ctx) =>
      deleteBlueprint(ctx.deps, callerOf(ctx), args.LaunchType, parseId(args.id, 'id')),
    ),
    landMediaAdd: allow(member, (_parent, args, ctx) =>
      landMediaAdd(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id), args.mediaIds),
    ),
    landMediaRemove: allow(member, (_parent, args, ctx) =>
      landMediaRemove(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id), args.mediaId),
    ),
  },
  Subscription: {
    siteBuildChanged: {
      // Checked once, when the editor subscribes: the topic is the land's.
      subscribe: allow(member, async (_parent, args, ctx) => {
        const editor = await requireEditor(ctx.deps, callerOf(ctx), land(args.LaunchType, args.id));
        return ctx.pubsub.subscribe(siteBuildTopic(editor.land));
      }),
    },
  },
  SiteBuild: {
    schemaVersion: (build) => build.document.schemaVersion,
    theme: ({ document: { theme } }) => ({
      ...theme,
      backgroundColor: theme.backgroundColor ?? null,
      backgroundImg: theme.backgroundImg
        ? { full: theme.backgroundImg.full, thumb: theme.backgroundImg.thumb ?? null }
        : null,
    }),
    pages: (build) => build.document.pages,
    headers: (build) => build.document.headers,
    footers: (build) => build.document.footers,
    queries: (build) =>
      build.document.queries.map((query) => ({ ...query, launchType: build.launchType, landId: build.landId })),
  },
};
