import type { ColumnType, Generated } from 'kysely';
import type { ServiceDurationType, StorePlan, StoreRequestStatus } from '../../../shared/domain/store-requests';
import type { StoreRequestInput } from '../../graphql/resolvers.generated';
import type { Timestamp } from '../users';

/** The store form a member sent with a request: StoreRequestInput without the plan and duration. */
export type StoreRequestForm = Omit<StoreRequestInput, 'plan' | 'duration'>;

/** `store_requests` (migration 0018): a member's request for a store, waiting or decided. */
export interface StoreRequestsTable {
  id: Generated<string>;
  user_id: string;
  form: ColumnType<StoreRequestForm, string, string>;
  plan: StorePlan;
  duration: ServiceDurationType;
  status: ColumnType<StoreRequestStatus, StoreRequestStatus | undefined, StoreRequestStatus>;
  reason: string | null;
  store_id: string | null;
  decided_by: string | null;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

export interface StoreRequestTables {
  store_requests: StoreRequestsTable;
}
