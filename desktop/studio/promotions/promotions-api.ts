import type { Client } from '@urql/core';
import {
  PromotionCampaignCreateDocument,
  PromotionCampaignFiguresDocument,
  PromotionCampaignPauseDocument,
  PromotionCampaignsDocument,
  PromotionCampaignUpdateDocument,
  PortalAudienceDocument,
  type PortalAudienceQuery,
  StudioAnnouncementChoicesDocument,
  StudioStoreChoicesDocument,
  type PromotionCampaignFieldsFragment,
  type PromotionCampaignFiguresQuery,
  type PromotionCampaignInput,
  type PromotionState,
} from '../../../shared/graphql/generated';
import type { PromotionProblem } from '../../../shared/domain/promotions';
import { ApiError, authorizedFetch, dataOf, NETWORK, type FilterChoices, type StudioSession } from '../kernel';

export type Campaign = PromotionCampaignFieldsFragment;
/** The category tree a campaign can aim at, names in the three languages. */
export type CategoryChoice = FilterChoices['categories'][number];
export type Audience = PortalAudienceQuery['audience'];
export type Figures = NonNullable<PromotionCampaignFiguresQuery['promotionCampaign']>['figures'];

/** An uploaded picture: its id for the campaign, its address for the preview, its real size. */
export interface UploadedPicture {
  id: string;
  url: string;
  width: number;
  height: number;
}

const PROBLEMS: readonly PromotionProblem[] = [
  'name',
  'dates',
  'locations',
  'target',
  'link',
  'weight',
  'dailyCap',
  'timeout',
  'visual',
  'visualSize',
  'categories',
];

/** The fields a PROMOTION/INVALID refusal names, or null for another refusal. */
export function problemsOf(error: ApiError): PromotionProblem[] | null {
  const problems = error.extensions.problems;
  if (!Array.isArray(problems)) return null;
  return problems.filter((item): item is PromotionProblem => PROBLEMS.includes(item as PromotionProblem));
}

/** What the promotions screen asks of the server; a refusal throws an ApiError. */
export function promotionsApi(client: Client, session: StudioSession, apiBaseUrl: string) {
  const send = authorizedFetch(session);
  return {
    async list(state: PromotionState | null): Promise<Campaign[]> {
      return dataOf(
        await client
          .query(PromotionCampaignsDocument, { state, count: 100 }, { requestPolicy: 'network-only' })
          .toPromise(),
      ).promotionCampaigns.data;
    },
    async figures(id: string, period: { from: string; to: string }): Promise<Figures> {
      return dataOf(
        await client
          .query(PromotionCampaignFiguresDocument, { id, period }, { requestPolicy: 'network-only' })
          .toPromise(),
      ).promotionCampaign.figures;
    },
    /** The category tree (the query editor's own document: one list of the catalog for the studio). */
    /** The portal's most viewed pages over a period (rolled up from the page views). */
    async audience(period: { from: string; to: string }): Promise<Audience> {
      return dataOf(
        await client.query(PortalAudienceDocument, { period }, { requestPolicy: 'network-only' }).toPromise(),
      ).audience;
    },
    /** Stores or announcements whose name or title matches, for the target picker (8 at most). */
    async targets(kind: 'STORE' | 'ANNOUNCEMENT', q: string): Promise<{ id: string; name: string }[]> {
      if (kind === 'STORE') {
        const data = dataOf(await client.query(StudioStoreChoicesDocument, { q }).toPromise());
        return data.storeSearch.data.map((store) => ({ id: store.id, name: store.name }));
      }
      const data = dataOf(await client.query(StudioAnnouncementChoicesDocument, { q }).toPromise());
      return data.search.announcements.data.map((announcement) => ({ id: announcement.id, name: announcement.title }));
    },
    async save(id: string | null, input: PromotionCampaignInput): Promise<Campaign> {
      return id
        ? dataOf(await client.mutation(PromotionCampaignUpdateDocument, { id, input }).toPromise())
            .promotionCampaignUpdate
        : dataOf(await client.mutation(PromotionCampaignCreateDocument, { input }).toPromise()).promotionCampaignCreate;
    },
    async pause(id: string, paused: boolean): Promise<Campaign> {
      return dataOf(await client.mutation(PromotionCampaignPauseDocument, { id, paused }).toPromise())
        .promotionCampaignPause;
    },
    /** Sends a picture through the media pipeline (its checks and sizes), as the announcement form does. */
    async upload(file: File, locale: string): Promise<UploadedPicture> {
      const body = new FormData();
      body.append('files', file, file.name);
      let response: Response;
      try {
        response = await send(`${apiBaseUrl}/media?lang=${encodeURIComponent(locale)}`, { method: 'POST', body });
      } catch {
        throw new ApiError(NETWORK);
      }
      const answer = (await response.json().catch(() => null)) as {
        data?: { id: string; mediaUrl: string; width: number; height: number }[];
        errors?: { code?: string; message?: string }[];
      } | null;
      const picture = answer?.data?.[0];
      if (!response.ok || !picture) {
        const error = answer?.errors?.[0];
        throw new ApiError(error?.code ?? NETWORK, error?.message ?? String(response.status));
      }
      return { id: picture.id, url: picture.mediaUrl, width: picture.width, height: picture.height };
    },
  };
}
