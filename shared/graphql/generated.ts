/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A calendar day, as YYYY-MM-DD. */
  Date: { input: string; output: string };
  /** An instant, as an ISO 8601 string with time zone. */
  DateTime: { input: string; output: string };
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Registers a push token of the signed-in user's device. Idempotent. */
  userTokenAdd: Scalars['Boolean']['output'];
};

export type MutationUserTokenAddArgs = {
  token: Scalars['String']['input'];
};

/** A permission held by a user, by name (for example can_edit_sitebuild). */
export type Permission = {
  __typename?: 'Permission';
  name: Scalars['String']['output'];
};

/** Root types; every domain extends them in its own file. */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user; null for a visitor. */
  me?: Maybe<User>;
};

/** Text in each of the product's languages. */
export type Translations = {
  __typename?: 'Translations';
  ar: Scalars['String']['output'];
  en: Scalars['String']['output'];
  fr: Scalars['String']['output'];
};

/** An account: registered, or anonymous (holding a token from an anonymous sign-in). */
export type User = {
  __typename?: 'User';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAnonymous: Scalars['Boolean']['output'];
  isValidated: Scalars['Boolean']['output'];
  permissions: Array<Permission>;
  /** Names of the user's roles (SUPER_ADMIN, MODERATOR, ...). */
  rolesPlain: Array<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};
