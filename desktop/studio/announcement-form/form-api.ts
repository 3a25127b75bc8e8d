import type { Client } from '@urql/core';
import { ErrorCode } from '../../../shared/domain/errors';
import type { DeliveryType, PriceUnit } from '../../../shared/domain/marketplace';
import {
  CategoriesDocument,
  CategoryDocument,
  CitiesDocument,
  RegionsDocument,
  StudioAnnouncementCreateDocument,
  StudioAnnouncementFormDocument,
  StudioAnnouncementUpdateDocument,
  type AnnouncementInput,
  type AnnouncementStatus,
  type CategoryQuery,
  type SpecificationType,
  type StudioAnnouncementFormQuery,
} from '../../../shared/graphql/generated';
import { ApiError, authorizedFetch, dataOf, NETWORK, type StudioSession } from '../kernel';

/** One specification of a category as the form asks it, with the ones that apply once it has a value. */
export interface FormSpecification {
  codename: string;
  label: string;
  type: SpecificationType;
  /** The codename whose value narrows this one's datasets (a car model on its make). */
  dependsOn: string | null;
  datasets: { codename: string; label: string; parentCodename: string | null }[];
  isRequired: boolean;
  subs: FormSpecification[];
}

/** A category as the form needs it: where it sits, what it allows, what it asks. */
export interface FormCategory {
  id: string;
  name: string;
  /** Its parents, root first (for the picker to show where it sits). */
  parents: { id: string; name: string }[];
  children: { id: string; name: string }[];
  isPublishable: boolean;
  priceUnits: PriceUnit[];
  delivery: boolean;
  deliveryType: DeliveryType | null;
  isWithoutExchange: boolean;
  specifications: FormSpecification[];
}

export type LoadedAnnouncement = NonNullable<StudioAnnouncementFormQuery['announcementDetails']>;

/** A picture uploaded for the form (POST /media), shown by its small size. */
export interface FormPicture {
  id: string;
  url: string;
}

/** What the form asks of the server, one call each; a refusal throws an ApiError (with the refused fields of a form). */
export interface FormApi {
  categories(): Promise<{ id: string; name: string }[]>;
  category(id: string): Promise<FormCategory>;
  /** The wilayas, with their number (16 for Alger) that people pick them by. */
  regions(): Promise<{ id: string; code: string; name: string }[]>;
  cities(regionId: string): Promise<{ id: string; name: string }[]>;
  /** The announcement as its announcer edits it; an ApiError NOT_FOUND when it is gone or not theirs to see. */
  load(id: string): Promise<LoadedAnnouncement>;
  upload(files: readonly File[]): Promise<FormPicture[]>;
  create(input: AnnouncementInput): Promise<{ id: string; status: AnnouncementStatus }>;
  update(id: string, input: AnnouncementInput): Promise<{ id: string; status: AnnouncementStatus }>;
}

type SpecNode = NonNullable<CategoryQuery['category']>['specifications'][number]['specification'];
type AnySpecNode = Omit<SpecNode, 'subSpecifications'> & { subSpecifications?: AnySpecNode[] };

function specificationOf(node: AnySpecNode, isRequired: boolean): FormSpecification {
  return {
    codename: node.codename,
    label: node.label,
    type: node.type,
    dependsOn: node.dependsOn?.codename ?? null,
    datasets: node.datasets,
    isRequired,
    // Sub-specifications are never required (the server's rule).
    subs: (node.subSpecifications ?? []).map((sub) => specificationOf(sub, false)),
  };
}

export function formApi(client: Client, session: StudioSession, apiBaseUrl: string, locale: () => string): FormApi {
  const send = authorizedFetch(session);
  return {
    async categories() {
      const data = dataOf(await client.query(CategoriesDocument, {}).toPromise());
      return data.categories.map(({ id, name }) => ({ id, name }));
    },
    async category(id) {
      const data = dataOf(await client.query(CategoryDocument, { id }).toPromise());
      const category = data.category;
      if (!category) throw new ApiError(ErrorCode.NOT_FOUND);
      return {
        id: category.id,
        name: category.name,
        parents: category.parentTree
          .filter((parent) => parent.id !== category.id)
          .map(({ id: pid, name }) => ({ id: pid, name })),
        children: [...category.children]
          .sort((a, b) => a.rank - b.rank)
          .map(({ id: cid, name }) => ({ id: cid, name })),
        isPublishable: category.isPublishable,
        priceUnits: category.priceUnits,
        delivery: category.delivery,
        deliveryType: category.deliveryType,
        isWithoutExchange: category.isWithoutExchange,
        specifications: category.specifications.map((entry) => specificationOf(entry.specification, entry.isRequired)),
      };
    },
    async regions() {
      return dataOf(await client.query(RegionsDocument, {}).toPromise()).regions.map(({ id, code, name }) => ({
        id,
        code,
        name,
      }));
    },
    async cities(regionId) {
      return dataOf(await client.query(CitiesDocument, { regionId }).toPromise()).cities.map(({ id, name }) => ({
        id,
        name,
      }));
    },
    async load(id) {
      // Network-only: a form must start from what the server holds now, not from a cached copy.
      const data = dataOf(
        await client.query(StudioAnnouncementFormDocument, { id }, { requestPolicy: 'network-only' }).toPromise(),
      );
      if (!data.announcementDetails) throw new ApiError(ErrorCode.NOT_FOUND);
      return data.announcementDetails;
    },
    async upload(files) {
      const body = new FormData();
      for (const file of files) body.append('files', file, file.name);
      let response: Response;
      try {
        response = await send(`${apiBaseUrl}/media?lang=${encodeURIComponent(locale())}`, { method: 'POST', body });
      } catch {
        throw new ApiError(NETWORK);
      }
      const answer = (await response.json().catch(() => null)) as {
        data?: { id: string; thumbnail: string }[];
        errors?: { code?: string; message?: string }[];
      } | null;
      if (!response.ok || !answer?.data) {
        const error = answer?.errors?.[0];
        throw new ApiError(error?.code ?? NETWORK, error?.message ?? String(response.status));
      }
      return answer.data.map((picture) => ({ id: picture.id, url: picture.thumbnail }));
    },
    async create(input) {
      return dataOf(await client.mutation(StudioAnnouncementCreateDocument, { input }).toPromise()).announcementCreate;
    },
    async update(id, input) {
      return dataOf(await client.mutation(StudioAnnouncementUpdateDocument, { id, input }).toPromise())
        .announcementUpdate;
    },
  };
}
