import type { ColumnType, Generated } from 'kysely';
import type {
  DeliveryType,
  MenuTargetType,
  MenuType,
  PriceUnit,
  SpecificationType,
} from '../../../shared/domain/marketplace';
import type { TranslationsColumn } from '../geo';

/** A node of the category tree. Ids come from `resources/catalog/categories.json`. */
export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Unique over the whole tree: it is the category's address (/{slug}/{page}). */
  slug: string;
  names: TranslationsColumn;
  icon: string | null;
  active: Generated<boolean>;
  rank: Generated<number>;
  delivery: Generated<boolean>;
  delivery_type: DeliveryType | null;
  is_without_exchange: Generated<boolean>;
  price_units: ColumnType<PriceUnit[], PriceUnit[] | undefined, PriceUnit[]>;
  is_publishable: Generated<boolean>;
  max_active_announcements: number | null;
}

/** A typed field announcements of a category fill in (brand, year, surface...). */
export interface SpecificationsTable {
  id: Generated<number>;
  codename: string;
  labels: TranslationsColumn;
  type: SpecificationType;
  class: string | null;
  depends_on: number | null;
  parent_id: number | null;
  rank: Generated<number>;
}

/** One value a SELECT or MULTI_SELECT specification offers. */
export interface SpecificationDatasetsTable {
  id: Generated<number>;
  specification_id: number;
  codename: string;
  labels: TranslationsColumn;
  rank: Generated<number>;
  parent_codename: string | null;
}

/** Which specifications a category asks for (its own; ancestors' ones are inherited in the service). */
export interface CategorySpecificationsTable {
  category_id: number;
  specification_id: number;
  is_required: Generated<boolean>;
  rank: Generated<number>;
}

/** An entry of the listing menu or the mega menu. */
export interface MenusTable {
  id: Generated<number>;
  menu_type: MenuType;
  names: TranslationsColumn;
  icon_light: string | null;
  icon_dark: string | null;
  target_type: MenuTargetType;
  target_link: string | null;
  target_category_id: number | null;
  target_q: string | null;
  rank: Generated<number>;
}

/** Tables owned by the catalog domain. */
export interface CatalogTables {
  categories: CategoriesTable;
  specifications: SpecificationsTable;
  specification_datasets: SpecificationDatasetsTable;
  category_specifications: CategorySpecificationsTable;
  menus: MenusTable;
}
