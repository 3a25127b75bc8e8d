import { addDays, addMonths, addWeeks, addYears } from 'date-fns';
import type { ServiceDurationType } from './marketplace';
import { ServiceParamCode } from './stores';

/**
 * Becoming a store (issue 19, `/order-store` and `/pro`): a member asks for a store with a
 * site-builder plan for a duration; an operator approves or refuses it. The spec names the plans
 * (BASIC, FULL) and the service duration types (DAY, WEEK, MONTH, YEAR); the request itself and
 * its statuses are ours.
 */
export const STORE_PLANS = ['BASIC', 'FULL'] as const;
export type StorePlan = (typeof STORE_PLANS)[number];

export { SERVICE_DURATION_TYPES, type ServiceDurationType } from './marketplace';

export const STORE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type StoreRequestStatus = (typeof STORE_REQUEST_STATUSES)[number];

/** The service param a plan gives the store. */
export const PLAN_SERVICE_PARAM: Record<StorePlan, ServiceParamCode> = {
  BASIC: ServiceParamCode.SITE_BUILDER_BASIC,
  FULL: ServiceParamCode.SITE_BUILDER_FULL,
};

export const STORE_REQUEST_LIMITS = {
  /** Longest reason an operator gives for a refusal. */
  reasonMax: 500,
  /** Categories a request names. */
  categoriesMax: 5,
} as const;

/** The end of a plan started (or renewed) at `from` for one duration. */
export function planEnd(from: Date, duration: ServiceDurationType): Date {
  switch (duration) {
    case 'DAY':
      return addDays(from, 1);
    case 'WEEK':
      return addWeeks(from, 1);
    case 'MONTH':
      return addMonths(from, 1);
    case 'YEAR':
      return addYears(from, 1);
  }
}
