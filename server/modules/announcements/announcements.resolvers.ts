import { pricePreviewOf } from '../../../shared/domain/announcements';
import type { Context } from '../../graphql/context';
import { parseId, parseIds } from '../../core/ids';
import { allow, anyone, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import { loadGeo } from '../geo';
import { findUser } from '../users';
import { isAnnouncer, isModerator } from './access';
import { announcementSpecs, changelogOf, smallDescription } from './announcement-fields';
import type { AnnouncementModel } from './announcements.mappers';
import { createAnnouncement, updateAnnouncement } from './announcements.service';
import { announcementDetails, announcementSuggestions, myAnnouncements } from './details.service';
import { announcementDraft, discardAnnouncementDraft, saveAnnouncementDraft } from './drafts.service';
import { phonesOf, recentlyRevealedPhones, revealPhones } from './phones.service';
import { specValueTexts, valuesOf } from './spec-values';
import { ownerAction } from './status.service';

/** The owner and moderators see an announcement's history and why it was deleted. */
const seesInternals = (announcement: AnnouncementModel, ctx: Context): boolean =>
  isAnnouncer(ctx.viewer, announcement) || isModerator(ctx.viewer);

export const announcementsResolvers: Resolvers = {
  Query: {
    announcementDetails: allow(anyone, (_parent, { id }, ctx) =>
      announcementDetails(ctx.deps, ctx.viewer, parseId(id, 'id'), ctx.ip),
    ),
    announcementSuggestions: allow(anyone, (_parent, args, ctx) =>
      announcementSuggestions(ctx.deps, ctx.viewer, {
        id: parseId(args.id, 'id'),
        count: args.count ?? 12,
        offset: args.offset ?? 0,
        mediaSize: args.mediaSize ?? 'SMALL',
      }),
    ),
    myAnnouncements: allow(member, (_parent, args, ctx) =>
      myAnnouncements(ctx.deps, ctx.viewer!, {
        statuses: args.filter?.statuses ?? null,
        q: args.filter?.q ?? null,
        page: args.page ?? 1,
        count: args.count ?? 24,
      }),
    ),
    myAnnouncementDraft: allow(member, (_parent, _args, ctx) => announcementDraft(ctx.deps, ctx.viewer!)),
  },
  Mutation: {
    announcementDraftSave: allow(member, (_parent, { values }, ctx) =>
      saveAnnouncementDraft(ctx.deps, ctx.viewer!, values),
    ),
    announcementDraftDiscard: allow(member, (_parent, _args, ctx) => discardAnnouncementDraft(ctx.deps, ctx.viewer!)),
    // The moderators' open queues hear of it from its event.
    announcementCreate: allow(member, (_parent, { input, idempotencyKey }, ctx) =>
      createAnnouncement(ctx.deps, ctx.viewer!, input, idempotencyKey),
    ),
    announcementUpdate: allow(member, (_parent, { id, input }, ctx) =>
      updateAnnouncement(ctx.deps, ctx.viewer!, parseId(id, 'id'), input),
    ),
    announcementDelete: allow(member, (_parent, { ids, reason }, ctx) =>
      ownerAction(ctx.deps, ctx.viewer!, 'delete', parseIds(ids, 'ids'), reason),
    ),
    announcementRefresh: allow(member, (_parent, { ids }, ctx) =>
      ownerAction(ctx.deps, ctx.viewer!, 'refresh', parseIds(ids, 'ids')),
    ),
    announcementDisable: allow(member, (_parent, { ids }, ctx) =>
      ownerAction(ctx.deps, ctx.viewer!, 'disable', parseIds(ids, 'ids')),
    ),
    announcementRestore: allow(member, (_parent, { ids }, ctx) =>
      ownerAction(ctx.deps, ctx.viewer!, 'restore', parseIds(ids, 'ids')),
    ),
    announcementPhoneGet: allow(anyone, (_parent, { id }, ctx) =>
      revealPhones(ctx.deps, ctx.viewer, parseId(id, 'id'), ctx.ip),
    ),
  },
  Announcement: {
    // The spec's createdAt is the date of the last refresh: what buyers see as "published on".
    createdAt: (a) => a.refreshedAt,
    firstCreatedAt: (a) => a.createdAt,
    pricePreview: (a) => pricePreviewOf(a.price, a.priceUnit),
    oldPricePreview: (a) => pricePreviewOf(a.oldPrice, a.priceUnit),
    street_name: (a) => a.streetName,
    category: async (a, _args, ctx) => (await loadCatalog(ctx.deps)).categoriesById.get(a.categoryId)!,
    categories: async (a, _args, ctx) => [...(await loadCatalog(ctx.deps)).parentTree(a.categoryId)],
    specs: async (a, _args, ctx) => announcementSpecs(await loadCatalog(ctx.deps), a),
    smallDescription: async (a, _args, ctx) =>
      smallDescription(await loadCatalog(ctx.deps), await loadGeo(ctx.deps), a, ctx.lang),
    isFromStore: (a) => a.storeId !== null,
    // store: batched by the stores module's loaders (stores.loaders.ts).
    cities: async (a, _args, ctx) => {
      const geo = await loadGeo(ctx.deps);
      return a.cityIds.flatMap((id) => geo.citiesById.get(id) ?? []);
    },
    locations: (a) =>
      a.cityIds.map((cityId, index) => ({
        address: index === 0 ? a.streetName : null,
        cityId,
        regionId: a.regionIds[0] ?? 0,
      })),
    showAnalytics: (a, _args, ctx) => seesInternals(a, ctx),
    messengerLink: (a, _args, ctx) =>
      isAnnouncer(ctx.viewer, a) ? null : `${ctx.deps.config.publicUrl}/messages/thread/announcement-${a.id}`,
    deleteReason: (a, _args, ctx) => (seesInternals(a, ctx) ? a.deleteReason : null),
    changelog: async (a, _args, ctx) => (seesInternals(a, ctx) ? changelogOf(ctx.deps, a.id) : []),
    // Only the announcers edit the form; moderators see numbers through the counted reveal like anyone.
    announcerPhones: async (a, _args, ctx) => (isAnnouncer(ctx.viewer, a) ? phonesOf(ctx.deps, a.id) : []),
    revealedPhones: (a, _args, ctx) => recentlyRevealedPhones(ctx.deps, ctx.viewer, a.id, ctx.ip),
  },
  AnnouncementLocation: {
    city: async (location, _args, ctx) => (await loadGeo(ctx.deps)).citiesById.get(location.cityId)!,
    region: async (location, _args, ctx) => {
      const geo = await loadGeo(ctx.deps);
      const regionId = geo.citiesById.get(location.cityId)?.regionId ?? location.regionId;
      return geo.regionsById.get(regionId)!;
    },
  },
  AnnouncementSpec: {
    value: (spec) => valuesOf(spec.value).join(','),
    values: (spec) => valuesOf(spec.value),
    valueText: async (spec, _args, ctx) =>
      specValueTexts(await loadCatalog(ctx.deps), spec.specification, spec.value)[ctx.lang],
  },
  AnnouncementVariant: {
    specifications: async (variant, _args, ctx) => {
      const catalog = await loadCatalog(ctx.deps);
      return Object.entries(variant.specs).flatMap(([codename, value]) => {
        const specification = catalog.specificationsByCodename.get(codename);
        return specification ? [{ specification, value }] : [];
      });
    },
    pricePreview: (variant) => pricePreviewOf(variant.price, variant.priceUnit),
    oldPricePreview: (variant) => pricePreviewOf(variant.oldPrice, variant.priceUnit),
  },
  AnnouncementChangelogEntry: {
    user: (entry, _args, ctx) => (entry.userId ? findUser(ctx.deps, entry.userId) : null),
  },
  AnnouncementPhone: {
    phoneExt: (phone) => `+213${phone.phone.slice(1)}`,
  },
};
