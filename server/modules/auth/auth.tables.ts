import type { ColumnType, Generated } from 'kysely';

/** An instant: written as Date, read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** An instant with a SQL default (`now()`): may be left out on insert. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable instant: written as Date (or null), read back as Date or null. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One refresh token of a session. Only the SHA-256 of the token is stored; each rotation adds
 * a row to the same family, so a replayed (already used) token can revoke the whole family.
 */
export interface RefreshTokensTable {
  id: Generated<string>;
  token_hash: string;
  family_id: string;
  parent_id: string | null;
  /** Null once the account is deleted: a refresh then answers USER_NOT_EXIST. */
  user_id: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** Single-use, short-lived codes exchanged at `POST /oauth2/token` (sign-in on store domains). */
export interface AuthCodesTable {
  code_hash: string;
  user_id: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The session family the first exchange created, revoked if the code is presented again. */
  session_family_id: string | null;
}

/** Failed sign-in counters, one row per throttle key (account, account+address, address). */
export interface LoginAttemptsTable {
  key: string;
  failures: Generated<number>;
  last_failure_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  /** Pair keys only: when this address last signed in to this account successfully. */
  last_success_at: NullableTimestamp;
}

/** Accounts of external providers (Google, Facebook) linked to a Souk account. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: DefaultedTimestamp;
}

/** Signatures of solved anonymous sign-in challenges, kept until they expire so each works once. */
export interface AnonymousChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

/** Tables owned by the auth domain. */
export interface AuthTables {
  refresh_tokens: RefreshTokensTable;
  auth_codes: AuthCodesTable;
  login_attempts: LoginAttemptsTable;
  user_identities: UserIdentitiesTable;
  anonymous_challenges: AnonymousChallengesTable;
}
