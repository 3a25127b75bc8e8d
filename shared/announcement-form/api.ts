import type { Client, OperationResult } from '@urql/core';
import type { DeliveryType, PriceUnit } from '../domain/marketplace';
import {
  AnnouncementFormCreateDocument,
  AnnouncementFormDocument,
  AnnouncementFormUpdateDocument,
  CategoriesDocument,
  CategoryDocument,
  CitiesDocument,
  RegionsDocument,
  type AnnouncementFormQuery,
  type AnnouncementInput,
  type AnnouncementStatus,
  type CategoryQuery,
  type SpecificationType,
} from '../graphql/generated';

/**
 * The publishing form's conversation with the server, written once for the studio (a store's
 * announcements, bearer session) and the portal (a member's own, session cookie): each passes its
 * urql client, how it reads an answer (throwing its own error on a refusal) and how it uploads.
 */

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

export type LoadedAnnouncement = NonNullable<AnnouncementFormQuery['announcementDetails']>;

/** A picture uploaded for the form (POST /media), shown by its small size. */
export interface FormPicture {
  id: string;
  url: string;
}

/** What the form asks of the server, one call each; a refusal throws the client's own error (`FormFailureOf` reads it). */
export interface FormApi {
  /** The top categories, each with its sub-categories. */
  categories(): Promise<{ id: string; name: string; children: { id: string; name: string }[] }[]>;
  category(id: string): Promise<FormCategory>;
  /** The wilayas, with their number (16 for Alger) that people pick them by. */
  regions(): Promise<{ id: string; code: string; name: string }[]>;
  cities(regionId: string): Promise<{ id: string; name: string }[]>;
  /** The announcement as its announcer edits it; a NOT_FOUND failure when it is gone or not theirs to see. */
  load(id: string): Promise<LoadedAnnouncement>;
  /** Uploads pictures; `onProgress` hears how much is sent (0 to 1) where the client can tell. */
  upload(files: readonly File[], onProgress?: (progress: number) => void): Promise<FormPicture[]>;
  /** `idempotencyKey`: the same key, sent again after a lost answer, makes no second announcement. */
  create(input: AnnouncementInput, idempotencyKey?: string): Promise<{ id: string; status: AnnouncementStatus }>;
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

/** What each client brings: how an answer becomes data (or its error, thrown), and how files are uploaded. */
export interface FormTransport {
  client: Client;
  dataOf: <T>(result: OperationResult<T>) => T;
  /** The error thrown when something asked for is not there (an announcement gone or not the caller's). */
  notFound: () => Error;
  upload: (files: readonly File[], onProgress?: (progress: number) => void) => Promise<FormPicture[]>;
}

/** The form's calls over a client's transport. */
export function formApiOver({ client, dataOf, notFound, upload }: FormTransport): FormApi {
  return {
    async categories() {
      const data = dataOf(await client.query(CategoriesDocument, {}).toPromise());
      const byRank = <T extends { rank: number }>(list: readonly T[]) => [...list].sort((a, b) => a.rank - b.rank);
      return byRank(data.categories).map(({ id, name, children }) => ({
        id,
        name,
        children: byRank(children).map((child) => ({ id: child.id, name: child.name })),
      }));
    },
    async category(id) {
      const data = dataOf(await client.query(CategoryDocument, { id }).toPromise());
      const category = data.category;
      if (!category) throw notFound();
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
        await client.query(AnnouncementFormDocument, { id }, { requestPolicy: 'network-only' }).toPromise(),
      );
      if (!data.announcementDetails) throw notFound();
      return data.announcementDetails;
    },
    upload,
    async create(input, idempotencyKey) {
      return dataOf(await client.mutation(AnnouncementFormCreateDocument, { input, idempotencyKey }).toPromise())
        .announcementCreate;
    },
    async update(id, input) {
      return dataOf(await client.mutation(AnnouncementFormUpdateDocument, { id, input }).toPromise())
        .announcementUpdate;
    },
  };
}
