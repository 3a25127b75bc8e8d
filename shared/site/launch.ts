/** The two kinds of land a site belongs to (spec §1: launch type STORE or MARKET). */
export const LAUNCH_TYPES = ['STORE', 'MARKET'] as const;
export type LaunchType = (typeof LAUNCH_TYPES)[number];

/** True for a launch type name. */
export function isLaunchType(value: unknown): value is LaunchType {
  return value === 'STORE' || value === 'MARKET';
}
