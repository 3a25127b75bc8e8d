import type { ColumnType, Generated } from 'kysely';

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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
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

export interface UserPushTokensTable {
  token: string;
  user_id: string;
  created_at: Generated<Timestamp>;
}

/** Tables owned by the users domain (and the database's own facts). */
export interface UserTables {
  app_meta: AppMetaTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_permissions: UserPermissionsTable;
  user_push_tokens: UserPushTokensTable;
}
