/**
 * The statistics module's public interface: what other modules may use. Everything else in this
 * folder is internal (lint rule souk/module-boundaries).
 */
export { assertPeriod } from './statistics.service';
