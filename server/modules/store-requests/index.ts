/**
 * The store requests module's public interface: what other modules, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type StoreRequestTables } from './store-requests.tables';
