/** Tables owned by the catalog domain (filled in by its migration). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogTables {}
