/**
 * The stores module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { grantSiteBuilderToOwners, landMembers, landServiceParams } from './lands';
export { removeServiceParam, setServiceParam } from './service-params.service';
export { isOperator, marketNotFound, operator, requireStoreInsider, storeNotFound, storeRoleOf } from './store-access';
export {
  addStoreMember,
  createStore,
  expireStores,
  forbidden,
  readMemberRole,
  removeStoreMember,
} from './store-admin.service';
export { landSlug, oneLine, readStoreForm, storeSearchText, validatePresent } from './store-form';
export { storeHiddenStatus } from './store-status';
export { STORE_COLUMNS, type StoreModel, loadStoresByIds, toStoreModel } from './stores.mappers';
export { type MarketsTable, type StoreTables } from './stores.tables';
