import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RegionModel, CityModel } from '../modules/geo/geo.mappers';
import type { CategoryModel, CategorySpecificationModel, SpecificationModel, SpecificationDatasetModel, MenuEntryModel, MenuTargetModel } from '../modules/catalog/catalog.mappers';
import type { UserModel } from '../modules/users/users.mappers';
import type { Context } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, as YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, as an ISO 8601 string with time zone. */
  DateTime: { input: Date | string; output: Date | string; }
};

/**
 * A single-use code for signing in on a store domain: the portal puts it in the store's address
 * (`auth_token`) and the store exchanges it at POST /oauth2/token (grant_type=authorization_code).
 */
export type AuthCode = {
  __typename?: 'AuthCode';
  code: Scalars['String']['output'];
  /** Seconds before the code can no longer be exchanged. */
  expiresIn: Scalars['Int']['output'];
};

/** A node of the category tree. */
export type Category = {
  __typename?: 'Category';
  active: Scalars['Boolean']['output'];
  /** Active sub-categories by rank. */
  children: Array<Category>;
  delivery: Scalars['Boolean']['output'];
  /** The delivery type announcements of the category default to; null without delivery. */
  deliveryType: Maybe<DeliveryType>;
  /** An icon name (Lucide icon set). */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** False for categories that only group others: announcements go into a sub-category. */
  isPublishable: Scalars['Boolean']['output'];
  isWithoutExchange: Scalars['Boolean']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
  names: Translations;
  parent: Maybe<Category>;
  /** The ancestors from the root down to and including this category (breadcrumbs). */
  parentTree: Array<Category>;
  priceUnits: Array<PriceUnit>;
  rank: Scalars['Int']['output'];
  /** Unique over the tree: the category's address (/{slug}). */
  slug: Scalars['String']['output'];
  /**
   * What announcements of the category fill in: the ancestors' specifications (root first),
   * then the category's own. A category listing an inherited one again decides whether it is required.
   * Sub-specifications are reached through their parent specification.
   */
  specifications: Array<CategorySpecification>;
};

/** A specification as a category asks for it. */
export type CategorySpecification = {
  __typename?: 'CategorySpecification';
  isRequired: Scalars['Boolean']['output'];
  specification: Specification;
};

/** A commune of a wilaya. */
export type City = {
  __typename?: 'City';
  id: Scalars['ID']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
  names: Translations;
  region: Region;
  /** Unique within its wilaya only. */
  slug: Scalars['String']['output'];
};

/** How goods reach the buyer; the VEHICLE_ and SERVICE_ variants fit vehicles and services. */
export type DeliveryType =
  | 'DELIVERY_AVAILABLE'
  | 'DELIVERY_FREE'
  | 'DELIVERY_PAY_ON_DELIVERY'
  | 'SERVICE_AT_HOME'
  | 'SERVICE_ORDER_AVAILABLE'
  | 'SERVICE_REMOTE'
  | 'USER_DELIVERY'
  | 'VEHICLE_DELIVERY_AVAILABLE'
  | 'VEHICLE_DELIVERY_FREE';

/** The genders an account may declare. */
export type Gender =
  | 'FEMALE'
  | 'MALE';

export type MenuEntry = {
  __typename?: 'MenuEntry';
  icon: Maybe<MenuIcon>;
  id: Scalars['ID']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  target: MenuTarget;
};

export type MenuFilter = {
  menuType: MenuType;
};

/** An icon in the light and the dark theme (icon names). */
export type MenuIcon = {
  __typename?: 'MenuIcon';
  dark: Maybe<Scalars['String']['output']>;
  light: Maybe<Scalars['String']['output']>;
};

/** What a menu entry opens: exactly one of an address, a category's search, or a keyword search (q). */
export type MenuTarget = {
  __typename?: 'MenuTarget';
  category: Maybe<Category>;
  link: Maybe<Scalars['String']['output']>;
  q: Maybe<Scalars['String']['output']>;
};

/** The portal's two menus. */
export type MenuType =
  | 'LISTING_MENU'
  | 'MEGA_MENU';

export type Mutation = {
  __typename?: 'Mutation';
  /** Issues an authorization code for the signed-in (registered) user. */
  authCodeCreate: AuthCode;
  /** Follows an e-mail validation link: the account becomes validated. */
  userEmailValidate: User;
  /**
   * Signs out: revokes the session of the given refresh token (it must be the caller's), or all
   * of the caller's sessions when none is given. False when the token is not one of the caller's.
   */
  userLogout: Scalars['Boolean']['output'];
  /** Chooses a new password with the token of a reset link; signs the account out everywhere. */
  userPasswordResetConfirm: Scalars['Boolean']['output'];
  /** Mails a password reset link to the account with this e-mail address. */
  userPasswordResetRequest: Scalars['Boolean']['output'];
  /** SUPER_ADMIN: gives a permission (by name) to an account. */
  userPermissionGrant: User;
  /** SUPER_ADMIN: takes a permission (by name) from an account. */
  userPermissionRevoke: User;
  /** Updates the signed-in user's profile. */
  userProfileUpdate: User;
  /**
   * Creates an account (not validated until the link mailed to it is followed). It does not
   * sign in: the client then calls POST /login.
   */
  userRegister: User;
  /** SUPER_ADMIN: gives a role (by name) to an account. */
  userRoleGrant: User;
  /** SUPER_ADMIN: takes a role (by name) from an account. */
  userRoleRevoke: User;
  /** Registers a push token of the signed-in user's device. Idempotent. */
  userTokenAdd: Scalars['Boolean']['output'];
  /** Mails a new validation link to the signed-in, not yet validated user; false when already validated. */
  userValidationEmailSend: Scalars['Boolean']['output'];
};


export type MutationUserEmailValidateArgs = {
  token: Scalars['String']['input'];
};


export type MutationUserLogoutArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUserPasswordResetConfirmArgs = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUserPasswordResetRequestArgs = {
  email: Scalars['String']['input'];
};


export type MutationUserPermissionGrantArgs = {
  permission: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserPermissionRevokeArgs = {
  permission: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserProfileUpdateArgs = {
  input: UserProfileInput;
};


export type MutationUserRegisterArgs = {
  input: UserRegisterInput;
};


export type MutationUserRoleGrantArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserRoleRevokeArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserTokenAddArgs = {
  token: Scalars['String']['input'];
};

/** A permission held by a user, by name (for example can_edit_sitebuild). */
export type Permission = {
  __typename?: 'Permission';
  name: Scalars['String']['output'];
};

/** How a price is expressed (MILLION and BILLION count in centimes: 1 million = 10 000 DA). */
export type PriceUnit =
  | 'BILLION'
  | 'MILLION'
  | 'MILLION_PER_SQUARE'
  | 'NO_PRICE'
  | 'UNIT'
  | 'UNIT_PER_SQUARE';

/** Root types; every domain extends them in its own file. */
export type Query = {
  __typename?: 'Query';
  /** Active root categories by rank. */
  categories: Array<Category>;
  /** One category, active or not, by id or by slug (exactly one of them); null when none matches. */
  category: Maybe<Category>;
  /** The communes of a wilaya, by French name; empty for an unknown wilaya. */
  cities: Array<City>;
  /** The signed-in user; null for a visitor. */
  me: Maybe<User>;
  /** The entries of a menu by rank. */
  menuFetch: Array<MenuEntry>;
  /** One wilaya, by id or by slug (exactly one of them); null when none matches. */
  region: Maybe<Region>;
  /** The 58 wilayas, by code. */
  regions: Array<Region>;
};


/** Root types; every domain extends them in its own file. */
export type QueryCategoryArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryCitiesArgs = {
  regionId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryMenuFetchArgs = {
  menuFilter: MenuFilter;
};


/** Root types; every domain extends them in its own file. */
export type QueryRegionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A wilaya: one of Algeria's 58 regions. */
export type Region = {
  __typename?: 'Region';
  /** Its communes, by French name. */
  cities: Array<City>;
  /** The wilaya code as written: 01..58. */
  code: Scalars['String']['output'];
  /** The wilaya code as a number (1..58). */
  id: Scalars['ID']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
  names: Translations;
  slug: Scalars['String']['output'];
};

/** A typed field of announcements (brand, year, surface...). */
export type Specification = {
  __typename?: 'Specification';
  /** Codenames of the sub-specifications at every depth. */
  allSubSpecificationCodenames: Array<Scalars['String']['output']>;
  /** A display hint for forms and filters (select, select-search, chips, checkbox-list, switch, input-number...). */
  class: Maybe<Scalars['String']['output']>;
  codename: Scalars['String']['output'];
  /**
   * The values to pick from, by rank. For a specification that depends on another, pass the value
   * chosen for that one as parentCodename to get the values that fit it (values without a parent fit all).
   */
  datasets: Array<SpecificationDataset>;
  /** The specification whose value filters this one's datasets (a car model depends on its make). */
  dependsOn: Maybe<Specification>;
  id: Scalars['ID']['output'];
  /** The label in the request's language. */
  label: Scalars['String']['output'];
  /** Specifications that belong to this one and only apply once it has a value. */
  subSpecifications: Array<Specification>;
  type: SpecificationType;
};


/** A typed field of announcements (brand, year, surface...). */
export type SpecificationDatasetsArgs = {
  parentCodename?: InputMaybe<Scalars['String']['input']>;
};

/** One value of a choice specification. */
export type SpecificationDataset = {
  __typename?: 'SpecificationDataset';
  codename: Scalars['String']['output'];
  /** The label in the request's language. */
  label: Scalars['String']['output'];
  /** For a dependent specification: the value of the specification it depends on this one belongs to. */
  parentCodename: Maybe<Scalars['String']['output']>;
};

/** What kind of value a specification takes; SELECT and MULTI_SELECT pick among its datasets. */
export type SpecificationType =
  | 'BOOLEAN'
  | 'MULTI_SELECT'
  | 'NUMBER'
  | 'SELECT'
  | 'TEXT'
  | 'YEAR';

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
  avatarUrl: Maybe<Scalars['String']['output']>;
  /** Private: null unless the caller is this user. */
  birthDate: Maybe<Scalars['Date']['output']>;
  displayName: Maybe<Scalars['String']['output']>;
  /** Private: null unless the caller is this user. */
  email: Maybe<Scalars['String']['output']>;
  /** Private: null unless the caller is this user. */
  gender: Maybe<Gender>;
  id: Scalars['ID']['output'];
  isAnonymous: Scalars['Boolean']['output'];
  isValidated: Scalars['Boolean']['output'];
  /** Shown to the user themself and to SUPER_ADMIN. */
  permissions: Array<Permission>;
  /** Private, in national form (0XXXXXXXXX): null unless the caller is this user. */
  phone: Maybe<Scalars['String']['output']>;
  /** Private: the user's region (wilaya); null unless the caller is this user. */
  regionId: Maybe<Scalars['ID']['output']>;
  /** Names of the user's roles (SUPER_ADMIN, MODERATOR, ...); shown to the user themself and to SUPER_ADMIN. */
  rolesPlain: Array<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
};

/** The profile form: an absent field is left as it is; displayName may be emptied with null or an empty string. */
export type UserProfileInput = {
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  phone?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The registration form. Every field is required; they are nullable here so that a missing
 * field is reported like any other refused field (REGISTER/FORM_VALIDATION_ERROR with fields).
 */
export type UserRegisterInput = {
  birthDate?: InputMaybe<Scalars['Date']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmation?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthCode: ResolverTypeWrapper<AuthCode>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategorySpecification: ResolverTypeWrapper<CategorySpecificationModel>;
  City: ResolverTypeWrapper<CityModel>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryType: DeliveryType;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MenuEntry: ResolverTypeWrapper<MenuEntryModel>;
  MenuFilter: MenuFilter;
  MenuIcon: ResolverTypeWrapper<MenuIcon>;
  MenuTarget: ResolverTypeWrapper<MenuTargetModel>;
  MenuType: MenuType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Permission: ResolverTypeWrapper<Permission>;
  PriceUnit: PriceUnit;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<RegionModel>;
  Specification: ResolverTypeWrapper<SpecificationModel>;
  SpecificationDataset: ResolverTypeWrapper<SpecificationDatasetModel>;
  SpecificationType: SpecificationType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Translations: ResolverTypeWrapper<Translations>;
  User: ResolverTypeWrapper<UserModel>;
  UserProfileInput: UserProfileInput;
  UserRegisterInput: UserRegisterInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthCode: AuthCode;
  Boolean: Scalars['Boolean']['output'];
  Category: CategoryModel;
  CategorySpecification: CategorySpecificationModel;
  City: CityModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MenuEntry: MenuEntryModel;
  MenuFilter: MenuFilter;
  MenuIcon: MenuIcon;
  MenuTarget: MenuTargetModel;
  Mutation: Record<PropertyKey, never>;
  Permission: Permission;
  Query: Record<PropertyKey, never>;
  Region: RegionModel;
  Specification: SpecificationModel;
  SpecificationDataset: SpecificationDatasetModel;
  String: Scalars['String']['output'];
  Translations: Translations;
  User: UserModel;
  UserProfileInput: UserProfileInput;
  UserRegisterInput: UserRegisterInput;
};

export type AuthCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthCode'] = ResolversParentTypes['AuthCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryType?: Resolver<Maybe<ResolversTypes['DeliveryType']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublishable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isWithoutExchange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  parentTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  priceUnits?: Resolver<Array<ResolversTypes['PriceUnit']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['CategorySpecification']>, ParentType, ContextType>;
};

export type CategorySpecificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CategorySpecification'] = ResolversParentTypes['CategorySpecification']> = {
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  specification?: Resolver<ResolversTypes['Specification'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MenuEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MenuEntry'] = ResolversParentTypes['MenuEntry']> = {
  icon?: Resolver<Maybe<ResolversTypes['MenuIcon']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MenuTarget'], ParentType, ContextType>;
};

export type MenuIconResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MenuIcon'] = ResolversParentTypes['MenuIcon']> = {
  dark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  light?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuTargetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MenuTarget'] = ResolversParentTypes['MenuTarget']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  q?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  authCodeCreate?: Resolver<ResolversTypes['AuthCode'], ParentType, ContextType>;
  userEmailValidate?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserEmailValidateArgs, 'token'>>;
  userLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserLogoutArgs>>;
  userPasswordResetConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserPasswordResetConfirmArgs, 'password' | 'passwordConfirmation' | 'token'>>;
  userPasswordResetRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserPasswordResetRequestArgs, 'email'>>;
  userPermissionGrant?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserPermissionGrantArgs, 'permission' | 'userId'>>;
  userPermissionRevoke?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserPermissionRevokeArgs, 'permission' | 'userId'>>;
  userProfileUpdate?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserProfileUpdateArgs, 'input'>>;
  userRegister?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRegisterArgs, 'input'>>;
  userRoleGrant?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRoleGrantArgs, 'role' | 'userId'>>;
  userRoleRevoke?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRoleRevokeArgs, 'role' | 'userId'>>;
  userTokenAdd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserTokenAddArgs, 'token'>>;
  userValidationEmailSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoryArgs>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'regionId'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  menuFetch?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType, RequireFields<QueryMenuFetchArgs, 'menuFilter'>>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType, Partial<QueryRegionArgs>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
};

export type RegionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpecificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Specification'] = ResolversParentTypes['Specification']> = {
  allSubSpecificationCodenames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datasets?: Resolver<Array<ResolversTypes['SpecificationDataset']>, ParentType, ContextType, Partial<SpecificationDatasetsArgs>>;
  dependsOn?: Resolver<Maybe<ResolversTypes['Specification']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subSpecifications?: Resolver<Array<ResolversTypes['Specification']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SpecificationType'], ParentType, ContextType>;
};

export type SpecificationDatasetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpecificationDataset'] = ResolversParentTypes['SpecificationDataset']> = {
  codename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCodename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TranslationsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Translations'] = ResolversParentTypes['Translations']> = {
  ar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAnonymous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isValidated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rolesPlain?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthCode?: AuthCodeResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategorySpecification?: CategorySpecificationResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  MenuEntry?: MenuEntryResolvers<ContextType>;
  MenuIcon?: MenuIconResolvers<ContextType>;
  MenuTarget?: MenuTargetResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  Specification?: SpecificationResolvers<ContextType>;
  SpecificationDataset?: SpecificationDatasetResolvers<ContextType>;
  Translations?: TranslationsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

