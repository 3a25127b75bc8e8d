/**
 * The sitebuild module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type Editor } from './editors';
export { type Land } from './lands';
export { commitAs, publishAs } from './sitebuild.service';
export { type SiteBuildTables } from './sitebuild.tables';
