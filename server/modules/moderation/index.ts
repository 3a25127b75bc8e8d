/**
 * The moderation module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type ModerationTables } from './moderation.tables';
export { suspendUser } from './suspension.service';
