/**
 * The tracking module's public interface: what other modules, the seeds, the bench and the
 * command line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type TrackingTables } from './tracking.tables';
export { trackingWriter } from './writer';
export { eventRow, decodeTrackingParam } from './events';
export { dropOldTrackingEvents, ensureTrackingPartitions, rollupDay } from './rollup.service';
