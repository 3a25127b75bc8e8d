/** Tables owned by the auth domain (filled in by its migration). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuthTables {}
