import type { ColumnType, Generated } from 'kysely';
import type { MailTables } from '../mail';

/** Timestamps are written as Date or SQL defaults and always read back as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  username: string | null;
  email: string | null;
  password_hash: string | null;
  display_name: string | null;
  avatar_url: string | null;
  gender: string | null;
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  region_id: number | null;
  phone: string | null;
  is_anonymous: Generated<boolean>;
  is_validated: Generated<boolean>;
  can_publish: Generated<boolean>;
  can_comment: Generated<boolean>;
  suspended_at: Date | null;
  /** When the member last made a request (kept to the minute): the search's `connected` filter. */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
}

export interface UserPermissionsTable {
  user_id: string;
  permission: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** What an account token proves when its link is followed. */
export type AccountTokenPurpose = 'email_validation' | 'password_reset';

/** A single-use, expiring link token; only its SHA-256 hash is stored. */
export interface AccountTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: AccountTokenPurpose;
  token_hash: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Tables owned by the users domain (and the database's own facts). The mail outbox rides
 * along here so the accounts work did not have to touch `db/types.ts`; it may move there.
 */
export interface UserTables extends MailTables {
  account_tokens: AccountTokensTable;
  app_meta: AppMetaTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_permissions: UserPermissionsTable;
}
