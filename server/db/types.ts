import type { AuthTables } from '../modules/auth/auth.tables';
import type { CatalogTables } from '../modules/catalog/catalog.tables';
import type { GeoTables } from '../modules/geo/geo.tables';
import type { UserTables } from '../modules/users/users.tables';

/** The whole typed database: each domain declares its own tables beside its code. */
export interface Database extends UserTables, GeoTables, CatalogTables, AuthTables {}
