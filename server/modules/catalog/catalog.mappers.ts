import type {
  DeliveryType,
  MenuTargetType,
  MenuType,
  PriceUnit,
  SpecificationType,
} from '../../../shared/domain/marketplace';
import type { Translations } from '../../../shared/i18n/locales';

/** What field resolvers of `Category` receive: a node of the category tree from the catalog snapshot. */
export interface CategoryModel {
  id: number;
  parentId: number | null;
  slug: string;
  names: Translations;
  icon: string | null;
  active: boolean;
  rank: number;
  delivery: boolean;
  /** The delivery family announcements of the category default to; null when there is no delivery. */
  deliveryType: DeliveryType | null;
  isWithoutExchange: boolean;
  priceUnits: readonly PriceUnit[];
  /** False for categories that only group others: announcements go into a sub-category. */
  isPublishable: boolean;
  /** Active announcements one user may have in the category before new ones are queued; null for no limit. */
  maxActiveAnnouncements: number | null;
}

/** What field resolvers of `Specification` receive. */
export interface SpecificationModel {
  id: number;
  codename: string;
  labels: Translations;
  type: SpecificationType;
  class: string | null;
  dependsOnId: number | null;
  parentId: number | null;
  rank: number;
}

/** What field resolvers of `SpecificationDataset` receive: one value of a choice. */
export interface SpecificationDatasetModel {
  codename: string;
  labels: Translations;
  rank: number;
  /** The value of the specification this one depends on that this value belongs to; null fits any. */
  parentCodename: string | null;
}

/** What field resolvers of `CategorySpecification` receive: a specification as a category asks for it. */
export interface CategorySpecificationModel {
  isRequired: boolean;
  specification: SpecificationModel;
  /** The category that declares it: the category itself or one of its ancestors. */
  declaredBy: number;
}

/** What field resolvers of `MenuTarget` receive. */
export interface MenuTargetModel {
  type: MenuTargetType;
  link: string | null;
  categoryId: number | null;
  q: string | null;
}

/** What field resolvers of `MenuEntry` receive. */
export interface MenuEntryModel {
  id: number;
  menuType: MenuType;
  names: Translations;
  icon: { light: string | null; dark: string | null } | null;
  target: MenuTargetModel;
  rank: number;
}
