import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AnnouncementModel } from '../modules/announcements/announcements.mappers';
import type { AnnouncementSpecModel, AnnouncementVariantModel, AnnouncementLocationModel, ChangelogEntryModel, AnnouncementPhoneModel } from '../modules/announcements/announcement-views';
import type { AnnouncementDraftModel } from '../modules/announcements/drafts.service';
import type { CartModel, CartGroupModel, CartItemModel } from '../modules/cart/cart.service';
import type { CategoryModel, CategorySpecificationModel, SpecificationModel, SpecificationDatasetModel, MenuEntryModel, MenuTargetModel } from '../modules/catalog/catalog.mappers';
import type { CommentModel } from '../modules/comments/comments.mappers';
import type { ContactMessageModel } from '../modules/contact/contact.service';
import type { ContactReplyModel } from '../modules/contact/inbox.service';
import type { RegionModel, CityModel } from '../modules/geo/geo.mappers';
import type { MarketModel } from '../modules/markets/markets.mappers';
import type { MediaModel } from '../modules/media/media.mappers';
import type { MessageModel, ConversationModel, PartyModel } from '../modules/messaging/messaging.mappers';
import type { MessageReportModel } from '../modules/messaging/messaging.service';
import type { QuickReplyModel } from '../modules/messaging/quick-replies.service';
import type { QueueEntryModel } from '../modules/moderation/queue.service';
import type { AuditEntryModel } from '../modules/moderation/audit.service';
import type { ReportGroupModel } from '../modules/moderation/report-groups.service';
import type { ModerationUserModel, UserReportModel } from '../modules/moderation/user-search.service';
import type { NotificationModel } from '../modules/notifications/notifications.mappers';
import type { OrderModel, OrderItemModel, OrderEventModel } from '../modules/orders/orders.service';
import type { DeliveryOptionModel, DeliveryProviderModel } from '../modules/orders/delivery.service';
import type { PaymentModel } from '../modules/orders/payments/payment.service';
import type { PromotionModel, PromotionVisualRow } from '../modules/promotions/promotions.models';
import type { PromotionFiguresModel } from '../modules/promotions/promotions.service';
import type { PromotionRequestModel } from '../modules/promotions/promotion-requests.service';
import type { SavedSearchModel } from '../modules/saved-searches/saved-searches.service';
import type { SearchResultModel, SearchActiveModel, RegionFacetModel, CityFacetModel } from '../modules/search/search.service';
import type { SiteBuildModel, SiteQueryModel, SitePageModel } from '../modules/sitebuild/sitebuild.mappers';
import type { StoreRequestModel } from '../modules/store-requests/store-requests.service';
import type { StoreModel, StoreLocationModel, LandMemberModel } from '../modules/stores/stores.mappers';
import type { StoreFollowerModel } from '../modules/stores/followers.service';
import type { UserModel } from '../modules/users/users.mappers';
import type { Context } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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
  /**
   * Any JSON value: site blocks (their attributes differ by type and nest), query filters and whole
   * build documents. Documents are checked by the build schema of shared/site, not by GraphQL.
   */
  JSON: { input: unknown; output: unknown; }
};

/**
 * An announcement: the detail page's fields and the card's are the same type. Visitors only see
 * active announcements; the owner and moderators see every status.
 */
export type Announcement = {
  __typename?: 'Announcement';
  /**
   * Its phones as entered, for its announcers' publishing form (not counted as a reveal); empty for
   * anyone else, who reveals them with announcementPhoneGet.
   */
  announcerPhones: Array<AnnouncementPhone>;
  /** The category's parent tree, root first. */
  categories: Array<Category>;
  category: Category;
  /** Its history, for the owner and moderators; empty for anyone else. */
  changelog: Array<AnnouncementChangelogEntry>;
  cities: Array<City>;
  commentCount: Scalars['Int']['output'];
  /** When it was last refreshed (the spec takes createdAt from refreshedAt). */
  createdAt: Scalars['DateTime']['output'];
  /** The first picture; size defaults to what the list asked for (search's mediaSize), else MEDIUM. */
  defaultMedia: Maybe<Media>;
  /** Why it was deleted, for the owner and moderators. */
  deleteReason: Maybe<Scalars['String']['output']>;
  deliveryType: Maybe<DeliveryType>;
  description: Scalars['String']['output'];
  exchangeType: ExchangeType;
  /** When it expires unless refreshed; null while not active. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** When it was first created. */
  firstCreatedAt: Scalars['DateTime']['output'];
  hasDelivery: Scalars['Boolean']['output'];
  hasEmail: Scalars['Boolean']['output'];
  hasPhone: Scalars['Boolean']['output'];
  /** True when it is sold in variants (a card's quick add then sends the buyer to choose one). */
  hasVariants: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isCommentEnabled: Scalars['Boolean']['output'];
  isFromStore: Scalars['Boolean']['output'];
  likeCount: Scalars['Int']['output'];
  locations: Array<AnnouncementLocation>;
  /** Every picture in display order. */
  medias: Array<Media>;
  /**
   * The portal's messenger thread about this announcement with its announcer (/messages/thread/announcement-{id});
   * null for the announcer themself, who cannot message their own announcement.
   */
  messengerLink: Maybe<Scalars['String']['output']>;
  noAdsense: Scalars['Boolean']['output'];
  oldPrice: Maybe<Scalars['Float']['output']>;
  oldPricePreview: Scalars['Float']['output'];
  orderExternalUrl: Maybe<Scalars['String']['output']>;
  paymentMethod: Maybe<PaymentMethod>;
  /** In dinars; null without a price. */
  price: Maybe<Scalars['Float']['output']>;
  /** The price in its unit (185.5 for 1 855 000 DA in MILLION); 0 without a price. */
  pricePreview: Scalars['Float']['output'];
  priceType: Maybe<PriceType>;
  priceUnit: PriceUnit;
  quantity: Maybe<Scalars['Int']['output']>;
  /** The reference people quote (SK and 8 digits). */
  reference: Scalars['String']['output'];
  refreshedAt: Scalars['DateTime']['output'];
  /**
   * Its phones when this caller (member, or address for visitors) revealed them within the last hour,
   * so a page shown again (or the form that reveals them without JavaScript) shows them as revealed;
   * null otherwise. Not counted as a reveal.
   */
  revealedPhones: Maybe<Array<AnnouncementPhone>>;
  /** True for the announcer (the owner or a member of its store) and moderators: they see its statistics. */
  showAnalytics: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  smallDescription: Array<SmallDescriptionItem>;
  specs: Array<AnnouncementSpec>;
  status: AnnouncementStatus;
  /** The store it is sold from; null for individuals. */
  store: Maybe<Store>;
  street_name: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  user: User;
  userId: Scalars['ID']['output'];
  userReaction: UserReaction;
  variants: Array<AnnouncementVariant>;
  viewCount: Scalars['Int']['output'];
};


/**
 * An announcement: the detail page's fields and the card's are the same type. Visitors only see
 * active announcements; the owner and moderators see every status.
 */
export type AnnouncementDefaultMediaArgs = {
  size?: InputMaybe<MediaSize>;
};


/**
 * An announcement: the detail page's fields and the card's are the same type. Visitors only see
 * active announcements; the owner and moderators see every status.
 */
export type AnnouncementMediasArgs = {
  size?: InputMaybe<MediaSize>;
};

/** The answer of announcementBookmarkAdd and announcementBookmarkRemove. */
export type AnnouncementBookmarkStatus = {
  __typename?: 'AnnouncementBookmarkStatus';
  /** Whether the announcement is in the caller's bookmarks now. */
  status: Scalars['Boolean']['output'];
};

/** One row of an announcement's history. */
export type AnnouncementChangelogEntry = {
  __typename?: 'AnnouncementChangelogEntry';
  action: ChangelogAction;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Maybe<Scalars['String']['output']>;
  statusFrom: Maybe<AnnouncementStatus>;
  statusTo: AnnouncementStatus;
  /** Who acted; null for the system (expiry, the queue). */
  user: Maybe<User>;
};

/**
 * The signed-in member's unfinished new announcement: the publishing form as typed, kept so that it
 * survives a reload, a lost connection or a change of device. The server does not read it.
 */
export type AnnouncementDraft = {
  __typename?: 'AnnouncementDraft';
  updatedAt: Scalars['DateTime']['output'];
  values: Scalars['JSON']['output'];
};

/**
 * The publishing form, sent whole on creation and on every edit. Fields are nullable so that a
 * missing one is reported like any other refused field (ANNOUNCEMENT/FORM_VALIDATION_ERROR with fields).
 */
export type AnnouncementInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Communes; each implies its wilaya. */
  cityIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  deliveryType?: InputMaybe<DeliveryType>;
  description?: InputMaybe<Scalars['String']['input']>;
  exchangeType?: InputMaybe<ExchangeType>;
  hasDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  hasEmail?: InputMaybe<Scalars['Boolean']['input']>;
  isCommentEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pictures uploaded by the caller (POST /media), in display order; the first is the default. */
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  oldPrice?: InputMaybe<Scalars['Float']['input']>;
  orderExternalUrl?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<PaymentMethod>;
  phones?: InputMaybe<Array<AnnouncementPhoneInput>>;
  /** In priceUnit (185.5 MILLION); at most two decimals. */
  price?: InputMaybe<Scalars['Float']['input']>;
  priceType?: InputMaybe<PriceType>;
  priceUnit?: InputMaybe<PriceUnit>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  specs?: InputMaybe<Array<AnnouncementSpecInput>>;
  /**
   * Publishes it as a store the caller is a member of (an ACTIVE one): its members are then all
   * announcers of it. On an edit, absent keeps the announcement's store.
   */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  streetName?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variants?: InputMaybe<Array<AnnouncementVariantInput>>;
};

/** The answer of announcementLike and announcementDislike. */
export type AnnouncementLikeStatus = {
  __typename?: 'AnnouncementLikeStatus';
  /** How many members like it now (the announcement's likeCount). */
  count: Scalars['Int']['output'];
  /** Whether the caller likes the announcement now. */
  status: Scalars['Boolean']['output'];
};

/** Where an announcement is: a commune of a wilaya, and a street for the first one. */
export type AnnouncementLocation = {
  __typename?: 'AnnouncementLocation';
  address: Maybe<Scalars['String']['output']>;
  city: City;
  region: Region;
};

/** A page of announcements. */
export type AnnouncementPaginator = {
  __typename?: 'AnnouncementPaginator';
  data: Array<Announcement>;
  paginatorInfo: PaginatorInfo;
};

/** A phone number of an announcement, revealed by announcementPhoneGet. */
export type AnnouncementPhone = {
  __typename?: 'AnnouncementPhone';
  hasTelegram: Scalars['Boolean']['output'];
  hasViber: Scalars['Boolean']['output'];
  hasWhatsapp: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** National form, 0XXXXXXXXX. */
  phone: Scalars['String']['output'];
  /** International form, +213XXXXXXXXX (clients drop the plus sign for viber and whatsapp links, keep it for telegram). */
  phoneExt: Scalars['String']['output'];
};

export type AnnouncementPhoneInput = {
  hasTelegram?: InputMaybe<Scalars['Boolean']['input']>;
  hasViber?: InputMaybe<Scalars['Boolean']['input']>;
  hasWhatsapp?: InputMaybe<Scalars['Boolean']['input']>;
  phone: Scalars['String']['input'];
};

/** A member's report of an announcement, for the moderators. */
export type AnnouncementReport = {
  __typename?: 'AnnouncementReport';
  announcement: Announcement;
  /** When it was reported (last reported, when the member changed the report). */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Maybe<Scalars['String']['output']>;
  reason: ReportReason;
  /** Who reported it. */
  reporter: User;
  /** When a moderator dealt with it; null while open. */
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A page of reports. */
export type AnnouncementReportPaginator = {
  __typename?: 'AnnouncementReportPaginator';
  data: Array<AnnouncementReport>;
  paginatorInfo: PaginatorInfo;
};

/** A specification value of an announcement. */
export type AnnouncementSpec = {
  __typename?: 'AnnouncementSpec';
  specification: Specification;
  /** The value as stored: a dataset codename, a number, a year, true or false, or text; MULTI_SELECT codenames joined by commas. */
  value: Scalars['String']['output'];
  /** The value for people, in the request's language (dataset labels, formatted numbers). */
  valueText: Scalars['String']['output'];
  /** MULTI_SELECT: each chosen codename; otherwise the value alone. */
  values: Array<Scalars['String']['output']>;
};

/** A specification value in a form: value for one value, values for MULTI_SELECT. */
export type AnnouncementSpecInput = {
  codename: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Every status of an announcement; PUBLISHED and EDITED count as active. */
export type AnnouncementStatus =
  | 'ARCHIVED'
  | 'DELETED'
  | 'DISABLED'
  | 'DISABLED_STORE'
  | 'EDITED'
  | 'EXPIRED'
  | 'EXPIRED_STORE'
  | 'LOCKED'
  | 'PENDING'
  | 'PUBLISHED'
  | 'VALIDATED_QUEUED';

/** One combination of specification values (size, colour...) with its own price and stock. */
export type AnnouncementVariant = {
  __typename?: 'AnnouncementVariant';
  hash: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  oldPrice: Maybe<Scalars['Float']['output']>;
  oldPricePreview: Scalars['Float']['output'];
  /** In dinars. */
  price: Maybe<Scalars['Float']['output']>;
  /** In the announcement's price unit; 0 without a price. */
  pricePreview: Scalars['Float']['output'];
  quantity: Maybe<Scalars['Int']['output']>;
  specifications: Array<AnnouncementSpec>;
};

export type AnnouncementVariantInput = {
  oldPrice?: InputMaybe<Scalars['Float']['input']>;
  /** In the announcement's price unit. */
  price?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  specs: Array<AnnouncementSpecInput>;
};

/** The portal's audience over a period, rolled up from the page views of the tracking pixel. */
export type Audience = {
  __typename?: 'Audience';
  /** The most viewed pages first. */
  pages: Array<AudiencePage>;
  views: Scalars['Int']['output'];
  visitors: Scalars['Int']['output'];
};

/** One page of the portal over a period: its views, and its visitors (each counted once a day). */
export type AudiencePage = {
  __typename?: 'AudiencePage';
  /** The page's address without its query (a link that left the site: its whole address). */
  path: Scalars['String']['output'];
  views: Scalars['Int']['output'];
  visitors: Scalars['Int']['output'];
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

/** The signed-in member's cart (an anonymous session keeps one too). */
export type Cart = {
  __typename?: 'Cart';
  /** Units in the cart, for the top bar's badge. */
  count: Scalars['Int']['output'];
  /** Grouped by seller: one order each at checkout. */
  groups: Array<CartGroup>;
  /** Dinars, every available line at its current price. */
  total: Scalars['Int']['output'];
};

/** The lines of one seller: a store, or a member selling on their own. */
export type CartGroup = {
  __typename?: 'CartGroup';
  items: Array<CartItem>;
  /** The group's key ('store:12' or 'user:5'): the spec's chunkId, to check out one seller's lines. */
  key: Scalars['String']['output'];
  seller: User;
  store: Maybe<Store>;
  /** Dinars, the available lines at their current price. */
  subtotal: Scalars['Int']['output'];
};

/** One line of the cart: an announcement (a variant of it, or none) and how many. */
export type CartItem = {
  __typename?: 'CartItem';
  announcement: Announcement;
  /** False when the announcement can no longer be ordered (inactive, sold out, no longer for sale). */
  available: Scalars['Boolean']['output'];
  /** The unit price now; null when it can no longer be ordered. */
  currentPrice: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** True when the price changed since the line was set: shown before anything is ordered. */
  priceChanged: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  /** Units left in stock; the line asks for more than this when quantity > remaining. */
  remaining: Scalars['Int']['output'];
  /** The unit price in dinars when the line was last set. */
  unitPrice: Scalars['Int']['output'];
  variantId: Maybe<Scalars['ID']['output']>;
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
  /** The parent category's id; null for a root. */
  parentId: Maybe<Scalars['ID']['output']>;
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

/** What a changelog row records. */
export type ChangelogAction =
  | 'CREATE'
  | 'DEACTIVATE'
  | 'DELETE'
  | 'REFRESH'
  | 'RESTORE'
  | 'UPDATE'
  | 'VALIDATE';

/** One checkout: the orders it made, one per seller. */
export type Checkout = {
  __typename?: 'Checkout';
  id: Scalars['ID']['output'];
  orders: Array<Order>;
  /** Null when everything is paid on delivery. */
  payment: Maybe<Payment>;
};

export type CheckoutInput = {
  address: Scalars['String']['input'];
  /** Only this seller's lines (a cart group's key: the spec's chunkId); all the cart when absent. */
  chunkId?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['ID']['input'];
  contactName: Scalars['String']['input'];
  deliveryMode: DeliveryMode;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The numbers selected (at least one). */
  phones: Array<Scalars['String']['input']>;
  providerId: Scalars['ID']['input'];
  /** Where the buyer ordered from: 'portal' or a store's slug (the spec's purchased_from). */
  purchasedFrom?: InputMaybe<Scalars['String']['input']>;
  regionId: Scalars['ID']['input'];
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

/** A question or answer under an announcement. */
export type Comment = {
  __typename?: 'Comment';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  dislikesCount: Scalars['Int']['output'];
  /** Whether the caller reported this comment; false for visitors. */
  iReported: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  likesCount: Scalars['Int']['output'];
  /** Answers to a top-level comment, oldest first; always empty for an answer. */
  replies: Array<Comment>;
  /** The store its author wrote it as (a member acting for the store); null for the person. */
  store: Maybe<Store>;
  user: User;
  /** The caller's reaction to this comment; null without one (and for visitors). */
  userReaction: Maybe<CommentReactionType>;
};

/** A page of an announcement's top-level comments. */
export type CommentPaginator = {
  __typename?: 'CommentPaginator';
  data: Array<Comment>;
  paginatorInfo: PaginatorInfo;
};

/** A member's reaction to a comment. */
export type CommentReactionType =
  | 'DISLIKE'
  | 'LIKE';

/** A message sent with the contact form, as the operator's team reads it. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** The operator who answers it. */
  assignee: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  handledAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** The language the sender wrote from. */
  locale: Scalars['String']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** The answers sent, oldest first. */
  replies: Array<ContactReply>;
  state: ContactMessageState;
  subject: Scalars['String']['output'];
  tag: ContactMessageTag;
  /** The sender's account when signed in. */
  userId: Maybe<Scalars['ID']['output']>;
};

/**
 * A message to the operator's team (spec §3 Contact message). Checked with the shared contact
 * rules: a refused field answers BAD_USER_INPUT (CORE/WRONG_PHONE_FORMAT when only the phone is
 * wrong) with extensions.fields.
 */
export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Optional: an Algerian number to be called back on. */
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
  tag: ContactMessageTag;
};

/** A page of contact messages. */
export type ContactMessagePaginator = {
  __typename?: 'ContactMessagePaginator';
  data: Array<ContactMessage>;
  paginatorInfo: PaginatorInfo;
};

/** Where the operators stand with a contact message (ours). */
export type ContactMessageState =
  | 'HANDLED'
  | 'IN_PROGRESS'
  | 'NEW';

/** What a contact message is about. */
export type ContactMessageTag =
  | 'BUG'
  | 'OTHER'
  | 'PUBLICITY_PARTNERSHIP'
  | 'SUGGESTION';

/** An operator's answer to a contact message, sent to its author by e-mail. */
export type ContactReply = {
  __typename?: 'ContactReply';
  /** The operator who wrote it. */
  author: Maybe<User>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A conversation as one of its sides sees it. */
export type Conversation = {
  __typename?: 'Conversation';
  /** The announcement it is about (its card goes at the top of the thread); null when none or gone. */
  announcement: Maybe<Announcement>;
  archived: Scalars['Boolean']['output'];
  /** The caller's side blocked the other one. */
  blocked: Scalars['Boolean']['output'];
  /** The other side blocked the caller's. */
  blockedBy: Scalars['Boolean']['output'];
  /** The other side. */
  counterpart: ConversationParty;
  /** The newest message that reached the other side. */
  counterpartLastDeliveredId: Maybe<Scalars['ID']['output']>;
  /** The newest message the other side has read. */
  counterpartLastReadId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastMessage: Maybe<Message>;
  lastMessageAt: Scalars['DateTime']['output'];
  muted: Scalars['Boolean']['output'];
  /** The side the caller answers for: themselves, or their store. */
  side: ConversationParty;
  type: ConversationType;
  unreadCount: Scalars['Int']['output'];
};

/** What changed on a side of a conversation. */
export type ConversationChange =
  | 'ARCHIVED'
  | 'BLOCKED'
  | 'DELIVERED'
  | 'MESSAGE_DELETED'
  | 'MUTED'
  | 'READ';

export type ConversationFilter = {
  /** Only the conversations about this announcement (the portal opens a buyer's existing thread with it). */
  announcementId?: InputMaybe<Scalars['ID']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words of the other party's name or of the announcement's title. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The inbox of this store (its members); the caller's own without it. */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only the conversations with this store, about no announcement (the portal's "write to the store"). */
  withStoreId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of an inbox, newest activity first; pass nextCursor as after for the next. */
export type ConversationPage = {
  __typename?: 'ConversationPage';
  data: Array<Conversation>;
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** The other party of a conversation, as the caller sees it: a member or a store. */
export type ConversationParty = {
  __typename?: 'ConversationParty';
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** USER or STORE. */
  type: ConversationType;
};

export type ConversationStartInput = {
  /** About this announcement: with its store (STORE) or its announcer (USER). */
  announcementId?: InputMaybe<Scalars['ID']['input']>;
  clientId?: InputMaybe<Scalars['String']['input']>;
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** With this store (STORE). */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  /** A first message, optional. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** With this member (USER). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who a conversation is with: a member (USER) or a store answered by its members (STORE). */
export type ConversationType =
  | 'STORE'
  | 'USER';

/** Someone on the other side is writing. */
export type ConversationTyping = {
  __typename?: 'ConversationTyping';
  at: Scalars['DateTime']['output'];
  conversationId: Scalars['ID']['output'];
  party: Scalars['String']['output'];
};

/** What a subscriber hears of a side: a read or delivered mark, an archive, a block, a deletion. */
export type ConversationUpdate = {
  __typename?: 'ConversationUpdate';
  change: ConversationChange;
  conversationId: Scalars['ID']['output'];
  messageId: Maybe<Scalars['ID']['output']>;
  /** The side it changed (U:<id> or S:<id>). */
  party: Scalars['String']['output'];
};

/** The spec's delivery duration units. */
export type DeliveryDurationUnit =
  | 'DAYS'
  | 'HOURS'
  | 'MINUTES'
  | 'MONTHS';

export type DeliveryMode =
  | 'HOME'
  | 'PICKUP';

/** A provider serving a wilaya: its price and delay there, at home or at a pickup point. */
export type DeliveryOption = {
  __typename?: 'DeliveryOption';
  delayMax: Scalars['Int']['output'];
  delayMin: Scalars['Int']['output'];
  delayUnit: DeliveryDurationUnit;
  mode: DeliveryMode;
  /** Dinars per order. */
  price: Scalars['Int']['output'];
  provider: DeliveryProvider;
};

/** A company that carries parcels (the DeliveryProvider account type). */
export type DeliveryProvider = {
  __typename?: 'DeliveryProvider';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** A provider and the size of its price grid, for the operators who import it. */
export type DeliveryProviderGrid = {
  __typename?: 'DeliveryProviderGrid';
  provider: DeliveryProvider;
  /** Lines of its grid (wilaya × mode); 0 until a grid is imported. */
  rateCount: Scalars['Int']['output'];
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

/** A store's host name in the standalone store-domain mode. */
export type DomainName = {
  __typename?: 'DomainName';
  domain: Scalars['String']['output'];
};

/** Whether the seller takes an exchange instead of, or besides, money. */
export type ExchangeType =
  | 'EXCHANGEABLE'
  | 'EXCHANGEABLE_ONLY'
  | 'NOT_EXCHANGEABLE';

/** The genders an account may declare. */
export type Gender =
  | 'FEMALE'
  | 'MALE';

/** The visitor's mobile operator, from their address (OTHER when not known). */
export type InternetServiceProvider =
  | 'DJEZZY'
  | 'MOBILIS'
  | 'OOREDOO'
  | 'OTHER';

/** A member of a store or market. */
export type LandMember = {
  __typename?: 'LandMember';
  /** OWNER or MEMBER. */
  role: Scalars['String']['output'];
  user: User;
};

/** The kind of land a site belongs to (spec: launch type, the upper-case of store or market). */
export type LaunchType =
  | 'MARKET'
  | 'STORE';

/** A text in the three languages of the product. */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  ar: Scalars['String']['output'];
  en: Scalars['String']['output'];
  fr: Scalars['String']['output'];
};

/**
 * A market (land): a site gathering stores, run by its operators (stores-and-site-builder.md §3
 * Market). `descreption` is spelled so by the spec.
 */
export type Market = {
  __typename?: 'Market';
  descreption: Maybe<Scalars['String']['output']>;
  googleTagManagerId: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo: Maybe<Scalars['String']['output']>;
  metaPixelId: Maybe<Scalars['String']['output']>;
  metakeywords: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Shown to members and admins; empty for others. */
  serviceParams: Array<ServiceParam>;
  slug: Scalars['String']['output'];
  /** The stores the market gathers, in the operators' order (ACTIVE ones only). */
  stores: Array<Store>;
  /** The market's site on the portal: /landing/{id}/{slug}/. */
  url: Scalars['String']['output'];
  /** Members (operators first). Shown to members and admins; empty for others. */
  users: Array<LandMember>;
};

/** Operators: a new market, its first operator and its details. */
export type MarketCreateInput = {
  descreption?: InputMaybe<Scalars['String']['input']>;
  googleTagManagerId?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  metaPixelId?: InputMaybe<Scalars['String']['input']>;
  metakeywords?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  ownerId: Scalars['ID']['input'];
  /** Generated from the name when absent. */
  slug?: InputMaybe<Scalars['String']['input']>;
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Changes to a market; an absent field is kept. */
export type MarketUpdateInput = {
  descreption?: InputMaybe<Scalars['String']['input']>;
  googleTagManagerId?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['String']['input']>;
  metaPixelId?: InputMaybe<Scalars['String']['input']>;
  metakeywords?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the market's stores, in this order. */
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A picture in one size. */
export type Media = {
  __typename?: 'Media';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The picture at the asked size. */
  mediaUrl: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** The picture at the asked size as a path of Souk's hosts (/media/…): what a site's blocks keep, so it shows on every domain the sites are served on. */
  path: Scalars['String']['output'];
  /** The SMALL size, for lists and galleries. */
  thumbnail: Scalars['String']['output'];
  /** The SMALL size as a path (/media/…). */
  thumbnailPath: Scalars['String']['output'];
  /** Pixels of the ORIGINAL size. */
  width: Scalars['Int']['output'];
};

/** A picture's size: the longest side is 2048 (ORIGINAL), 1280, 640 or 360 pixels. */
export type MediaSize =
  | 'LARGE'
  | 'MEDIUM'
  | 'ORIGINAL'
  | 'SMALL';

/** Why a member deletes their own announcement. */
export type MemberDeleteReason =
  | 'CONTAINS_MULTIPLE_PRODUCTS'
  | 'DOUBTFUL_OR_ILLEGAL_CONTENT'
  | 'DO_NOT_WANT_TO_SELL_ANYMORE'
  | 'EXPIRED'
  | 'INCOMPREHENSIBLE'
  | 'REDUNDANT'
  | 'SOLD_BY_SOUK'
  | 'SOLD_OUTSIDE_SOUK'
  | 'WRONG_CATEGORY';

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

/** A message of a conversation. */
export type Message = {
  __typename?: 'Message';
  /** The client's id for it, given back to its sender (retries return the same message). */
  clientId: Maybe<Scalars['String']['output']>;
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Sent by a store member as the store. */
  fromStore: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Sent by the caller's side (the caller, or their store). */
  mine: Scalars['Boolean']['output'];
  pictures: Array<Media>;
  /** The first name of the store member who answered, shown to the store's other members only. */
  senderFirstName: Maybe<Scalars['String']['output']>;
  /** The member who wrote it; for a store's message, the store's members only see them (null for others). */
  senderId: Maybe<Scalars['ID']['output']>;
  /** For the caller's own messages: whether the other side received or read it. SENT for others' messages. */
  status: MessageStatus;
  text: Scalars['String']['output'];
};

/** A page of a conversation's messages, newest first; pass nextCursor as before for older ones. */
export type MessagePage = {
  __typename?: 'MessagePage';
  data: Array<Message>;
  nextCursor: Maybe<Scalars['ID']['output']>;
};

/** A report of a message or a conversation, for the moderators. */
export type MessageReport = {
  __typename?: 'MessageReport';
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  details: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message: Maybe<Message>;
  reason: MessageReportReason;
  reporterId: Maybe<Scalars['ID']['output']>;
  resolved: Scalars['Boolean']['output'];
};

/** What a moderator decides on a report: nothing against the rules, or the sender's account suspended. */
export type MessageReportDecision =
  | 'DISMISS'
  | 'SUSPEND_SENDER';

/** Why a message or a conversation is reported (LINK_FROM_NEW_ACCOUNT: raised by the server). */
export type MessageReportReason =
  | 'ABUSE'
  | 'LINK_FROM_NEW_ACCOUNT'
  | 'OTHER'
  | 'SCAM'
  | 'SPAM';

/** Where a message stands on the other side: stored, reached one of their devices, read. */
export type MessageStatus =
  | 'DELIVERED'
  | 'SEEN'
  | 'SENT';

/** What the audit log records. */
export type ModerationAuditAction =
  | 'COMMENTS_OFF'
  | 'COMMENTS_ON'
  | 'DELETE'
  | 'DISMISS_REPORTS'
  | 'LOCK'
  /** SUPER_ADMIN: a permission given; the entry's reason is the permission's name. */
  | 'PERMISSION_GRANT'
  | 'PERMISSION_REVOKE'
  | 'REFUSE'
  | 'RELEASE'
  | 'RESTORE'
  /** SUPER_ADMIN: a role given; the entry's reason is the role's name. */
  | 'ROLE_GRANT'
  | 'ROLE_REVOKE'
  | 'SUSPEND'
  | 'VALIDATE';

/** One moderator action: who, what, to what, when and why. */
export type ModerationAuditEntry = {
  __typename?: 'ModerationAuditEntry';
  action: ModerationAuditAction;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Null when the account is gone (a lock that expired is recorded under its moderator). */
  moderator: Maybe<User>;
  reason: Maybe<Scalars['String']['output']>;
  targetId: Scalars['ID']['output'];
  /** ANNOUNCEMENT, COMMENT or USER (a ModerationAuditTarget). */
  targetType: Scalars['String']['output'];
};

export type ModerationAuditFilter = {
  action?: InputMaybe<ModerationAuditAction>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  moderatorId?: InputMaybe<Scalars['ID']['input']>;
  targetId?: InputMaybe<Scalars['ID']['input']>;
  targetType?: InputMaybe<ModerationAuditTarget>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ModerationAuditPage = {
  __typename?: 'ModerationAuditPage';
  data: Array<ModerationAuditEntry>;
  paginatorInfo: PaginatorInfo;
};

/** What an audit entry is about. */
export type ModerationAuditTarget =
  | 'ANNOUNCEMENT'
  | 'COMMENT'
  | 'USER';

/** An announcement waiting for a moderator, and who holds it. */
export type ModerationQueueEntry = {
  __typename?: 'ModerationQueueEntry';
  announcement: Announcement;
  /** When that hold ends unless renewed. */
  lockExpiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The moderator holding it (LOCKED for them), or null when free. */
  lockedBy: Maybe<User>;
  /** When it entered the queue (its creation). */
  waitingSince: Scalars['DateTime']['output'];
};

export type ModerationQueueEvent = {
  __typename?: 'ModerationQueueEvent';
  announcementId: Scalars['ID']['output'];
  kind: ModerationQueueEventKind;
  /** Who took, let go or decided it (null: a new announcement, or a lock that expired). */
  moderatorId: Maybe<Scalars['ID']['output']>;
};

/** What changed in the queue: a new announcement, one taken, let go, or decided. */
export type ModerationQueueEventKind =
  | 'ADDED'
  | 'DECIDED'
  | 'RELEASED'
  | 'TAKEN';

/** Narrows the moderation queue. */
export type ModerationQueueFilter = {
  /** The category and those under it. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Words of the title or the description. */
  keywords?: InputMaybe<Scalars['String']['input']>;
  /** STORE: store announcements only; INDIVIDUAL: members' own. */
  origin?: InputMaybe<SearchOrigin>;
  regionId?: InputMaybe<Scalars['ID']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of the queue, oldest first. */
export type ModerationQueuePage = {
  __typename?: 'ModerationQueuePage';
  data: Array<ModerationQueueEntry>;
  paginatorInfo: PaginatorInfo;
};

/** What resolving reports does to their target: nothing, disable the announcement, or delete the announcement or comment. */
export type ModerationReportAction =
  | 'DELETE'
  | 'DISMISS'
  | 'REFUSE';

/** The open reports of one announcement or comment. */
export type ModerationReportGroup = {
  __typename?: 'ModerationReportGroup';
  /** The announcement reported, or the one the comment is under. */
  announcement: Maybe<Announcement>;
  comment: Maybe<Comment>;
  /** How many members reported it. */
  count: Scalars['Int']['output'];
  firstReportedAt: Scalars['DateTime']['output'];
  lastReportedAt: Scalars['DateTime']['output'];
  /** Announcements: the reasons given, most given first (comments are reported without one). */
  reasons: Array<ReportReasonCount>;
  /**
   * The open reports themselves, newest first: who, why, when and their messages (comments are
   * reported without a reason or a message). At most `first` (5 by default, 20 at most); `count`
   * says how many there are in all.
   */
  reports: Array<ModerationUserReport>;
  target: ModerationReportTarget;
  targetId: Scalars['ID']['output'];
};


/** The open reports of one announcement or comment. */
export type ModerationReportGroupReportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ModerationReportGroupPage = {
  __typename?: 'ModerationReportGroupPage';
  data: Array<ModerationReportGroup>;
  paginatorInfo: PaginatorInfo;
};

/** What reports are about. */
export type ModerationReportTarget =
  | 'ANNOUNCEMENT'
  | 'COMMENT';

/** The queue at a glance. */
export type ModerationStats = {
  __typename?: 'ModerationStats';
  /** Validations, refusals and deletions since midnight (Algeria): everyone's, and the caller's. */
  decisionsToday: Scalars['Int']['output'];
  /** Of which held by a moderator now. */
  locked: Scalars['Int']['output'];
  myDecisionsToday: Scalars['Int']['output'];
  /** Of which held by the caller (locks not lapsed). */
  myLocked: Scalars['Int']['output'];
  /** When the oldest announcement waiting for a moderator (PENDING or held) was sent; not those validated and waiting for a place. */
  oldestWaitingSince: Maybe<Scalars['DateTime']['output']>;
  /** Announcements waiting (PENDING, VALIDATED_QUEUED and LOCKED). */
  queueSize: Scalars['Int']['output'];
};

/** An account as the moderators see it: who it is, its grants, its counts and whether it is suspended. */
export type ModerationUser = {
  __typename?: 'ModerationUser';
  /** Its announcements, whatever their status. */
  announcementCount: Scalars['Int']['output'];
  /** Its announcements, any status (or these statuses), newest first. */
  announcements: AnnouncementPaginator;
  /** Contact details, for moderators only (User keeps them private). */
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  memberSince: Scalars['DateTime']['output'];
  /** Open reports on its announcements and its comments. */
  openReportsAgainst: Scalars['Int']['output'];
  permissions: Array<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  /** Reports on its announcements and its comments, newest first. */
  reportsAgainst: ModerationUserReportPage;
  /** Reports it filed, on announcements and comments. */
  reportsFiled: Scalars['Int']['output'];
  /** Reports it made, newest first. */
  reportsMade: ModerationUserReportPage;
  /** Role and permission names. */
  roles: Array<Scalars['String']['output']>;
  /** When the account was suspended; null when it is not. */
  suspendedAt: Maybe<Scalars['DateTime']['output']>;
  user: User;
};


/** An account as the moderators see it: who it is, its grants, its counts and whether it is suspended. */
export type ModerationUserAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<AnnouncementStatus>>;
};


/** An account as the moderators see it: who it is, its grants, its counts and whether it is suspended. */
export type ModerationUserReportsAgainstArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** An account as the moderators see it: who it is, its grants, its counts and whether it is suspended. */
export type ModerationUserReportsMadeArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** Narrows the moderators' user search. */
export type ModerationUserFilter = {
  /** true: only those who may moderate (a moderating role, can_moderate or SUPER_ADMIN). */
  moderates?: InputMaybe<Scalars['Boolean']['input']>;
  /** Holders of this permission, by name (can_edit_sitebuild, can_moderate). */
  permission?: InputMaybe<Scalars['String']['input']>;
  /** Holders of this role, by name (SUPER_ADMIN, ADMIN, MODERATOR, USER). */
  role?: InputMaybe<Scalars['String']['input']>;
  /** true: suspended accounts only; false: the others only. */
  suspended?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ModerationUserPage = {
  __typename?: 'ModerationUserPage';
  data: Array<ModerationUser>;
  paginatorInfo: PaginatorInfo;
};

/** A report of an announcement or of a comment, open or dealt with. */
export type ModerationUserReport = {
  __typename?: 'ModerationUserReport';
  /** The announcement reported, or the one the comment is under. */
  announcement: Maybe<Announcement>;
  comment: Maybe<Comment>;
  createdAt: Scalars['DateTime']['output'];
  message: Maybe<Scalars['String']['output']>;
  /** Announcements only (comments are reported without one). */
  reason: Maybe<ReportReason>;
  /** Null when the account is gone. */
  reporter: Maybe<User>;
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  target: ModerationReportTarget;
  /** The announcement's or the comment's id. */
  targetId: Scalars['ID']['output'];
};

export type ModerationUserReportPage = {
  __typename?: 'ModerationUserReportPage';
  data: Array<ModerationUserReport>;
  paginatorInfo: PaginatorInfo;
};

/** Why a moderator deletes or refuses an announcement. */
export type ModeratorDeleteReason =
  | 'BAD_PICTURES'
  | 'DUPLICATE'
  | 'INAPPROPRIATE_CONTENT'
  | 'MISLEADING_PRICE'
  | 'OTHER'
  | 'PROHIBITED_ITEM'
  | 'SCAM'
  | 'SPAM'
  | 'WRONG_CATEGORY';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an active announcement to the caller's bookmarks. Idempotent. */
  announcementBookmarkAdd: AnnouncementBookmarkStatus;
  /** Removes an active announcement from the caller's bookmarks. Idempotent. */
  announcementBookmarkRemove: AnnouncementBookmarkStatus;
  /**
   * Comments an active announcement, or answers a comment with parentId (an answer to an answer
   * joins the same thread). The text comes as content, or as message. With asStoreId, a member of
   * that store writes as the store (FORBIDDEN for anyone else).
   */
  announcementCommentCreate: Comment;
  /**
   * Deletes a comment (with its answers), by its author, the announcement's owner or a moderator.
   * Answers the first page of the announcement's remaining comments.
   */
  announcementCommentDelete: CommentPaginator;
  /** Likes or dislikes a comment; the same reaction again takes it back. */
  announcementCommentReact: Comment;
  /** Reports a comment to the moderators. Idempotent. */
  announcementCommentReport: Comment;
  /**
   * Publishes an announcement; it waits for a moderator (PENDING). A client that may send it again
   * (a lost answer, a retry) gives an `idempotencyKey` of its own (8 to 100 letters, digits or
   * `- _ . :`, a UUID for instance): every call with the same key returns the announcement the first
   * one created, for 24 hours. The same key with a different input answers IDEMPOTENCY/KEY_REUSED.
   */
  announcementCreate: Announcement;
  /** Owner: deletes announcements with a reason. */
  announcementDelete: Array<Announcement>;
  /** Moderator: deletes an announcement; the owner cannot restore it. */
  announcementDeleteForAdmin: Announcement;
  /** Owner: puts announcements aside (ARCHIVED). */
  announcementDisable: Array<Announcement>;
  /** Withdraws the caller's like of an active announcement. Without a like, changes nothing. */
  announcementDislike: AnnouncementLikeStatus;
  /** Forgets the member's draft (published, or started over); true when there was one. */
  announcementDraftDiscard: Scalars['Boolean']['output'];
  /** Keeps the member's draft of a new announcement (replacing the earlier one); at most 64 KB of JSON. */
  announcementDraftSave: AnnouncementDraft;
  /** Likes an active announcement. Liking it again changes nothing. */
  announcementLike: AnnouncementLikeStatus;
  /** Reveals the phones of an active announcement (recorded, and limited per caller). */
  announcementPhoneGet: Array<AnnouncementPhone>;
  /** Owner: brings announcements back to the top and restarts their lifetime (expired ones too). */
  announcementRefresh: Array<Announcement>;
  /**
   * Reports an active announcement. A member reports an announcement once: reporting it again
   * replaces the reason and the message (and reopens a resolved report).
   */
  announcementReport: Scalars['Boolean']['output'];
  /** Moderators: marks a report as dealt with. Idempotent. */
  announcementReportResolve: AnnouncementReport;
  /** Owner: brings archived or deleted announcements back. */
  announcementRestore: Array<Announcement>;
  /** Changes an announcement (the whole form); a published one becomes EDITED. */
  announcementUpdate: Announcement;
  /** Moderator: locks, validates or refuses an announcement. */
  announcementValidationSet: Announcement;
  /** Issues an authorization code for the signed-in (registered) user. */
  authCodeCreate: AuthCode;
  /**
   * Adds units of an announcement that can be ordered (active, priced, with delivery and a payment
   * method, in stock) to the cart; adding it again adds to its line. CART/NOT_ORDERABLE,
   * CART/OWN_ANNOUNCEMENT, CART/QUANTITY_UNAVAILABLE (with `remaining`), CART/INVALID_QUANTITY,
   * CART/TOO_MANY_ITEMS.
   */
  cartAdd: Cart;
  /** Removes a line; idempotent. */
  cartItemRemove: Cart;
  /** Sets a line's quantity (and takes its current price); CART/ITEM_NOT_FOUND for another member's line. */
  cartItemSet: Cart;
  /** Takes the current prices of the cart's lines, once the buyer saw them change. */
  cartPricesAccept: Cart;
  /** Operators: gives the message to an operator (null: to nobody). */
  contactMessageAssign: ContactMessage;
  /**
   * Operators: answers the message's author by e-mail, in the language they wrote in (through the
   * mail outbox); the answer is kept on the message, which is then in progress.
   */
  contactMessageReply: ContactMessage;
  /**
   * Sends a contact message; anyone may. A sender (member, or address) and an e-mail address
   * each send at most 5 messages an hour: beyond, CONTACT/MAX_ATTEMPT with the seconds to wait.
   */
  contactMessageSend: Scalars['Boolean']['output'];
  /** Operators: sets where the message stands (HANDLED records when). */
  contactMessageSetState: ContactMessage;
  conversationArchive: Conversation;
  /** Blocks (or unblocks) the other side: no messages either way while blocked. */
  conversationBlock: Conversation;
  /** A device of the caller's side received messages up to this one. */
  conversationMarkDelivered: Scalars['Boolean']['output'];
  /** The caller's side has read up to this message (the newest without it). */
  conversationMarkRead: Conversation;
  conversationMute: Conversation;
  /** Reports a whole conversation to the moderators. */
  conversationReport: MessageReport;
  /**
   * Starts a conversation (or finds the one already started with the same party about the same
   * announcement), with an optional first message.
   */
  conversationStart: Conversation;
  /** Tells the other side the caller is writing (not stored). */
  conversationTypingSend: Scalars['Boolean']['output'];
  /**
   * Operators: replaces a delivery provider's price grid with a CSV file's lines (header
   * wilaya,mode,price,delay_min,delay_max,unit). Nothing is imported while a line is wrong:
   * BAD_USER_INPUT with extensions.lines ({line, problem}). Returns how many lines were imported.
   */
  deliveryRatesImport: Scalars['Int']['output'];
  /**
   * Editors: adds pictures to the land's media library (id) and returns them, in the order given:
   * the caller's fresh uploads (POST /media) or pictures of the land's announcements (kept even
   * when the announcement changes). Other pictures: BAD_USER_INPUT with extensions.invalidIds;
   * a full library: SITEBUILD/LIBRARY_FULL with extensions.max.
   */
  landMediaAdd: Array<Media>;
  /** Editors: takes a picture out of the library; SITEBUILD/MEDIA_IN_USE while a version of the site shows it. */
  landMediaRemove: Scalars['Boolean']['output'];
  /** Operators: creates a market with its first operator. */
  marketCreate: Market;
  /** Operators and the market's owners: adds a member; idempotent. */
  marketMemberAdd: Market;
  /** The market's operators and admins: changes a market. */
  marketUpdate: Market;
  /** Removes a message from the caller's own view of the thread. */
  messageDelete: Scalars['Boolean']['output'];
  /** Reports a message to the moderators. */
  messageReport: MessageReport;
  /**
   * Moderators: decides an open report. SUSPEND_SENDER suspends the reported message's author (with
   * the reason given, else the report's); the sender's other open reports on that message close too.
   * MESSAGE/REPORT_RESOLVED when another moderator decided first.
   */
  messageReportResolve: MessageReport;
  /** Sends a message; the same clientId again returns the message already stored. */
  messageSend: Message;
  /** Moderators: switches comments on or off for an announcement. */
  moderationCommentsSet: Announcement;
  /**
   * Moderators: opens an announcement of the queue, LOCKED for the caller until a decision, a
   * release, or MODERATION_LIMITS.lockMs without renewal. MODERATION/TAKEN when another moderator holds it.
   * An announcement with open reports (on it or on its comments) opens too, held for the caller
   * the same way but keeping its status; any other out of the queue: ANNOUNCEMENT/ACTION_IMPOSSIBLE.
   */
  moderationLock: ModerationQueueEntry;
  /** Moderators: keeps the caller's locks of these announcements alive; returns how many were. */
  moderationLockRenew: Scalars['Int']['output'];
  /** Moderators: lets an announcement go undecided (PENDING again, for anyone). */
  moderationRelease: Scalars['Boolean']['output'];
  /**
   * Moderators: resolves every open report of an announcement or comment, dismissing them or acting
   * on the target (REFUSE: announcements only). Returns how many reports were open.
   */
  moderationReportsResolve: Scalars['Int']['output'];
  /**
   * Moderators: the oldest free announcement of the queue (within the filter, other than those in
   * `exclude`: the ones the moderator skipped), locked for the caller; null when none.
   */
  moderationTakeNext: Maybe<ModerationQueueEntry>;
  /** Members: e-mails at once (grouped) or in one daily digest. */
  notificationDigestSet: NotificationSettings;
  /** Members: marks all their notifications read; returns how many were unread. */
  notificationMarkAllRead: Scalars['Int']['output'];
  /** Members: marks one of their notifications read (again: keeps the first time). NOT_FOUND for another's. */
  notificationMarkRead: Notification;
  /** Members: turns one kind on or off on one channel. */
  notificationPreferenceSet: NotificationSettings;
  /**
   * Moves an order (ORDER_ACTIONS): the seller confirms, ships (trackingNumber required) or refuses
   * (reason required); the buyer cancels before confirmation; the provider or seller delivers or
   * records a return. ORDER/NOT_FOUND, ORDER/TRANSITION_REFUSED.
   */
  orderMove: Order;
  /**
   * Orders the cart (or one seller's part of it): one order per seller, the stock reserved at once.
   * Idempotent: retries and parallel submissions with the same key make one checkout.
   * CHECKOUT/EMPTY_CART, CHECKOUT/PRICE_CHANGED, CHECKOUT/STOCK_RUPTURE (with announcementId and
   * remaining), CHECKOUT/DELIVERY_UNAVAILABLE, BAD_USER_INPUT (fields), CART/NOT_ORDERABLE.
   */
  orderPlace: Checkout;
  /**
   * Sends the buyer to the payment provider's hosted checkout for a checkout's online payment
   * (created once; a refused payment starts again). Only the provider's signed webhook confirms it.
   * PAYMENT/NOT_FOUND, PAYMENT/ALREADY_PAID.
   */
  paymentStart: Payment;
  /** Operators: a new campaign (PROMOTION/INVALID with `problems` when the form is refused). */
  promotionCampaignCreate: PromotionCampaign;
  /** Operators: pauses a campaign (true) or resumes it (false). */
  promotionCampaignPause: PromotionCampaign;
  /** Operators: replaces a campaign's settings; its figures stay. */
  promotionCampaignUpdate: PromotionCampaign;
  /**
   * Operators: starts the campaign now for the request's days, in its offer's slots, and tells the
   * owner; the request and the campaign are written together (PROMOTION_REQUEST/ALREADY_DECIDED).
   */
  promotionRequestApprove: PromotionRequest;
  /** The store's owner withdraws a waiting request (PROMOTION_REQUEST/ALREADY_DECIDED once answered). */
  promotionRequestCancel: PromotionRequest;
  /**
   * A store's owner asks for a promotion (PROMOTION/INVALID with `problems`: offer, days, target;
   * PROMOTION_REQUEST/PENDING_EXISTS when the same one already waits).
   */
  promotionRequestCreate: PromotionRequest;
  /** Operators: refuses a waiting request with a reason the owner reads. */
  promotionRequestRefuse: PromotionRequest;
  quickReplyDelete: Scalars['Boolean']['output'];
  /** Saves a store's quick reply (a new one without id). */
  quickReplySave: QuickReply;
  /**
   * Members: saves a search; announcements published from now on that match it are told of
   * (SAVED_SEARCH_MATCH notifications). SAVED_SEARCH/TOO_MANY past 20, SAVED_SEARCH/INVALID for a
   * bad name, address or filter.
   */
  savedSearchCreate: SavedSearch;
  /** Members: forgets one of their saved searches. */
  savedSearchDelete: Scalars['Boolean']['output'];
  /** Members: changes how often one of theirs alerts. SAVED_SEARCH/NOT_FOUND for another's. */
  savedSearchUpdate: SavedSearch;
  /** Operators: removes a land's service param. */
  serviceParamRemove: Array<ServiceParam>;
  /**
   * Operators: sets a land's service param (the site-builder plan: site-builder-basic or
   * site-builder-full); value null keeps the code with no value. Setting a site-builder plan also
   * gives the land's OWNER members the can_edit_sitebuild permission (editing a site needs it, a
   * place among the land's users and a plan); owners who join later get it too. Removing the plan
   * takes no permission away (an owner may hold it for another land).
   */
  serviceParamSet: Array<ServiceParam>;
  /**
   * Commits the working build of a land (id): validated by the shared schema (older schemaVersion
   * migrated), checked against the plan (BASIC may not change pages, blocks or queries) and the
   * limits. baseVersion is the version the editor started from: a stale one is refused with
   * CONFLICT and extensions.currentVersion, and nothing is written. Returns the new build's id.
   */
  siteBuildCommit: Scalars['ID']['output'];
  /** Deletes a blueprint (id). History entries cannot be deleted. */
  siteBuildDelete: Scalars['Boolean']['output'];
  /** Publishes one of the land's committed builds: the public site shows it. Returns its id. */
  siteBuildPublish: Scalars['ID']['output'];
  /** Saves a build as a blueprint of the land (id); returns the full blueprint. */
  siteBuildSave: SiteBuild;
  /** Makes a blueprint (id) the land's working build (a new commit); returns that build. */
  siteBuildSelect: SiteBuild;
  /** Operators: creates a store with its owner. */
  storeCreate: Store;
  /** Follows a store; idempotent. Returns the store with its new follower count. */
  storeFollow: Store;
  /** Operators and store owners: adds a member (announcer) to a store; idempotent. */
  storeMemberAdd: Store;
  /** Operators and store owners: removes a member; the last owner cannot be removed. */
  storeMemberRemove: Store;
  /**
   * Operators: extends a store's plan by one duration from its end (or from now when it has run
   * out); an EXPIRED store is ACTIVE again and its announcements come back.
   */
  storeRenew: Store;
  /**
   * Operators: opens the store with the member as its owner, the plan as its service param and an
   * end one duration from now, in one transaction (STORE_REQUEST/ALREADY_DECIDED when decided).
   */
  storeRequestApprove: StoreRequest;
  /**
   * Asks for a store (one request waiting at a time: STORE_REQUEST/PENDING_EXISTS). The details are
   * checked as an operator's new store's are; the request waits for an operator.
   */
  storeRequestCreate: StoreRequest;
  /** Operators: refuses a waiting request with a reason the member reads. */
  storeRequestRefuse: StoreRequest;
  /** Stops following a store; idempotent. */
  storeUnfollow: Store;
  /** Owners (their store) and operators: changes a store. */
  storeUpdate: Store;
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
  /** Moderators: restores a suspended account and the announcements its suspension disabled. Idempotent. */
  userRestore: User;
  /** SUPER_ADMIN: gives a role (by name) to an account. */
  userRoleGrant: User;
  /** SUPER_ADMIN: takes a role (by name) from an account. */
  userRoleRevoke: User;
  /**
   * Moderators: suspends an account. Its sessions are revoked and its tokens refused; its visible and
   * waiting announcements are DISABLED (reason ACCOUNT_SUSPENDED) and leave the search. Only a
   * SUPER_ADMIN suspends staff; nobody suspends themselves or a SUPER_ADMIN. Idempotent.
   */
  userSuspend: User;
  /**
   * Registers a push token of the signed-in user's device (the native shells' FCM token, or a
   * browser's Web Push subscription as JSON with platform WEB). Idempotent; a token registered
   * by someone else moves to the caller. Without a platform: ANDROID (the shells sent none).
   */
  userTokenAdd: Scalars['Boolean']['output'];
  /** Mails a new validation link to the signed-in, not yet validated user; false when already validated. */
  userValidationEmailSend: Scalars['Boolean']['output'];
};


export type MutationAnnouncementBookmarkAddArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementBookmarkRemoveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementCommentCreateArgs = {
  announcementId: Scalars['ID']['input'];
  asStoreId?: InputMaybe<Scalars['ID']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAnnouncementCommentDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementCommentReactArgs = {
  commentId: Scalars['ID']['input'];
  reaction: CommentReactionType;
};


export type MutationAnnouncementCommentReportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementCreateArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: AnnouncementInput;
};


export type MutationAnnouncementDeleteArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason: MemberDeleteReason;
};


export type MutationAnnouncementDeleteForAdminArgs = {
  id: Scalars['ID']['input'];
  reason: ModeratorDeleteReason;
};


export type MutationAnnouncementDisableArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAnnouncementDislikeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementDraftSaveArgs = {
  values: Scalars['JSON']['input'];
};


export type MutationAnnouncementLikeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementPhoneGetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementRefreshArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAnnouncementReportArgs = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  reason: ReportReason;
};


export type MutationAnnouncementReportResolveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAnnouncementRestoreArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationAnnouncementUpdateArgs = {
  id: Scalars['ID']['input'];
  input: AnnouncementInput;
};


export type MutationAnnouncementValidationSetArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<ModeratorDeleteReason>;
  status: ValidationStatus;
};


export type MutationCartAddArgs = {
  announcementId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCartItemRemoveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCartItemSetArgs = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationContactMessageAssignArgs = {
  id: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationContactMessageReplyArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationContactMessageSendArgs = {
  input: ContactMessageInput;
};


export type MutationContactMessageSetStateArgs = {
  id: Scalars['ID']['input'];
  state: ContactMessageState;
};


export type MutationConversationArchiveArgs = {
  archived: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationConversationBlockArgs = {
  blocked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationConversationMarkDeliveredArgs = {
  id: Scalars['ID']['input'];
  messageId: Scalars['ID']['input'];
};


export type MutationConversationMarkReadArgs = {
  id: Scalars['ID']['input'];
  messageId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationConversationMuteArgs = {
  id: Scalars['ID']['input'];
  muted: Scalars['Boolean']['input'];
};


export type MutationConversationReportArgs = {
  details?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason: MessageReportReason;
};


export type MutationConversationStartArgs = {
  input: ConversationStartInput;
};


export type MutationConversationTypingSendArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeliveryRatesImportArgs = {
  csv: Scalars['String']['input'];
  providerId: Scalars['ID']['input'];
};


export type MutationLandMediaAddArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
  mediaIds: Array<Scalars['ID']['input']>;
};


export type MutationLandMediaRemoveArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
  mediaId: Scalars['ID']['input'];
};


export type MutationMarketCreateArgs = {
  input: MarketCreateInput;
};


export type MutationMarketMemberAddArgs = {
  id: Scalars['ID']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationMarketUpdateArgs = {
  id: Scalars['ID']['input'];
  input: MarketUpdateInput;
};


export type MutationMessageDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMessageReportArgs = {
  details?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason: MessageReportReason;
};


export type MutationMessageReportResolveArgs = {
  decision: MessageReportDecision;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMessageSendArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  conversationId: Scalars['ID']['input'];
  mediaIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationModerationCommentsSetArgs = {
  announcementId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
};


export type MutationModerationLockArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModerationLockRenewArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationModerationReleaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModerationReportsResolveArgs = {
  action: ModerationReportAction;
  reason?: InputMaybe<ModeratorDeleteReason>;
  target: ModerationReportTarget;
  targetId: Scalars['ID']['input'];
};


export type MutationModerationTakeNextArgs = {
  exclude?: InputMaybe<Array<Scalars['ID']['input']>>;
  filter?: InputMaybe<ModerationQueueFilter>;
};


export type MutationNotificationDigestSetArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationNotificationMarkReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNotificationPreferenceSetArgs = {
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['input'];
  kind: NotificationKind;
};


export type MutationOrderMoveArgs = {
  action: OrderAction;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOrderPlaceArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: CheckoutInput;
};


export type MutationPaymentStartArgs = {
  checkoutId: Scalars['ID']['input'];
};


export type MutationPromotionCampaignCreateArgs = {
  input: PromotionCampaignInput;
};


export type MutationPromotionCampaignPauseArgs = {
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
};


export type MutationPromotionCampaignUpdateArgs = {
  id: Scalars['ID']['input'];
  input: PromotionCampaignInput;
};


export type MutationPromotionRequestApproveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPromotionRequestCancelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPromotionRequestCreateArgs = {
  input: PromotionRequestInput;
};


export type MutationPromotionRequestRefuseArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationQuickReplyDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationQuickReplySaveArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationSavedSearchCreateArgs = {
  input: SavedSearchInput;
};


export type MutationSavedSearchDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSavedSearchUpdateArgs = {
  frequency: SavedSearchFrequency;
  id: Scalars['ID']['input'];
};


export type MutationServiceParamRemoveArgs = {
  code: Scalars['String']['input'];
  landId: Scalars['ID']['input'];
  launchType: LaunchType;
};


export type MutationServiceParamSetArgs = {
  code: Scalars['String']['input'];
  landId: Scalars['ID']['input'];
  launchType: LaunchType;
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSiteBuildCommitArgs = {
  LaunchType: LaunchType;
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  build: Scalars['JSON']['input'];
  id: Scalars['ID']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSiteBuildDeleteArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
};


export type MutationSiteBuildPublishArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
  siteBuildId: Scalars['ID']['input'];
};


export type MutationSiteBuildSaveArgs = {
  LaunchType: LaunchType;
  build: Scalars['JSON']['input'];
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSiteBuildSelectArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStoreCreateArgs = {
  input: StoreCreateInput;
};


export type MutationStoreFollowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStoreMemberAddArgs = {
  id: Scalars['ID']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationStoreMemberRemoveArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationStoreRenewArgs = {
  duration: ServiceDurationType;
  id: Scalars['ID']['input'];
};


export type MutationStoreRequestApproveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStoreRequestCreateArgs = {
  input: StoreRequestInput;
};


export type MutationStoreRequestRefuseArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationStoreUnfollowArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStoreUpdateArgs = {
  id: Scalars['ID']['input'];
  input: StoreUpdateInput;
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


export type MutationUserRestoreArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUserRoleGrantArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserRoleRevokeArgs = {
  role: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserSuspendArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUserTokenAddArgs = {
  platform?: InputMaybe<PushPlatform>;
  token: Scalars['String']['input'];
};

export type MyAnnouncementsFilter = {
  /** Words of the title (each must appear), or a reference (SK00001234). */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Only these statuses; every status when absent. */
  statuses?: InputMaybe<Array<AnnouncementStatus>>;
};

/** Something that concerns the signed-in member, with where to go to see it. */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The portal path of its target. */
  link: Scalars['String']['output'];
  readAt: Maybe<Scalars['DateTime']['output']>;
  targetId: Scalars['ID']['output'];
  /** ANNOUNCEMENT, COMMENT, STORE, CONVERSATION or REPORT. */
  targetType: Scalars['String']['output'];
  /** Its title and text in the caller's language. */
  title: Scalars['String']['output'];
};

/** How a notification reaches its member. */
export type NotificationChannel =
  | 'EMAIL'
  | 'IN_APP'
  | 'PUSH';

/** What a notification is about. */
export type NotificationKind =
  | 'ANNOUNCEMENT_COMMENT'
  | 'ANNOUNCEMENT_DECISION'
  | 'ANNOUNCEMENT_EXPIRED'
  | 'ANNOUNCEMENT_EXPIRES_SOON'
  | 'COMMENT_REPLY'
  | 'ORDER_UPDATE'
  | 'PROMOTION_REQUEST_DECISION'
  | 'REPORT_HANDLED'
  /** New announcements match a search the member saved. */
  | 'SAVED_SEARCH_MATCH'
  | 'STOCK_ALERT'
  | 'STORE_FOLLOWER'
  /** An operator decided the member's store request. */
  | 'STORE_REQUEST_DECISION'
  | 'UNSEEN_MESSAGE';

/** A page of the notification centre, newest first; `nextCursor` asks for the following one. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  data: Array<Notification>;
  hasMore: Scalars['Boolean']['output'];
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** One kind's channels, as the member set them (or their defaults). */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  email: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
  kind: NotificationKind;
  push: Scalars['Boolean']['output'];
};

export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** E-mails wait for one daily digest instead of leaving at once (grouped by conversation). */
  emailDigest: Scalars['Boolean']['output'];
  preferences: Array<NotificationPreference>;
  /** The public key browsers subscribe to Web Push with (VAPID, base64url). */
  webPushPublicKey: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** What the caller may do to it now (buyer, seller or provider). */
  actions: Array<OrderAction>;
  address: Scalars['String']['output'];
  buyer: User;
  /** The checkout it was placed in (its payment is the checkout's). */
  checkoutId: Scalars['ID']['output'];
  city: City;
  contactName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  delayMax: Scalars['Int']['output'];
  delayMin: Scalars['Int']['output'];
  delayUnit: DeliveryDurationUnit;
  deliveryMode: DeliveryMode;
  deliveryPrice: Scalars['Int']['output'];
  /** What must be paid online before the seller confirms (dinars; 0 when paid on delivery). */
  dueOnline: Scalars['Int']['output'];
  email: Maybe<Scalars['String']['output']>;
  history: Array<OrderEvent>;
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  paymentMethod: PaymentMethod;
  paymentStatus: OrderPaymentStatus;
  phones: Array<Scalars['String']['output']>;
  provider: DeliveryProvider;
  purchasedFrom: Maybe<Scalars['String']['output']>;
  /** The seller's reason when it cancelled. */
  reason: Maybe<Scalars['String']['output']>;
  region: Region;
  seller: User;
  status: OrderStatus;
  store: Maybe<Store>;
  /** Dinars: the lines. */
  subtotal: Scalars['Int']['output'];
  /** Dinars: the lines and the delivery. */
  total: Scalars['Int']['output'];
  trackingNumber: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** What moves an order (shared/domain/orders.ts ORDER_ACTIONS says from where and by whom). */
export type OrderAction =
  | 'cancel'
  | 'confirm'
  | 'deliver'
  | 'refuse'
  | 'return'
  | 'ship';

export type OrderActor =
  | 'BUYER'
  | 'PROVIDER'
  | 'SELLER'
  /** Souk itself: an order whose online payment never came is cancelled after UNPAID_ORDER_HOLD_MINUTES. */
  | 'SYSTEM';

/** One move of an order: who, what, when. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  action: Scalars['String']['output'];
  actor: OrderActor;
  at: Scalars['DateTime']['output'];
  from: Maybe<OrderStatus>;
  id: Scalars['ID']['output'];
  reason: Maybe<Scalars['String']['output']>;
  to: OrderStatus;
  trackingNumber: Maybe<Scalars['String']['output']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  /** Null when the announcement was deleted since. */
  announcement: Maybe<Announcement>;
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** As it was when ordered. */
  title: Scalars['String']['output'];
  unitPrice: Scalars['Int']['output'];
  variantId: Maybe<Scalars['ID']['output']>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  data: Array<Order>;
  /** Counted up to ten pages past this one: on a long history, total is a lower bound and hasMorePages is exact. */
  paginatorInfo: PaginatorInfo;
};

/** An order's online payment: none asked (paid on delivery), or where the checkout's payment stands. */
export type OrderPaymentStatus =
  | 'FAILED'
  | 'NONE'
  | 'PAID'
  | 'PENDING';

export type OrderStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'PLACED'
  | 'RETURNED'
  | 'SHIPPED';

/** Where a page of a list stands. */
export type PaginatorInfo = {
  __typename?: 'PaginatorInfo';
  currentPage: Scalars['Int']['output'];
  hasMorePages: Scalars['Boolean']['output'];
  lastPage: Scalars['Int']['output'];
  /** How many items the whole list has. */
  total: Scalars['Int']['output'];
};

/** A checkout's online payment (in advance, or a deposit) through the provider's hosted checkout. */
export type Payment = {
  __typename?: 'Payment';
  /** Whole dinars. */
  amount: Scalars['Int']['output'];
  /** The hosted checkout to send the buyer to, once started (paymentStart). */
  checkoutUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** chargily, or fake (the local test provider). */
  provider: Scalars['String']['output'];
  status: PaymentStatus;
};

/** How an order is paid. */
export type PaymentMethod =
  | 'DEPOSIT_PAY_REQUIRED'
  | 'PAYMENT_IN_ADVANCE'
  | 'PAYMENT_ON_DELIVERY';

export type PaymentStatus =
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

/** A permission held by a user, by name (for example can_edit_sitebuild). */
export type Permission = {
  __typename?: 'Permission';
  name: Scalars['String']['output'];
};

/** How firm a price is. */
export type PriceType =
  | 'FIXED'
  | 'GIVEN'
  | 'NEGOTIABLE'
  | 'OFFERED';

/** How a price is expressed (MILLION and BILLION count in centimes: 1 million = 10 000 DA). */
export type PriceUnit =
  | 'BILLION'
  | 'MILLION'
  | 'MILLION_PER_SQUARE'
  | 'NO_PRICE'
  | 'UNIT'
  | 'UNIT_PER_SQUARE';

/** A promotion as a slot shows it (spec §3). */
export type Promotion = {
  __typename?: 'Promotion';
  /**
   * The address a click opens: it counts the click, then goes to the target (a link, the store's
   * page, the announcement's page).
   */
  clickUrl: Scalars['String']['output'];
  /** The visual for the asked device. */
  currentVisual: Maybe<PromotionVisual>;
  id: Scalars['ID']['output'];
  isAdsense: Scalars['Boolean']['output'];
  isPlaceHolder: Scalars['Boolean']['output'];
  /** The phone's visual. */
  mediaMobile: Maybe<PromotionVisual>;
  name: Scalars['String']['output'];
  /** The promoted store or announcement. */
  target: Maybe<PromotionTarget>;
  /** Where a click goes (LINK), else null. */
  targetLink: Maybe<Scalars['String']['output']>;
  targetType: PromotionTargetType;
  /** Seconds a dialog waits before it can be closed. */
  timeout: Maybe<Scalars['Int']['output']>;
};

/** A campaign as operators manage it. */
export type PromotionCampaign = {
  __typename?: 'PromotionCampaign';
  categories: Array<Category>;
  createdAt: Scalars['DateTime']['output'];
  dailyCap: Maybe<Scalars['Int']['output']>;
  endsAt: Scalars['DateTime']['output'];
  /** Impressions and clicks per day, rolled up from the tracking pixel. */
  figures: PromotionFigures;
  id: Scalars['ID']['output'];
  isAdsense: Scalars['Boolean']['output'];
  locations: Array<PromotionLocation>;
  name: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
  state: PromotionState;
  targetAnnouncement: Maybe<Announcement>;
  targetLink: Maybe<Scalars['String']['output']>;
  targetStore: Maybe<Store>;
  targetType: PromotionTargetType;
  /** Seconds a dialog (flash, interstitial) waits before it can be closed; null for banners. */
  timeout: Maybe<Scalars['Int']['output']>;
  visuals: Array<PromotionCampaignVisual>;
  weight: Scalars['Int']['output'];
};


/** A campaign as operators manage it. */
export type PromotionCampaignFiguresArgs = {
  period: StatisticsPeriodInput;
};

export type PromotionCampaignInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  dailyCap?: InputMaybe<Scalars['Int']['input']>;
  endsAt: Scalars['DateTime']['input'];
  locations: Array<PromotionLocation>;
  name: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
  targetAnnouncementId?: InputMaybe<Scalars['ID']['input']>;
  targetLink?: InputMaybe<Scalars['String']['input']>;
  targetStoreId?: InputMaybe<Scalars['ID']['input']>;
  targetType: PromotionTargetType;
  /** Dialogs: seconds before the visitor can close it (0 to 15). */
  timeout?: InputMaybe<Scalars['Int']['input']>;
  visuals: Array<PromotionVisualInput>;
  weight?: InputMaybe<Scalars['Int']['input']>;
};

export type PromotionCampaignPaginator = {
  __typename?: 'PromotionCampaignPaginator';
  data: Array<PromotionCampaign>;
  paginatorInfo: PaginatorInfo;
};

/** One visual of a campaign, as the studio edits it. */
export type PromotionCampaignVisual = {
  __typename?: 'PromotionCampaignVisual';
  background: Maybe<Scalars['String']['output']>;
  device: PromotionDevice;
  height: Scalars['Int']['output'];
  kind: PromotionMediaKind;
  /** The uploaded picture's id (IMAGE). */
  mediaId: Maybe<Scalars['ID']['output']>;
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** One day of a campaign's figures. */
export type PromotionDay = {
  __typename?: 'PromotionDay';
  clicks: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  impressions: Scalars['Int']['output'];
};

export type PromotionDevice =
  | 'DESKTOP'
  | 'MOBILE';

export type PromotionFigures = {
  __typename?: 'PromotionFigures';
  /** Clicks per impression over the period (0 to 1); null without impressions. */
  clickThroughRate: Maybe<Scalars['Float']['output']>;
  clicks: Scalars['Int']['output'];
  days: Array<PromotionDay>;
  impressions: Scalars['Int']['output'];
};

/**
 * A named place of the portal a promotion shows in (spec §9): the device, the page, the kind of
 * slot; covers are desktop only; CROSS_HOME_TOP_AD is the home's strip of top ads. FLASH (a dialog
 * as the page opens, desktop only, 600×470) and INTERSTITIAL (between two pages of a visit,
 * 900×470 or 360×640) are the spec's dialogs, named by us in the same grammar.
 */
export type PromotionLocation =
  | 'CROSS_HOME_TOP_AD'
  | 'DESKTOP_DETAILS_COVER'
  | 'DESKTOP_DETAILS_FEED'
  | 'DESKTOP_DETAILS_FLASH'
  | 'DESKTOP_DETAILS_HEADER'
  | 'DESKTOP_DETAILS_INTERSTITIAL'
  | 'DESKTOP_DETAILS_RECTANGLE'
  | 'DESKTOP_DETAILS_SQUARE'
  | 'DESKTOP_HOME_COVER'
  | 'DESKTOP_HOME_FEED'
  | 'DESKTOP_HOME_FLASH'
  | 'DESKTOP_HOME_HEADER'
  | 'DESKTOP_HOME_INTERSTITIAL'
  | 'DESKTOP_HOME_RECTANGLE'
  | 'DESKTOP_HOME_SQUARE'
  | 'DESKTOP_LISTING_COVER'
  | 'DESKTOP_LISTING_FEED'
  | 'DESKTOP_LISTING_FLASH'
  | 'DESKTOP_LISTING_HEADER'
  | 'DESKTOP_LISTING_INTERSTITIAL'
  | 'DESKTOP_LISTING_RECTANGLE'
  | 'DESKTOP_LISTING_SQUARE'
  | 'MOBILE_DETAILS_FEED'
  | 'MOBILE_DETAILS_HEADER'
  | 'MOBILE_DETAILS_INTERSTITIAL'
  | 'MOBILE_DETAILS_RECTANGLE'
  | 'MOBILE_DETAILS_SQUARE'
  | 'MOBILE_HOME_FEED'
  | 'MOBILE_HOME_HEADER'
  | 'MOBILE_HOME_INTERSTITIAL'
  | 'MOBILE_HOME_RECTANGLE'
  | 'MOBILE_HOME_SQUARE'
  | 'MOBILE_LISTING_FEED'
  | 'MOBILE_LISTING_HEADER'
  | 'MOBILE_LISTING_INTERSTITIAL'
  | 'MOBILE_LISTING_RECTANGLE'
  | 'MOBILE_LISTING_SQUARE';

/** One visual's media (spec §3 currentVisual.media). */
export type PromotionMedia = {
  __typename?: 'PromotionMedia';
  /** A CSS colour behind the visual when the slot is wider than it. */
  background: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  kind: PromotionMediaKind;
  /** The same address (the spec's older name). */
  mediaUrl: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** The picture (our media) or the ad network's address. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** The kind of a visual. IFRAME and SCRIPT come only from ad networks operators allow. */
export type PromotionMediaKind =
  | 'IFRAME'
  | 'IMAGE'
  | 'SCRIPT'
  | 'VIDEO';

/** What a store owner can buy (ours): the home's top ads, or a sponsored card in search results. */
export type PromotionOffer =
  /** A sponsored card first in the search results of the announcement's category, on both devices. */
  | 'SEARCH'
  /** The home's “À la une” strip: the store's tile with its four latest pictures, or an announcement's card. */
  | 'TOP_AD';

/** An offer as the studio shows it: where it shows, what it promotes, its price per day in dinars. */
export type PromotionOfferInfo = {
  __typename?: 'PromotionOfferInfo';
  dayPrice: Scalars['Int']['output'];
  locations: Array<PromotionLocation>;
  offer: PromotionOffer;
  /** STORE, ANNOUNCEMENT or both. */
  targets: Array<PromotionTargetType>;
};

/** A store owner's request to promote the store or one of its announcements. */
export type PromotionRequest = {
  __typename?: 'PromotionRequest';
  /** The promoted announcement; null when the store itself is promoted. */
  announcement: Maybe<Announcement>;
  /** The campaign an approval started (operators). */
  campaign: Maybe<PromotionCampaign>;
  createdAt: Scalars['DateTime']['output'];
  days: Scalars['Int']['output'];
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  /** When the approved promotion ends. */
  endsAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  offer: PromotionOffer;
  /** Dinars, at the day price of the day it was asked. */
  price: Scalars['Int']['output'];
  /** Why an operator refused it. */
  reason: Maybe<Scalars['String']['output']>;
  requester: Maybe<User>;
  status: PromotionRequestStatus;
  store: Store;
};

export type PromotionRequestInput = {
  /** One of the store's published announcements; none to promote the store itself. */
  announcementId?: InputMaybe<Scalars['ID']['input']>;
  /** 7, 15 or 30. */
  days: Scalars['Int']['input'];
  offer: PromotionOffer;
  storeId: Scalars['ID']['input'];
};

export type PromotionRequestPaginator = {
  __typename?: 'PromotionRequestPaginator';
  data: Array<PromotionRequest>;
  paginatorInfo: PaginatorInfo;
};

export type PromotionRequestStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'PENDING'
  | 'REFUSED';

export type PromotionState =
  | 'ENDED'
  | 'PAUSED'
  | 'RUNNING'
  | 'SCHEDULED';

/** What a promoted store or announcement shows on its own card. */
export type PromotionTarget = Announcement | Store;

/** What a promotion leads to. STORE_LOCATION opens the promotion's dialog on the page. */
export type PromotionTargetType =
  | 'ANNOUNCEMENT'
  | 'LINK'
  | 'STORE'
  | 'STORE_LOCATION';

export type PromotionVisual = {
  __typename?: 'PromotionVisual';
  media: PromotionMedia;
  mediaBackground: Maybe<PromotionMedia>;
};

export type PromotionVisualInput = {
  background?: InputMaybe<Scalars['String']['input']>;
  device: PromotionDevice;
  height: Scalars['Int']['input'];
  kind: PromotionMediaKind;
  /** IMAGE: a picture uploaded with POST /media. */
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  /** IFRAME, SCRIPT, VIDEO: an address on an allowed ad network. */
  url?: InputMaybe<Scalars['String']['input']>;
  width: Scalars['Int']['input'];
};

/** Where a push token comes from: a browser's Web Push subscription (JSON), or the native shells' FCM token. */
export type PushPlatform =
  | 'ANDROID'
  | 'IOS'
  | 'WEB';

/** Root types; every domain extends them in its own file. */
export type Query = {
  __typename?: 'Query';
  /**
   * An announcement's top-level comments, newest first, with their answers. Anyone may read those
   * of an active announcement; the owner and moderators those of the others too. Empty when the
   * announcement's comments are disabled, except for its owner and moderators.
   */
  announcementCommentList: CommentPaginator;
  /** An announcement; null when it does not exist or the caller may not see it. Counts a view (once per visitor per day). */
  announcementDetails: Maybe<Announcement>;
  /** Moderators: the open reports, newest first. */
  announcementReportList: AnnouncementReportPaginator;
  /**
   * An announcement's daily statistics: for its announcers (its owner, the members of its store)
   * and moderators.
   */
  announcementStatistics: Statistics;
  /** Active announcements like this one (same category, nearby first). */
  announcementSuggestions: Array<Announcement>;
  /** Operators: the portal's page views over a period (at most the statistics' longest), its most viewed pages first. */
  audience: Audience;
  cart: Cart;
  /** Active root categories by rank. */
  categories: Array<Category>;
  /** One category, active or not, by id or by slug (exactly one of them); null when none matches. */
  category: Maybe<Category>;
  /** One of the caller's checkouts (where its payment stands); null otherwise. */
  checkout: Maybe<Checkout>;
  /** The communes of a wilaya, by French name; empty for an unknown wilaya. */
  cities: Array<City>;
  /** Operators: one contact message with its answers (CONTACT/NOT_FOUND). */
  contactMessage: ContactMessage;
  /** Admins: the contact messages not yet handled, newest first. */
  contactMessageList: ContactMessagePaginator;
  /** Operators: the contact inbox, newest first, of one state and one tag (or all). */
  contactMessages: ContactMessagePaginator;
  /** A conversation of the caller's (or their store's); MESSAGE/CONVERSATION_NOT_FOUND for anyone else. */
  conversation: Conversation;
  /** The caller's inbox, or their store's: newest activity first, paged by cursor. */
  conversationList: ConversationPage;
  /** The providers serving a wilaya, cheapest first. */
  deliveryOptions: Array<DeliveryOption>;
  /** Every delivery provider with the size of its grid, by name (operators: they import the grids). */
  deliveryProviderGrids: Array<DeliveryProviderGrid>;
  /** The visitor's mobile operator, from the request's address (spec §7). */
  internetServiceProviderGet: InternetServiceProvider;
  /** Editors: pictures of the land's announcements (a market's: its stores') not in its library yet, newest first. */
  landAnnouncementMedia: Array<Media>;
  /** Editors: the land's media library (id is the land's), newest first, at LARGE size. */
  landMedia: Array<Media>;
  /** A market by id; null when unknown. */
  market: Maybe<Market>;
  /** The signed-in user; null for a visitor. */
  me: Maybe<User>;
  /** The entries of a menu by rank. */
  menuFetch: Array<MenuEntry>;
  /**
   * A conversation's messages, newest first, without those the caller deleted for themselves.
   * before: older than this id (history); after: newer than this id (catch-up after a reconnect,
   * oldest first then).
   */
  messageList: MessagePage;
  /** Open reports (and flagged first messages) for the moderators, newest first. */
  messageReportList: Array<MessageReport>;
  /** The messages of a reported conversation, for moderators only, through its report. */
  messageReportThread: MessagePage;
  /** Unread messages in total: the caller's own, or their store's with storeId. */
  messageUnreadCount: Scalars['Int']['output'];
  /** Moderators: the audit log of moderation actions, newest first. */
  moderationAuditLog: ModerationAuditPage;
  /** Moderators: the announcements waiting for a decision, oldest first. */
  moderationQueue: ModerationQueuePage;
  /** Moderators: open reports grouped by what they report, the longest waiting first. */
  moderationReports: ModerationReportGroupPage;
  /** Moderators: the queue at a glance. */
  moderationStats: ModerationStats;
  /** Moderators: one account; null when it does not exist. */
  moderationUser: Maybe<ModerationUser>;
  /**
   * Moderators: accounts whose username, display name, e-mail address or phone number contains q,
   * or whose id is q; registered accounts only (an anonymous one is found by its id). Exact matches
   * first, then the newest.
   */
  moderationUserSearch: ModerationUserPage;
  /** The signed-in member's draft of a new announcement; null when there is none. */
  myAnnouncementDraft: Maybe<AnnouncementDraft>;
  /** The signed-in member's own announcements, newest first. */
  myAnnouncements: AnnouncementPaginator;
  /** The signed-in member's bookmarked announcements that are still active, most recently bookmarked first. */
  myBookmarkedAnnouncements: AnnouncementPaginator;
  /** The delivery providers the caller's account works (the DeliveryProvider account type); empty for others. */
  myDeliveryProviders: Array<DeliveryProvider>;
  /** Members: the active stores they follow, the latest followed first (24 a page). */
  myFollowedStores: StorePaginator;
  /** The signed-in member's liked announcements that are still active, most recently liked first. */
  myLikedAnnouncements: AnnouncementPaginator;
  /** The markets the signed-in member operates (their studio's land switcher). */
  myMarkets: Array<Market>;
  /** The caller's orders as a buyer, newest first. */
  myOrders: OrderPage;
  /** Members: who follows their stores, the latest first, each with the store (24 a page). */
  myStoreFollowers: StoreFollowerPaginator;
  /** The signed-in member's store requests, newest first. */
  myStoreRequests: Array<StoreRequest>;
  /** The stores the signed-in member belongs to (their studio's land switcher). */
  myStores: Array<Store>;
  /** The active announcements the signed-in member opened, each once, most recently viewed first. */
  myViewedAnnouncements: AnnouncementPaginator;
  /** Members: their preferences per kind and channel. */
  notificationSettings: NotificationSettings;
  /** Members: how many of their notifications are unread (the top bar's badge). */
  notificationUnreadCount: Scalars['Int']['output'];
  /** Members: their notifications, newest first, `first` at a time (20 by default, 50 at most) after the cursor. */
  notifications: NotificationPage;
  /** An order its buyer, its seller or its provider may see; null otherwise. */
  order: Maybe<Order>;
  /** Operators: one campaign. */
  promotionCampaign: PromotionCampaign;
  /** Operators: campaigns, newest first, of one state or all. */
  promotionCampaigns: PromotionCampaignPaginator;
  /**
   * The promotions a slot shows now (spec §7): running campaigns of that location, aimed at the
   * category asked for or at none, under their daily cap, heaviest first with a random share.
   * Anyone may ask; an unknown category gives the campaigns aimed at none.
   */
  promotionFetch: Array<Promotion>;
  /** The offers a store owner can ask for, with their day prices. */
  promotionOffers: Array<PromotionOfferInfo>;
  /** Operators: promotion requests of one status, the longest waiting first (PENDING by default). */
  promotionRequests: PromotionRequestPaginator;
  /** A delivery provider's parcels (its account), newest first. */
  providerParcels: OrderPage;
  /** A store's quick replies, for its members. */
  quickReplyList: Array<QuickReply>;
  /** One wilaya, by id or by slug (exactly one of them); null when none matches. */
  region: Maybe<Region>;
  /** The 58 wilayas, by code. */
  regions: Array<Region>;
  /** Members: their saved searches, newest first. */
  savedSearches: Array<SavedSearch>;
  /** Active announcements matching keywords (q) and a filter, with the active category, suggestions and counts. */
  search: SearchResult;
  /** Completions of the search box: known words (prefix and typo tolerant) and categories, in the request's language. */
  searchSuggest: Array<SearchSuggestion>;
  /**
   * A seller's orders, newest first: a store's (its members) or, without storeId, the caller's own
   * as an individual seller. Filters: state, and a day range (from and to included).
   */
  sellerOrders: OrderPage;
  /** The caller's plan, capabilities and the site's current version for a land. */
  siteBuildAccess: SiteBuildAccess;
  /** The published build of the store or market served on a host name; null when none. */
  siteBuildGetByDomain: Maybe<SiteBuild>;
  /** Editors: one build of a land (history entry or blueprint) by its id. */
  siteBuildGetById: Maybe<SiteBuild>;
  /** The published build of a market's site; with draft, its working build (editors only). */
  siteBuildGetByMarket: Maybe<SiteBuild>;
  /** The published build of a store's site; with draft, its working build (editors only). Null when none. */
  siteBuildGetByStore: Maybe<SiteBuild>;
  /** Editors: the land's committed builds, newest first (id is the land's). */
  siteBuildGetHistory: SiteBuildEntryPaginator;
  /** Editors: the land's blueprints, newest first (id is the land's). */
  siteBuildGetSaved: SiteBuildEntryPaginator;
  /** A store by id; null when unknown (or not ACTIVE, unless the caller is a member or an admin). */
  store: Maybe<Store>;
  /**
   * The store's announcements in every status (whoever of its members published them), newest
   * first: for its members, moderators and operators.
   */
  storeAnnouncements: AnnouncementPaginator;
  /** The store served on a host name (standalone store-domain mode); null when none. */
  storeByDomain: Maybe<Store>;
  /** A store's promotion requests, newest first (its members and operators). */
  storePromotionRequests: Array<PromotionRequest>;
  /** Operators: store requests, oldest waiting first (PENDING by default). */
  storeRequests: StoreRequestPaginator;
  /** The store directory: keywords (q) and the filter; official and most followed first. */
  storeSearch: StorePaginator;
  /**
   * A store's daily statistics over all its announcements, and its new followers: for its members,
   * moderators and operators.
   */
  storeStatistics: Statistics;
  /** A member's public profile; null for an unknown, anonymous or suspended account. */
  user: Maybe<User>;
};


/** Root types; every domain extends them in its own file. */
export type QueryAnnouncementCommentListArgs = {
  announcementId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryAnnouncementDetailsArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryAnnouncementReportListArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryAnnouncementStatisticsArgs = {
  id: Scalars['ID']['input'];
  period: StatisticsPeriodInput;
};


/** Root types; every domain extends them in its own file. */
export type QueryAnnouncementSuggestionsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  mediaSize?: InputMaybe<MediaSize>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryAudienceArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  period: StatisticsPeriodInput;
};


/** Root types; every domain extends them in its own file. */
export type QueryCategoryArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryCheckoutArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryCitiesArgs = {
  regionId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryContactMessageArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryContactMessageListArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryContactMessagesArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ContactMessageState>;
  tag?: InputMaybe<ContactMessageTag>;
};


/** Root types; every domain extends them in its own file. */
export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryConversationListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ConversationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryDeliveryOptionsArgs = {
  mode?: InputMaybe<DeliveryMode>;
  regionId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryLandAnnouncementMediaArgs = {
  LaunchType: LaunchType;
  first?: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryLandMediaArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryMarketArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryMenuFetchArgs = {
  menuFilter: MenuFilter;
};


/** Root types; every domain extends them in its own file. */
export type QueryMessageListArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  before?: InputMaybe<Scalars['ID']['input']>;
  conversationId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMessageReportListArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMessageReportThreadArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  reportId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryMessageUnreadCountArgs = {
  storeId?: InputMaybe<Scalars['ID']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryModerationAuditLogArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ModerationAuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryModerationQueueArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ModerationQueueFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryModerationReportsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  target: ModerationReportTarget;
};


/** Root types; every domain extends them in its own file. */
export type QueryModerationUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryModerationUserSearchArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ModerationUserFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<MyAnnouncementsFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyBookmarkedAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  mediaSize?: InputMaybe<MediaSize>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyFollowedStoresArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyLikedAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  mediaSize?: InputMaybe<MediaSize>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyStoreFollowersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryMyViewedAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  mediaSize?: InputMaybe<MediaSize>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryPromotionCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryPromotionCampaignsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<PromotionState>;
};


/** Root types; every domain extends them in its own file. */
export type QueryPromotionFetchArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  location: PromotionLocation;
  maxCount?: InputMaybe<Scalars['Int']['input']>;
  withoutAdSense?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryPromotionRequestsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PromotionRequestStatus>;
};


/** Root types; every domain extends them in its own file. */
export type QueryProviderParcelsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** Root types; every domain extends them in its own file. */
export type QueryQuickReplyListArgs = {
  storeId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryRegionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QuerySearchArgs = {
  filter?: InputMaybe<SearchFilter>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QuerySearchSuggestArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QuerySellerOrdersArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatus>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildAccessArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildGetByDomainArgs = {
  domain: Scalars['String']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildGetByIdArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
  landId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildGetByMarketArgs = {
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  marketId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildGetByStoreArgs = {
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  storeId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildGetHistoryArgs = {
  LaunchType: LaunchType;
  count?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QuerySiteBuildGetSavedArgs = {
  LaunchType: LaunchType;
  count?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryStoreArgs = {
  id: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryStoreAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<StoreAnnouncementsFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  storeId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryStoreByDomainArgs = {
  domain: Scalars['String']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryStorePromotionRequestsArgs = {
  storeId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryStoreRequestsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<StoreRequestStatus>;
};


/** Root types; every domain extends them in its own file. */
export type QueryStoreSearchArgs = {
  filter?: InputMaybe<StoreFilter>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/** Root types; every domain extends them in its own file. */
export type QueryStoreStatisticsArgs = {
  period: StatisticsPeriodInput;
  storeId: Scalars['ID']['input'];
};


/** Root types; every domain extends them in its own file. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** A saved answer of a store, for its members. */
export type QuickReply = {
  __typename?: 'QuickReply';
  id: Scalars['ID']['output'];
  storeId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
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

/** Why someone reports an announcement. */
export type ReportReason =
  | 'IDENTITY_THEFT'
  | 'INAPPROPRIATE'
  | 'SCAM'
  | 'SPAM'
  | 'WRONG_CATEGORY'
  | 'WRONG_PHONE';

/** How many reports give a reason. */
export type ReportReasonCount = {
  __typename?: 'ReportReasonCount';
  count: Scalars['Int']['output'];
  reason: ReportReason;
};

/** A search a member saved, with its alerts. */
export type SavedSearch = {
  __typename?: 'SavedSearch';
  createdAt: Scalars['DateTime']['output'];
  frequency: SavedSearchFrequency;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The portal address of the search (its filters), to open it again. */
  path: Scalars['String']['output'];
};

/** How often a saved search tells its member of new matching announcements. */
export type SavedSearchFrequency =
  /** At most once a day. */
  | 'DAILY'
  /** Within a minute or so of their publication. */
  | 'INSTANT';

export type SavedSearchInput = {
  /** The search's filter, as search takes it (its page and order are not kept). */
  filter: SearchFilter;
  frequency: SavedSearchFrequency;
  /** Up to 80 characters. */
  name: Scalars['String']['input'];
  /** The search's portal address (a path of this site, with its query string). */
  path: Scalars['String']['input'];
  /** The search's words (search's q). */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** The category being searched, how many announcements match, and where they are. */
export type SearchActive = {
  __typename?: 'SearchActive';
  /** Null when no category was asked for, or the one asked for does not exist (the portal's notFound). */
  category: Maybe<Category>;
  count: Scalars['Int']['output'];
  filter: SearchActiveFilter;
};

/**
 * The places that have matching announcements, each with its count. Wilayas are counted without the
 * place conditions (so another one can be picked); communes are those of the chosen wilayas (or of the
 * chosen communes' wilayas), counted without the commune condition; empty until a place is chosen.
 */
export type SearchActiveFilter = {
  __typename?: 'SearchActiveFilter';
  cities: Array<SearchCityFacet>;
  regions: Array<SearchRegionFacet>;
};

/** A category to narrow the search to, with its number of matching announcements. */
export type SearchCategoryCount = {
  __typename?: 'SearchCategoryCount';
  category: Category;
  count: Scalars['Int']['output'];
};

/** A commune with matching announcements. */
export type SearchCityFacet = {
  __typename?: 'SearchCityFacet';
  city: City;
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
};

/**
 * A condition on a category specification (the spec's model): the codename and a value.
 * MULTI_SELECT specifications match when they contain the value, the others when equal.
 * Several values of one key match any of them; different keys must all match.
 */
export type SearchField = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/**
 * A range of a numeric specification (NUMBER or YEAR: annee, kilometrage, superficie...) by its
 * codename. Bounds are whole numbers, included; an empty bound is open; a range with no bound is
 * no condition. A minimum above the maximum, an unknown or non-numeric specification are refused
 * (BAD_USER_INPUT). Announcements without a value for it never match.
 */
export type SearchFieldRange = {
  key: Scalars['String']['input'];
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What to search (spec §3, §5). Loose forms are accepted as the spec says: region and city ids as
 * "alger-16" (the part after the last dash counts), empty keywords as none, an empty price range
 * as none; false booleans set no condition.
 */
export type SearchFilter = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The category (and every category under it), by slug or by id; both must name the same one. */
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Communes: ids or slug-id. Any of them. */
  cityIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only sellers seen in the last 15 minutes. */
  connected?: InputMaybe<Scalars['Boolean']['input']>;
  /** Announcements per page: 48 by default, 1 to 96. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Only announcements with delivery. */
  delivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only announcements whose seller takes an exchange (EXCHANGEABLE or EXCHANGEABLE_ONLY). */
  exchange?: InputMaybe<Scalars['Boolean']['input']>;
  /** Leave out this announcement (the one the same-author list is shown beside). */
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  /** False skips the active category and its facets (page changes, same-author lists). */
  fetchActiveCategory?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ranges of numeric specifications (year, mileage, surface...); all must match. At most 10. */
  fieldRanges?: InputMaybe<Array<SearchFieldRange>>;
  /** Category specification conditions. */
  fields?: InputMaybe<Array<SearchField>>;
  /** Only announcements with pictures. */
  hasPictures?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only announcements with a price. */
  hasPrice?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words searched in titles, descriptions, category names, specification values and places; joined to q. */
  keywords?: InputMaybe<Scalars['String']['input']>;
  /** The picture size of the cards (MEDIUM by default). */
  mediaSize?: InputMaybe<MediaSize>;
  /** The same, under the spec's name. */
  model?: InputMaybe<Array<SearchField>>;
  /** Absent: by relevance mixed with freshness when there are keywords, else by last refresh. */
  orderByField?: InputMaybe<SearchOrderField>;
  origin?: InputMaybe<SearchOrigin>;
  /** 1-based; at most 200. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** In priceUnit when given, else in dinars. Announcements without a price never match a range. */
  priceRange?: InputMaybe<SearchPriceRange>;
  /**
   * The unit of priceRange's bounds (MILLION: 10 000 DA). A per-square unit (UNIT_PER_SQUARE,
   * MILLION_PER_SQUARE) compares with per-square prices only, the others with whole prices only.
   */
  priceUnit?: InputMaybe<PriceUnit>;
  /** Wilayas: ids (16) or slug-id (alger-16). Any of them. */
  regionIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only this store's announcements (a store's site and its listing page). */
  storeId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these stores' announcements (a market's site). */
  storeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only this member's announcements (the same-author list). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Search's order: last refresh (default), creation, or price (announcements with a price only). */
export type SearchOrderField =
  | 'CREATED_AT'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'REFRESHED_AT';

/** Where announcements are sold from. _removed_ is the portal's way of clearing the filter: both. */
export type SearchOrigin =
  | 'INDIVIDUAL'
  | 'STORE'
  | '_removed_';

/** A price range. Empty bounds are open; bounds given the wrong way round are swapped. */
export type SearchPriceRange = {
  max?: InputMaybe<Scalars['Float']['input']>;
  min?: InputMaybe<Scalars['Float']['input']>;
};

/** A wilaya with matching announcements. */
export type SearchRegionFacet = {
  __typename?: 'SearchRegionFacet';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The name in the request's language. */
  name: Scalars['String']['output'];
  region: Region;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Null when fetchActiveCategory is false. */
  active: Maybe<SearchActive>;
  announcements: AnnouncementPaginator;
  /**
   * True when the numbers (total, counts) are estimates: past 1 000 matching announcements of a
   * search with keywords or filters other than category and place, they are extrapolated.
   */
  estimated: Scalars['Boolean']['output'];
  /** The keywords as searched and as they go in the address (slugified, Arabic kept); null for none. */
  keywords: Maybe<Scalars['String']['output']>;
  /** The active category's sub-categories; without a category, the categories with the most matches. */
  suggested: Array<SearchCategoryCount>;
};

/** A completion of what is being typed in the search box. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** Set when the suggestion is a category to open rather than keywords. */
  category: Maybe<Category>;
  /** The keywords to search. */
  text: Scalars['String']['output'];
};

/** A service's duration (spec: service duration types): how long a plan runs before it is renewed. */
export type ServiceDurationType =
  | 'DAY'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** A service param of a land (a store or a market): the site-builder plan is one (site-builder-basic, site-builder-full). */
export type ServiceParam = {
  __typename?: 'ServiceParam';
  code: Scalars['String']['output'];
  value: Maybe<Scalars['String']['output']>;
};

/** A site build (spec §3 SiteBuild): a committed version of a land's site, or a blueprint (saved). */
export type SiteBuild = {
  __typename?: 'SiteBuild';
  /** True when the editor committed it by itself (autosave). */
  autoSave: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The whole document as one value (what the studio edits and commits back). */
  document: Scalars['JSON']['output'];
  footers: Array<Scalars['JSON']['output']>;
  headers: Array<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  landId: Scalars['ID']['output'];
  launchType: LaunchType;
  /** A blueprint's name (null for history entries). */
  name: Maybe<Scalars['String']['output']>;
  pages: Array<SitePage>;
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  queries: Array<SiteQuery>;
  /** True for a blueprint. */
  saved: Scalars['Boolean']['output'];
  /** The version of the document's schema (shared/site); older documents are migrated on read. */
  schemaVersion: Scalars['Int']['output'];
  screenshotUrl: Maybe<Scalars['String']['output']>;
  templateId: Maybe<Scalars['String']['output']>;
  theme: SiteTheme;
  /** The site version this commit made (commits must name the latest as their base); null for a blueprint. */
  version: Maybe<Scalars['Int']['output']>;
};

/** What the caller may do in the editor of a land (spec §6 capability table). */
export type SiteBuildAccess = {
  __typename?: 'SiteBuildAccess';
  /** Capability names allowed: editor, home, theme, props, publish, history, comment, inline-editing, pages, design, blocks, queries. */
  capabilities: Array<Scalars['String']['output']>;
  /** Null when the caller may not edit (no plan, or no right). */
  plan: Maybe<SiteBuildPlan>;
  /** The land's current site version (what the next commit's baseVersion must be). */
  version: Scalars['Int']['output'];
};

/** A history entry or blueprint as listed (spec §3 Blueprint and history entries). */
export type SiteBuildEntry = {
  __typename?: 'SiteBuildEntry';
  autoSave: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** A blueprint's name (null for history entries). */
  name: Maybe<Scalars['String']['output']>;
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  screenshotUrl: Maybe<Scalars['String']['output']>;
  version: Maybe<Scalars['Int']['output']>;
};

/** A page of history entries or blueprints. */
export type SiteBuildEntryPaginator = {
  __typename?: 'SiteBuildEntryPaginator';
  data: Array<SiteBuildEntry>;
  /** The number of pages (spec: paged with a pageCount). */
  pageCount: Scalars['Int']['output'];
  paginatorInfo: PaginatorInfo;
};

/** Tells the open editors of a site what changed. */
export type SiteBuildEvent = {
  __typename?: 'SiteBuildEvent';
  /** Who made the change. */
  authorId: Maybe<Scalars['ID']['output']>;
  autoSave: Scalars['Boolean']['output'];
  /** COMMITTED or PUBLISHED. */
  kind: Scalars['String']['output'];
  landId: Scalars['ID']['output'];
  launchType: LaunchType;
  /** The editor window that made the change (the origin it sent): it ignores its own, other windows of the same member take it. */
  origin: Maybe<Scalars['String']['output']>;
  siteBuildId: Scalars['ID']['output'];
  version: Scalars['Int']['output'];
};

/** The site-builder plan of a land for the caller (spec §4). */
export type SiteBuildPlan =
  | 'BASIC'
  | 'FULL';

/** A picture of a site: the full size and a thumbnail. */
export type SiteImage = {
  __typename?: 'SiteImage';
  full: Scalars['String']['output'];
  thumb: Maybe<Scalars['String']['output']>;
};

/** A page of a site. Types: home, page, search (the announcements list) and single (one announcement). */
export type SitePage = {
  __typename?: 'SitePage';
  backgroundColor: Maybe<Scalars['String']['output']>;
  backgroundImg: Maybe<SiteImage>;
  /** Blocks as stored: {id, type, layout, attrs, blocks}. */
  blocks: Array<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: LocalizedText;
  type: Scalars['String']['output'];
  visible: Scalars['Boolean']['output'];
};

/**
 * A named list of announcements (or stores) a site's data-bound blocks show. Its results are read
 * within the land: a store's own announcements, or a market's stores and theirs.
 */
export type SiteQuery = {
  __typename?: 'SiteQuery';
  /** The list's announcements (type ANNOUNCEMENTS), newest first. */
  announcements: Array<Announcement>;
  cluster: Maybe<SiteQueryCluster>;
  /** The cluster's announcements; empty without a cluster. */
  clusterAnnouncements: Array<Announcement>;
  count: Scalars['Int']['output'];
  filter: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  name: LocalizedText;
  q: Scalars['String']['output'];
  /** The list's stores (type STORES): a market's stores matching q. */
  stores: Array<Store>;
  /** ANNOUNCEMENTS (default) or STORES. */
  type: Scalars['String']['output'];
};


/**
 * A named list of announcements (or stores) a site's data-bound blocks show. Its results are read
 * within the land: a store's own announcements, or a market's stores and theirs.
 */
export type SiteQueryAnnouncementsArgs = {
  mediaSize?: InputMaybe<MediaSize>;
};


/**
 * A named list of announcements (or stores) a site's data-bound blocks show. Its results are read
 * within the land: a store's own announcements, or a market's stores and theirs.
 */
export type SiteQueryClusterAnnouncementsArgs = {
  mediaSize?: InputMaybe<MediaSize>;
};

/** The second list of a site query (a cluster). */
export type SiteQueryCluster = {
  __typename?: 'SiteQueryCluster';
  count: Scalars['Int']['output'];
  filter: Scalars['JSON']['output'];
  name: LocalizedText;
  q: Scalars['String']['output'];
};

/** A site's theme (spec §3: font Default, dark false, colour orange by default). */
export type SiteTheme = {
  __typename?: 'SiteTheme';
  backgroundColor: Maybe<Scalars['String']['output']>;
  backgroundImg: Maybe<SiteImage>;
  color: Scalars['String']['output'];
  dark: Scalars['Boolean']['output'];
  font: Scalars['String']['output'];
};

/** A short line of the card or the header of the page (the main specification values, the place). */
export type SmallDescriptionItem = {
  __typename?: 'SmallDescriptionItem';
  /** The specification it comes from; null for the place. */
  codename: Maybe<Scalars['String']['output']>;
  valueText: Scalars['String']['output'];
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

/** Daily counts over a period, every day present (zeros included), and their sums. */
export type Statistics = {
  __typename?: 'Statistics';
  days: Array<StatisticsDay>;
  from: Scalars['Date']['output'];
  to: Scalars['Date']['output'];
  totals: StatisticsTotals;
};

/**
 * The counts of one Algerian day. Likes and bookmarks are those still given (an unlike deletes the
 * row), by the day they were given; comments those written that day and not deleted.
 */
export type StatisticsDay = {
  __typename?: 'StatisticsDay';
  bookmarks: Scalars['Int']['output'];
  comments: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  /** New followers of the store; null for an announcement. */
  followers: Maybe<Scalars['Int']['output']>;
  /** Times the card was shown in a list (search, feeds), from the tracking pixel. */
  impressions: Scalars['Int']['output'];
  /** Times the card was looked at for 4 s with half of it in view. */
  interests: Scalars['Int']['output'];
  likes: Scalars['Int']['output'];
  phoneReveals: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/**
 * A period of whole days in Algeria's time (Africa/Algiers), first and last included, at most
 * 366 days (STATISTICS_LIMITS.maxDays).
 */
export type StatisticsPeriodInput = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** The sums of a period. */
export type StatisticsTotals = {
  __typename?: 'StatisticsTotals';
  bookmarks: Scalars['Int']['output'];
  comments: Scalars['Int']['output'];
  /** New followers of the store; null for an announcement. */
  followers: Maybe<Scalars['Int']['output']>;
  /** Times the card was shown in a list (search, feeds), from the tracking pixel. */
  impressions: Scalars['Int']['output'];
  /** Times the card was looked at for 4 s with half of it in view. */
  interests: Scalars['Int']['output'];
  likes: Scalars['Int']['output'];
  phoneReveals: Scalars['Int']['output'];
  views: Scalars['Int']['output'];
};

/**
 * A seller's storefront (stores-and-site-builder.md §3 Store). Its members are announcers of its
 * announcements.
 */
export type Store = {
  __typename?: 'Store';
  /**
   * The store card's announcements (spec: the first 4 of page 1, only those with pictures), newest
   * first.
   */
  announcements: Array<Announcement>;
  /** Active announcements of the store. */
  announcementsCount: Scalars['Int']['output'];
  categories: Array<StoreCategory>;
  description: Maybe<Scalars['String']['output']>;
  domainName: Maybe<DomainName>;
  /** When its plan runs out (a store opened from a request); null: no end. Past it the store is EXPIRED until renewed. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  followerCount: Scalars['Int']['output'];
  googleTagManagerId: Maybe<Scalars['String']['output']>;
  /** True when the signed-in caller follows the store; false for visitors. */
  iAmFollowing: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  isOfficial: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  locations: Array<StoreLocation>;
  mainLocation: Maybe<StoreLocation>;
  metaPixelId: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Shown to members of the store and to admins; empty for others. */
  serviceParams: Array<ServiceParam>;
  slug: Scalars['String']['output'];
  status: StoreStatus;
  /** The store's site on the portal: /store/{id}/{slug}/ (or its own domain). */
  url: Scalars['String']['output'];
  /** Members (owners first). Shown to members of the store and to admins; empty for others. */
  users: Array<LandMember>;
  /** When true, the store's announcements show the store (badge and link) rather than the member. */
  viewAsStore: Scalars['Boolean']['output'];
};


/**
 * A seller's storefront (stores-and-site-builder.md §3 Store). Its members are announcers of its
 * announcements.
 */
export type StoreAnnouncementsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  withPictures?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The store studio's announcements list filter. */
export type StoreAnnouncementsFilter = {
  /** Words of the title (each must appear), or a reference (SK00001234). */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Only these statuses; every status when absent. */
  statuses?: InputMaybe<Array<AnnouncementStatus>>;
};

/** A category a store sells in, with its children. */
export type StoreCategory = {
  __typename?: 'StoreCategory';
  children: Array<Category>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  priceUnits: Array<PriceUnit>;
  slug: Scalars['String']['output'];
};

/** Operators: a new store, its first owner and its details. */
export type StoreCreateInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['String']['input']>;
  googleTagManagerId?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  isOfficial?: InputMaybe<Scalars['Boolean']['input']>;
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  mainLocation?: InputMaybe<StoreLocationInput>;
  metaPixelId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  ownerId: Scalars['ID']['input'];
  /** Generated from the name when absent. */
  slug?: InputMaybe<Scalars['String']['input']>;
  viewAsStore?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The store directory's filters (spec §2: keyword, regionId, cityId). */
export type StoreFilter = {
  cityId?: InputMaybe<Scalars['ID']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Only official stores. */
  isOfficial?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  regionId?: InputMaybe<Scalars['ID']['input']>;
  /** A category slug the stores sell in (the directory's {tag}). */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** A member who follows one of the caller's stores. */
export type StoreFollower = {
  __typename?: 'StoreFollower';
  followedAt: Scalars['DateTime']['output'];
  store: Store;
  user: User;
};

export type StoreFollowerPaginator = {
  __typename?: 'StoreFollowerPaginator';
  data: Array<StoreFollower>;
  paginatorInfo: PaginatorInfo;
};

/** A store location with its opening hours and contacts; one of them is the store's main location. */
export type StoreLocation = {
  __typename?: 'StoreLocation';
  emails: Array<Scalars['String']['output']>;
  faxes: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  location: StorePlace;
  phones: Array<StorePhone>;
  socials: Array<StoreSocial>;
  /** Opening hours as the owner wrote them. */
  worktime: Maybe<Scalars['String']['output']>;
};

/** A store location as an operator or owner writes it. */
export type StoreLocationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  faxes?: InputMaybe<Array<Scalars['String']['input']>>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  phones?: InputMaybe<Array<Scalars['String']['input']>>;
  socials?: InputMaybe<Array<StoreSocialInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  worktime?: InputMaybe<Scalars['String']['input']>;
};

/** A page of stores. */
export type StorePaginator = {
  __typename?: 'StorePaginator';
  data: Array<Store>;
  paginatorInfo: PaginatorInfo;
};

/** A phone number of a store location. */
export type StorePhone = {
  __typename?: 'StorePhone';
  phone: Scalars['String']['output'];
};

/** Where a store location is: its address, coordinates and commune. */
export type StorePlace = {
  __typename?: 'StorePlace';
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<City>;
  id: Scalars['ID']['output'];
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  region: Maybe<Region>;
  title: Maybe<Scalars['String']['output']>;
};

/** A store's site-builder plan (spec: BASIC or FULL). */
export type StorePlan =
  | 'BASIC'
  | 'FULL';

/** A member's request for a store, as the member and operators see it. */
export type StoreRequest = {
  __typename?: 'StoreRequest';
  address: Maybe<Scalars['String']['output']>;
  categories: Array<Category>;
  city: Maybe<City>;
  createdAt: Scalars['DateTime']['output'];
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  description: Maybe<Scalars['String']['output']>;
  duration: ServiceDurationType;
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phones: Array<Scalars['String']['output']>;
  plan: StorePlan;
  /** Why an operator refused it. */
  reason: Maybe<Scalars['String']['output']>;
  requester: User;
  status: StoreRequestStatus;
  /** The store opened from it, once approved. */
  store: Maybe<Store>;
};

/** What a member asks for to open a store (/order-store): the store's details, a plan and its duration. */
export type StoreRequestInput = {
  /** One to five categories the store sells in. */
  categoryIds: Array<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  duration: ServiceDurationType;
  /** The logo: the address of a picture uploaded by the member (POST /media). */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The main location: its commune (cityId) and address, and at least one phone. */
  mainLocation: StoreLocationInput;
  name: Scalars['String']['input'];
  plan: StorePlan;
};

export type StoreRequestPaginator = {
  __typename?: 'StoreRequestPaginator';
  data: Array<StoreRequest>;
  paginatorInfo: PaginatorInfo;
};

export type StoreRequestStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REFUSED';

/** A social link of a store. */
export type StoreSocial = {
  __typename?: 'StoreSocial';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type StoreSocialInput = {
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/**
 * A store's status. The spec shows no values; ours: ACTIVE (shown), DISABLED (taken down by an
 * operator; its announcements are hidden as DISABLED_STORE) and EXPIRED (its subscription ran out;
 * EXPIRED_STORE).
 */
export type StoreStatus =
  | 'ACTIVE'
  | 'DISABLED'
  | 'EXPIRED';

/** Changes to a store; an absent field is kept. Owners may change these of their own store; operators any. */
export type StoreUpdateInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Operators only. */
  domain?: InputMaybe<Scalars['String']['input']>;
  googleTagManagerId?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Operators only. */
  isOfficial?: InputMaybe<Scalars['Boolean']['input']>;
  /** Operators only. */
  isVerified?: InputMaybe<Scalars['Boolean']['input']>;
  mainLocation?: InputMaybe<StoreLocationInput>;
  metaPixelId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Operators only. */
  status?: InputMaybe<StoreStatus>;
  viewAsStore?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The other side of one of the caller's conversations is writing. */
  conversationTyping: ConversationTyping;
  /** Read and delivered marks, archives, blocks and deletions on the caller's conversations. */
  conversationUpdated: ConversationUpdate;
  /**
   * New messages in the caller's conversations (or their store's with storeId). With after (the
   * last message id the client holds), the messages it missed come first, then the live ones.
   */
  messageReceived: Message;
  /** Moderators: the queue's changes, as they happen. */
  moderationQueueChanged: ModerationQueueEvent;
  /** Members: their new notifications, live. */
  notificationAdded: Notification;
  /** Editors of a land: a build was committed or published by another open editor (or the same). */
  siteBuildChanged: SiteBuildEvent;
};


export type SubscriptionConversationTypingArgs = {
  storeId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionConversationUpdatedArgs = {
  storeId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionMessageReceivedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  storeId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionSiteBuildChangedArgs = {
  LaunchType: LaunchType;
  id: Scalars['ID']['input'];
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
  /** When the account was created (the member profile's "member since"). */
  memberSince: Scalars['DateTime']['output'];
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

/** What the signed-in member did with an announcement; both false for visitors. */
export type UserReaction = {
  __typename?: 'UserReaction';
  isBookmarked: Scalars['Boolean']['output'];
  isLiked: Scalars['Boolean']['output'];
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

/**
 * What a moderator sets: LOCKED while validating (the content is frozen), PUBLISHED to validate
 * (VALIDATED_QUEUED instead when the owner is at the category's maximum), DISABLED to refuse.
 */
export type ValidationStatus =
  | 'DISABLED'
  | 'LOCKED'
  | 'PUBLISHED';



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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  PromotionTarget:
    | ( AnnouncementModel )
    | ( StoreModel )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Announcement: ResolverTypeWrapper<AnnouncementModel>;
  AnnouncementBookmarkStatus: ResolverTypeWrapper<AnnouncementBookmarkStatus>;
  AnnouncementChangelogEntry: ResolverTypeWrapper<ChangelogEntryModel>;
  AnnouncementDraft: ResolverTypeWrapper<AnnouncementDraftModel>;
  AnnouncementInput: AnnouncementInput;
  AnnouncementLikeStatus: ResolverTypeWrapper<AnnouncementLikeStatus>;
  AnnouncementLocation: ResolverTypeWrapper<AnnouncementLocationModel>;
  AnnouncementPaginator: ResolverTypeWrapper<Omit<AnnouncementPaginator, 'data'> & { data: Array<ResolversTypes['Announcement']> }>;
  AnnouncementPhone: ResolverTypeWrapper<AnnouncementPhoneModel>;
  AnnouncementPhoneInput: AnnouncementPhoneInput;
  AnnouncementReport: ResolverTypeWrapper<Omit<AnnouncementReport, 'announcement' | 'reporter'> & { announcement: ResolversTypes['Announcement'], reporter: ResolversTypes['User'] }>;
  AnnouncementReportPaginator: ResolverTypeWrapper<Omit<AnnouncementReportPaginator, 'data'> & { data: Array<ResolversTypes['AnnouncementReport']> }>;
  AnnouncementSpec: ResolverTypeWrapper<AnnouncementSpecModel>;
  AnnouncementSpecInput: AnnouncementSpecInput;
  AnnouncementStatus: AnnouncementStatus;
  AnnouncementVariant: ResolverTypeWrapper<AnnouncementVariantModel>;
  AnnouncementVariantInput: AnnouncementVariantInput;
  Audience: ResolverTypeWrapper<Audience>;
  AudiencePage: ResolverTypeWrapper<AudiencePage>;
  AuthCode: ResolverTypeWrapper<AuthCode>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartGroup: ResolverTypeWrapper<CartGroupModel>;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategorySpecification: ResolverTypeWrapper<CategorySpecificationModel>;
  ChangelogAction: ChangelogAction;
  Checkout: ResolverTypeWrapper<Omit<Checkout, 'orders' | 'payment'> & { orders: Array<ResolversTypes['Order']>, payment?: Maybe<ResolversTypes['Payment']> }>;
  CheckoutInput: CheckoutInput;
  City: ResolverTypeWrapper<CityModel>;
  Comment: ResolverTypeWrapper<CommentModel>;
  CommentPaginator: ResolverTypeWrapper<Omit<CommentPaginator, 'data'> & { data: Array<ResolversTypes['Comment']> }>;
  CommentReactionType: CommentReactionType;
  ContactMessage: ResolverTypeWrapper<ContactMessageModel>;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePaginator: ResolverTypeWrapper<Omit<ContactMessagePaginator, 'data'> & { data: Array<ResolversTypes['ContactMessage']> }>;
  ContactMessageState: ContactMessageState;
  ContactMessageTag: ContactMessageTag;
  ContactReply: ResolverTypeWrapper<ContactReplyModel>;
  Conversation: ResolverTypeWrapper<ConversationModel>;
  ConversationChange: ConversationChange;
  ConversationFilter: ConversationFilter;
  ConversationPage: ResolverTypeWrapper<Omit<ConversationPage, 'data'> & { data: Array<ResolversTypes['Conversation']> }>;
  ConversationParty: ResolverTypeWrapper<PartyModel>;
  ConversationStartInput: ConversationStartInput;
  ConversationType: ConversationType;
  ConversationTyping: ResolverTypeWrapper<ConversationTyping>;
  ConversationUpdate: ResolverTypeWrapper<ConversationUpdate>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryDurationUnit: DeliveryDurationUnit;
  DeliveryMode: DeliveryMode;
  DeliveryOption: ResolverTypeWrapper<DeliveryOptionModel>;
  DeliveryProvider: ResolverTypeWrapper<DeliveryProviderModel>;
  DeliveryProviderGrid: ResolverTypeWrapper<Omit<DeliveryProviderGrid, 'provider'> & { provider: ResolversTypes['DeliveryProvider'] }>;
  DeliveryType: DeliveryType;
  DomainName: ResolverTypeWrapper<DomainName>;
  ExchangeType: ExchangeType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternetServiceProvider: InternetServiceProvider;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LandMember: ResolverTypeWrapper<LandMemberModel>;
  LaunchType: LaunchType;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  Market: ResolverTypeWrapper<MarketModel>;
  MarketCreateInput: MarketCreateInput;
  MarketUpdateInput: MarketUpdateInput;
  Media: ResolverTypeWrapper<MediaModel>;
  MediaSize: MediaSize;
  MemberDeleteReason: MemberDeleteReason;
  MenuEntry: ResolverTypeWrapper<MenuEntryModel>;
  MenuFilter: MenuFilter;
  MenuIcon: ResolverTypeWrapper<MenuIcon>;
  MenuTarget: ResolverTypeWrapper<MenuTargetModel>;
  MenuType: MenuType;
  Message: ResolverTypeWrapper<MessageModel>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'data'> & { data: Array<ResolversTypes['Message']> }>;
  MessageReport: ResolverTypeWrapper<MessageReportModel>;
  MessageReportDecision: MessageReportDecision;
  MessageReportReason: MessageReportReason;
  MessageStatus: MessageStatus;
  ModerationAuditAction: ModerationAuditAction;
  ModerationAuditEntry: ResolverTypeWrapper<AuditEntryModel>;
  ModerationAuditFilter: ModerationAuditFilter;
  ModerationAuditPage: ResolverTypeWrapper<Omit<ModerationAuditPage, 'data'> & { data: Array<ResolversTypes['ModerationAuditEntry']> }>;
  ModerationAuditTarget: ModerationAuditTarget;
  ModerationQueueEntry: ResolverTypeWrapper<QueueEntryModel>;
  ModerationQueueEvent: ResolverTypeWrapper<ModerationQueueEvent>;
  ModerationQueueEventKind: ModerationQueueEventKind;
  ModerationQueueFilter: ModerationQueueFilter;
  ModerationQueuePage: ResolverTypeWrapper<Omit<ModerationQueuePage, 'data'> & { data: Array<ResolversTypes['ModerationQueueEntry']> }>;
  ModerationReportAction: ModerationReportAction;
  ModerationReportGroup: ResolverTypeWrapper<ReportGroupModel>;
  ModerationReportGroupPage: ResolverTypeWrapper<Omit<ModerationReportGroupPage, 'data'> & { data: Array<ResolversTypes['ModerationReportGroup']> }>;
  ModerationReportTarget: ModerationReportTarget;
  ModerationStats: ResolverTypeWrapper<ModerationStats>;
  ModerationUser: ResolverTypeWrapper<ModerationUserModel>;
  ModerationUserFilter: ModerationUserFilter;
  ModerationUserPage: ResolverTypeWrapper<Omit<ModerationUserPage, 'data'> & { data: Array<ResolversTypes['ModerationUser']> }>;
  ModerationUserReport: ResolverTypeWrapper<UserReportModel>;
  ModerationUserReportPage: ResolverTypeWrapper<Omit<ModerationUserReportPage, 'data'> & { data: Array<ResolversTypes['ModerationUserReport']> }>;
  ModeratorDeleteReason: ModeratorDeleteReason;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyAnnouncementsFilter: MyAnnouncementsFilter;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationChannel: NotificationChannel;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'data'> & { data: Array<ResolversTypes['Notification']> }>;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAction: OrderAction;
  OrderActor: OrderActor;
  OrderEvent: ResolverTypeWrapper<OrderEventModel>;
  OrderItem: ResolverTypeWrapper<OrderItemModel>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'data'> & { data: Array<ResolversTypes['Order']> }>;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderStatus: OrderStatus;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  Payment: ResolverTypeWrapper<PaymentModel>;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  Permission: ResolverTypeWrapper<Permission>;
  PriceType: PriceType;
  PriceUnit: PriceUnit;
  Promotion: ResolverTypeWrapper<PromotionModel>;
  PromotionCampaign: ResolverTypeWrapper<PromotionModel>;
  PromotionCampaignInput: PromotionCampaignInput;
  PromotionCampaignPaginator: ResolverTypeWrapper<Omit<PromotionCampaignPaginator, 'data'> & { data: Array<ResolversTypes['PromotionCampaign']> }>;
  PromotionCampaignVisual: ResolverTypeWrapper<PromotionVisualRow>;
  PromotionDay: ResolverTypeWrapper<PromotionDay>;
  PromotionDevice: PromotionDevice;
  PromotionFigures: ResolverTypeWrapper<PromotionFiguresModel>;
  PromotionLocation: PromotionLocation;
  PromotionMedia: ResolverTypeWrapper<PromotionVisualRow>;
  PromotionMediaKind: PromotionMediaKind;
  PromotionOffer: PromotionOffer;
  PromotionOfferInfo: ResolverTypeWrapper<PromotionOfferInfo>;
  PromotionRequest: ResolverTypeWrapper<PromotionRequestModel>;
  PromotionRequestInput: PromotionRequestInput;
  PromotionRequestPaginator: ResolverTypeWrapper<Omit<PromotionRequestPaginator, 'data'> & { data: Array<ResolversTypes['PromotionRequest']> }>;
  PromotionRequestStatus: PromotionRequestStatus;
  PromotionState: PromotionState;
  PromotionTarget: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PromotionTarget']>;
  PromotionTargetType: PromotionTargetType;
  PromotionVisual: ResolverTypeWrapper<PromotionVisualRow>;
  PromotionVisualInput: PromotionVisualInput;
  PushPlatform: PushPlatform;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickReply: ResolverTypeWrapper<QuickReplyModel>;
  Region: ResolverTypeWrapper<RegionModel>;
  ReportReason: ReportReason;
  ReportReasonCount: ResolverTypeWrapper<ReportReasonCount>;
  SavedSearch: ResolverTypeWrapper<SavedSearchModel>;
  SavedSearchFrequency: SavedSearchFrequency;
  SavedSearchInput: SavedSearchInput;
  SearchActive: ResolverTypeWrapper<SearchActiveModel>;
  SearchActiveFilter: ResolverTypeWrapper<Omit<SearchActiveFilter, 'cities' | 'regions'> & { cities: Array<ResolversTypes['SearchCityFacet']>, regions: Array<ResolversTypes['SearchRegionFacet']> }>;
  SearchCategoryCount: ResolverTypeWrapper<Omit<SearchCategoryCount, 'category'> & { category: ResolversTypes['Category'] }>;
  SearchCityFacet: ResolverTypeWrapper<CityFacetModel>;
  SearchField: SearchField;
  SearchFieldRange: SearchFieldRange;
  SearchFilter: SearchFilter;
  SearchOrderField: SearchOrderField;
  SearchOrigin: SearchOrigin;
  SearchPriceRange: SearchPriceRange;
  SearchRegionFacet: ResolverTypeWrapper<RegionFacetModel>;
  SearchResult: ResolverTypeWrapper<SearchResultModel>;
  SearchSuggestion: ResolverTypeWrapper<Omit<SearchSuggestion, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  ServiceDurationType: ServiceDurationType;
  ServiceParam: ResolverTypeWrapper<ServiceParam>;
  SiteBuild: ResolverTypeWrapper<SiteBuildModel>;
  SiteBuildAccess: ResolverTypeWrapper<SiteBuildAccess>;
  SiteBuildEntry: ResolverTypeWrapper<SiteBuildEntry>;
  SiteBuildEntryPaginator: ResolverTypeWrapper<SiteBuildEntryPaginator>;
  SiteBuildEvent: ResolverTypeWrapper<SiteBuildEvent>;
  SiteBuildPlan: SiteBuildPlan;
  SiteImage: ResolverTypeWrapper<SiteImage>;
  SitePage: ResolverTypeWrapper<SitePageModel>;
  SiteQuery: ResolverTypeWrapper<SiteQueryModel>;
  SiteQueryCluster: ResolverTypeWrapper<SiteQueryCluster>;
  SiteTheme: ResolverTypeWrapper<SiteTheme>;
  SmallDescriptionItem: ResolverTypeWrapper<SmallDescriptionItem>;
  Specification: ResolverTypeWrapper<SpecificationModel>;
  SpecificationDataset: ResolverTypeWrapper<SpecificationDatasetModel>;
  SpecificationType: SpecificationType;
  Statistics: ResolverTypeWrapper<Statistics>;
  StatisticsDay: ResolverTypeWrapper<StatisticsDay>;
  StatisticsPeriodInput: StatisticsPeriodInput;
  StatisticsTotals: ResolverTypeWrapper<StatisticsTotals>;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreAnnouncementsFilter: StoreAnnouncementsFilter;
  StoreCategory: ResolverTypeWrapper<CategoryModel>;
  StoreCreateInput: StoreCreateInput;
  StoreFilter: StoreFilter;
  StoreFollower: ResolverTypeWrapper<StoreFollowerModel>;
  StoreFollowerPaginator: ResolverTypeWrapper<Omit<StoreFollowerPaginator, 'data'> & { data: Array<ResolversTypes['StoreFollower']> }>;
  StoreLocation: ResolverTypeWrapper<StoreLocationModel>;
  StoreLocationInput: StoreLocationInput;
  StorePaginator: ResolverTypeWrapper<Omit<StorePaginator, 'data'> & { data: Array<ResolversTypes['Store']> }>;
  StorePhone: ResolverTypeWrapper<StorePhone>;
  StorePlace: ResolverTypeWrapper<Omit<StorePlace, 'city' | 'region'> & { city?: Maybe<ResolversTypes['City']>, region?: Maybe<ResolversTypes['Region']> }>;
  StorePlan: StorePlan;
  StoreRequest: ResolverTypeWrapper<StoreRequestModel>;
  StoreRequestInput: StoreRequestInput;
  StoreRequestPaginator: ResolverTypeWrapper<Omit<StoreRequestPaginator, 'data'> & { data: Array<ResolversTypes['StoreRequest']> }>;
  StoreRequestStatus: StoreRequestStatus;
  StoreSocial: ResolverTypeWrapper<StoreSocial>;
  StoreSocialInput: StoreSocialInput;
  StoreStatus: StoreStatus;
  StoreUpdateInput: StoreUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Translations: ResolverTypeWrapper<Translations>;
  User: ResolverTypeWrapper<UserModel>;
  UserProfileInput: UserProfileInput;
  UserReaction: ResolverTypeWrapper<UserReaction>;
  UserRegisterInput: UserRegisterInput;
  ValidationStatus: ValidationStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Announcement: AnnouncementModel;
  AnnouncementBookmarkStatus: AnnouncementBookmarkStatus;
  AnnouncementChangelogEntry: ChangelogEntryModel;
  AnnouncementDraft: AnnouncementDraftModel;
  AnnouncementInput: AnnouncementInput;
  AnnouncementLikeStatus: AnnouncementLikeStatus;
  AnnouncementLocation: AnnouncementLocationModel;
  AnnouncementPaginator: Omit<AnnouncementPaginator, 'data'> & { data: Array<ResolversParentTypes['Announcement']> };
  AnnouncementPhone: AnnouncementPhoneModel;
  AnnouncementPhoneInput: AnnouncementPhoneInput;
  AnnouncementReport: Omit<AnnouncementReport, 'announcement' | 'reporter'> & { announcement: ResolversParentTypes['Announcement'], reporter: ResolversParentTypes['User'] };
  AnnouncementReportPaginator: Omit<AnnouncementReportPaginator, 'data'> & { data: Array<ResolversParentTypes['AnnouncementReport']> };
  AnnouncementSpec: AnnouncementSpecModel;
  AnnouncementSpecInput: AnnouncementSpecInput;
  AnnouncementVariant: AnnouncementVariantModel;
  AnnouncementVariantInput: AnnouncementVariantInput;
  Audience: Audience;
  AudiencePage: AudiencePage;
  AuthCode: AuthCode;
  Boolean: Scalars['Boolean']['output'];
  Cart: CartModel;
  CartGroup: CartGroupModel;
  CartItem: CartItemModel;
  Category: CategoryModel;
  CategorySpecification: CategorySpecificationModel;
  Checkout: Omit<Checkout, 'orders' | 'payment'> & { orders: Array<ResolversParentTypes['Order']>, payment?: Maybe<ResolversParentTypes['Payment']> };
  CheckoutInput: CheckoutInput;
  City: CityModel;
  Comment: CommentModel;
  CommentPaginator: Omit<CommentPaginator, 'data'> & { data: Array<ResolversParentTypes['Comment']> };
  ContactMessage: ContactMessageModel;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePaginator: Omit<ContactMessagePaginator, 'data'> & { data: Array<ResolversParentTypes['ContactMessage']> };
  ContactReply: ContactReplyModel;
  Conversation: ConversationModel;
  ConversationFilter: ConversationFilter;
  ConversationPage: Omit<ConversationPage, 'data'> & { data: Array<ResolversParentTypes['Conversation']> };
  ConversationParty: PartyModel;
  ConversationStartInput: ConversationStartInput;
  ConversationTyping: ConversationTyping;
  ConversationUpdate: ConversationUpdate;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeliveryOption: DeliveryOptionModel;
  DeliveryProvider: DeliveryProviderModel;
  DeliveryProviderGrid: Omit<DeliveryProviderGrid, 'provider'> & { provider: ResolversParentTypes['DeliveryProvider'] };
  DomainName: DomainName;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LandMember: LandMemberModel;
  LocalizedText: LocalizedText;
  Market: MarketModel;
  MarketCreateInput: MarketCreateInput;
  MarketUpdateInput: MarketUpdateInput;
  Media: MediaModel;
  MenuEntry: MenuEntryModel;
  MenuFilter: MenuFilter;
  MenuIcon: MenuIcon;
  MenuTarget: MenuTargetModel;
  Message: MessageModel;
  MessagePage: Omit<MessagePage, 'data'> & { data: Array<ResolversParentTypes['Message']> };
  MessageReport: MessageReportModel;
  ModerationAuditEntry: AuditEntryModel;
  ModerationAuditFilter: ModerationAuditFilter;
  ModerationAuditPage: Omit<ModerationAuditPage, 'data'> & { data: Array<ResolversParentTypes['ModerationAuditEntry']> };
  ModerationQueueEntry: QueueEntryModel;
  ModerationQueueEvent: ModerationQueueEvent;
  ModerationQueueFilter: ModerationQueueFilter;
  ModerationQueuePage: Omit<ModerationQueuePage, 'data'> & { data: Array<ResolversParentTypes['ModerationQueueEntry']> };
  ModerationReportGroup: ReportGroupModel;
  ModerationReportGroupPage: Omit<ModerationReportGroupPage, 'data'> & { data: Array<ResolversParentTypes['ModerationReportGroup']> };
  ModerationStats: ModerationStats;
  ModerationUser: ModerationUserModel;
  ModerationUserFilter: ModerationUserFilter;
  ModerationUserPage: Omit<ModerationUserPage, 'data'> & { data: Array<ResolversParentTypes['ModerationUser']> };
  ModerationUserReport: UserReportModel;
  ModerationUserReportPage: Omit<ModerationUserReportPage, 'data'> & { data: Array<ResolversParentTypes['ModerationUserReport']> };
  Mutation: Record<PropertyKey, never>;
  MyAnnouncementsFilter: MyAnnouncementsFilter;
  Notification: NotificationModel;
  NotificationPage: Omit<NotificationPage, 'data'> & { data: Array<ResolversParentTypes['Notification']> };
  NotificationPreference: NotificationPreference;
  NotificationSettings: NotificationSettings;
  Order: OrderModel;
  OrderEvent: OrderEventModel;
  OrderItem: OrderItemModel;
  OrderPage: Omit<OrderPage, 'data'> & { data: Array<ResolversParentTypes['Order']> };
  PaginatorInfo: PaginatorInfo;
  Payment: PaymentModel;
  Permission: Permission;
  Promotion: PromotionModel;
  PromotionCampaign: PromotionModel;
  PromotionCampaignInput: PromotionCampaignInput;
  PromotionCampaignPaginator: Omit<PromotionCampaignPaginator, 'data'> & { data: Array<ResolversParentTypes['PromotionCampaign']> };
  PromotionCampaignVisual: PromotionVisualRow;
  PromotionDay: PromotionDay;
  PromotionFigures: PromotionFiguresModel;
  PromotionMedia: PromotionVisualRow;
  PromotionOfferInfo: PromotionOfferInfo;
  PromotionRequest: PromotionRequestModel;
  PromotionRequestInput: PromotionRequestInput;
  PromotionRequestPaginator: Omit<PromotionRequestPaginator, 'data'> & { data: Array<ResolversParentTypes['PromotionRequest']> };
  PromotionTarget: ResolversUnionTypes<ResolversParentTypes>['PromotionTarget'];
  PromotionVisual: PromotionVisualRow;
  PromotionVisualInput: PromotionVisualInput;
  Query: Record<PropertyKey, never>;
  QuickReply: QuickReplyModel;
  Region: RegionModel;
  ReportReasonCount: ReportReasonCount;
  SavedSearch: SavedSearchModel;
  SavedSearchInput: SavedSearchInput;
  SearchActive: SearchActiveModel;
  SearchActiveFilter: Omit<SearchActiveFilter, 'cities' | 'regions'> & { cities: Array<ResolversParentTypes['SearchCityFacet']>, regions: Array<ResolversParentTypes['SearchRegionFacet']> };
  SearchCategoryCount: Omit<SearchCategoryCount, 'category'> & { category: ResolversParentTypes['Category'] };
  SearchCityFacet: CityFacetModel;
  SearchField: SearchField;
  SearchFieldRange: SearchFieldRange;
  SearchFilter: SearchFilter;
  SearchPriceRange: SearchPriceRange;
  SearchRegionFacet: RegionFacetModel;
  SearchResult: SearchResultModel;
  SearchSuggestion: Omit<SearchSuggestion, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  ServiceParam: ServiceParam;
  SiteBuild: SiteBuildModel;
  SiteBuildAccess: SiteBuildAccess;
  SiteBuildEntry: SiteBuildEntry;
  SiteBuildEntryPaginator: SiteBuildEntryPaginator;
  SiteBuildEvent: SiteBuildEvent;
  SiteImage: SiteImage;
  SitePage: SitePageModel;
  SiteQuery: SiteQueryModel;
  SiteQueryCluster: SiteQueryCluster;
  SiteTheme: SiteTheme;
  SmallDescriptionItem: SmallDescriptionItem;
  Specification: SpecificationModel;
  SpecificationDataset: SpecificationDatasetModel;
  Statistics: Statistics;
  StatisticsDay: StatisticsDay;
  StatisticsPeriodInput: StatisticsPeriodInput;
  StatisticsTotals: StatisticsTotals;
  Store: StoreModel;
  StoreAnnouncementsFilter: StoreAnnouncementsFilter;
  StoreCategory: CategoryModel;
  StoreCreateInput: StoreCreateInput;
  StoreFilter: StoreFilter;
  StoreFollower: StoreFollowerModel;
  StoreFollowerPaginator: Omit<StoreFollowerPaginator, 'data'> & { data: Array<ResolversParentTypes['StoreFollower']> };
  StoreLocation: StoreLocationModel;
  StoreLocationInput: StoreLocationInput;
  StorePaginator: Omit<StorePaginator, 'data'> & { data: Array<ResolversParentTypes['Store']> };
  StorePhone: StorePhone;
  StorePlace: Omit<StorePlace, 'city' | 'region'> & { city?: Maybe<ResolversParentTypes['City']>, region?: Maybe<ResolversParentTypes['Region']> };
  StoreRequest: StoreRequestModel;
  StoreRequestInput: StoreRequestInput;
  StoreRequestPaginator: Omit<StoreRequestPaginator, 'data'> & { data: Array<ResolversParentTypes['StoreRequest']> };
  StoreSocial: StoreSocial;
  StoreSocialInput: StoreSocialInput;
  StoreUpdateInput: StoreUpdateInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Translations: Translations;
  User: UserModel;
  UserProfileInput: UserProfileInput;
  UserReaction: UserReaction;
  UserRegisterInput: UserRegisterInput;
};

export type AnnouncementResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  announcerPhones?: Resolver<Array<ResolversTypes['AnnouncementPhone']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  changelog?: Resolver<Array<ResolversTypes['AnnouncementChangelogEntry']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  defaultMedia?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType, Partial<AnnouncementDefaultMediaArgs>>;
  deleteReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<Maybe<ResolversTypes['DeliveryType']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeType?: Resolver<ResolversTypes['ExchangeType'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstCreatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hasDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasVariants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCommentEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFromStore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['AnnouncementLocation']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, Partial<AnnouncementMediasArgs>>;
  messengerLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noAdsense?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oldPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  oldPricePreview?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderExternalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricePreview?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceType?: Resolver<Maybe<ResolversTypes['PriceType']>, ParentType, ContextType>;
  priceUnit?: Resolver<ResolversTypes['PriceUnit'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  revealedPhones?: Resolver<Maybe<Array<ResolversTypes['AnnouncementPhone']>>, ParentType, ContextType>;
  showAnalytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smallDescription?: Resolver<Array<ResolversTypes['SmallDescriptionItem']>, ParentType, ContextType>;
  specs?: Resolver<Array<ResolversTypes['AnnouncementSpec']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnnouncementStatus'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  street_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userReaction?: Resolver<ResolversTypes['UserReaction'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['AnnouncementVariant']>, ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AnnouncementBookmarkStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementBookmarkStatus'] = ResolversParentTypes['AnnouncementBookmarkStatus']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AnnouncementChangelogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementChangelogEntry'] = ResolversParentTypes['AnnouncementChangelogEntry']> = {
  action?: Resolver<ResolversTypes['ChangelogAction'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusFrom?: Resolver<Maybe<ResolversTypes['AnnouncementStatus']>, ParentType, ContextType>;
  statusTo?: Resolver<ResolversTypes['AnnouncementStatus'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AnnouncementDraftResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementDraft'] = ResolversParentTypes['AnnouncementDraft']> = {
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type AnnouncementLikeStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementLikeStatus'] = ResolversParentTypes['AnnouncementLikeStatus']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AnnouncementLocationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementLocation'] = ResolversParentTypes['AnnouncementLocation']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type AnnouncementPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementPaginator'] = ResolversParentTypes['AnnouncementPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type AnnouncementPhoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementPhone'] = ResolversParentTypes['AnnouncementPhone']> = {
  hasTelegram?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasViber?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasWhatsapp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneExt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnnouncementReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementReport'] = ResolversParentTypes['AnnouncementReport']> = {
  announcement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  reporter?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AnnouncementReportPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementReportPaginator'] = ResolversParentTypes['AnnouncementReportPaginator']> = {
  data?: Resolver<Array<ResolversTypes['AnnouncementReport']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type AnnouncementSpecResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementSpec'] = ResolversParentTypes['AnnouncementSpec']> = {
  specification?: Resolver<ResolversTypes['Specification'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnnouncementVariantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnnouncementVariant'] = ResolversParentTypes['AnnouncementVariant']> = {
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  oldPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  oldPricePreview?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricePreview?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['AnnouncementSpec']>, ParentType, ContextType>;
};

export type AudienceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Audience'] = ResolversParentTypes['Audience']> = {
  pages?: Resolver<Array<ResolversTypes['AudiencePage']>, ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudiencePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AudiencePage'] = ResolversParentTypes['AudiencePage']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthCode'] = ResolversParentTypes['AuthCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['CartGroup']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartGroup'] = ResolversParentTypes['CartGroup']> = {
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  announcement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
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
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
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

export type CheckoutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
};

export type CityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dislikesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iReported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userReaction?: Resolver<Maybe<ResolversTypes['CommentReactionType']>, ParentType, ContextType>;
};

export type CommentPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CommentPaginator'] = ResolversParentTypes['CommentPaginator']> = {
  data?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ContactMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['ContactReply']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ContactMessageState'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['ContactMessageTag'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ContactMessagePaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessagePaginator'] = ResolversParentTypes['ContactMessagePaginator']> = {
  data?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ContactReplyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactReply'] = ResolversParentTypes['ContactReply']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockedBy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counterpart?: Resolver<ResolversTypes['ConversationParty'], ParentType, ContextType>;
  counterpartLastDeliveredId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  counterpartLastReadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['ConversationParty'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConversationType'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  data?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConversationPartyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConversationParty'] = ResolversParentTypes['ConversationParty']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConversationType'], ParentType, ContextType>;
};

export type ConversationTypingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConversationTyping'] = ResolversParentTypes['ConversationTyping']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationUpdateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConversationUpdate'] = ResolversParentTypes['ConversationUpdate']> = {
  change?: Resolver<ResolversTypes['ConversationChange'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  party?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryOption'] = ResolversParentTypes['DeliveryOption']> = {
  delayMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delayMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delayUnit?: Resolver<ResolversTypes['DeliveryDurationUnit'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['DeliveryMode'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['DeliveryProvider'], ParentType, ContextType>;
};

export type DeliveryProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryProvider'] = ResolversParentTypes['DeliveryProvider']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryProviderGridResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryProviderGrid'] = ResolversParentTypes['DeliveryProviderGrid']> = {
  provider?: Resolver<ResolversTypes['DeliveryProvider'], ParentType, ContextType>;
  rateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DomainNameResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DomainName'] = ResolversParentTypes['DomainName']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LandMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LandMember'] = ResolversParentTypes['LandMember']> = {
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  ar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Market'] = ResolversParentTypes['Market']> = {
  descreption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googleTagManagerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaPixelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metakeywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceParams?: Resolver<Array<ResolversTypes['ServiceParam']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['LandMember']>, ParentType, ContextType>;
};

export type MediaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

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

export type MessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  senderFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  data?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MessageReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessageReport'] = ResolversParentTypes['MessageReport']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['MessageReportReason'], ParentType, ContextType>;
  reporterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModerationAuditEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationAuditEntry'] = ResolversParentTypes['ModerationAuditEntry']> = {
  action?: Resolver<ResolversTypes['ModerationAuditAction'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  moderator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerationAuditPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationAuditPage'] = ResolversParentTypes['ModerationAuditPage']> = {
  data?: Resolver<Array<ResolversTypes['ModerationAuditEntry']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ModerationQueueEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationQueueEntry'] = ResolversParentTypes['ModerationQueueEntry']> = {
  announcement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType>;
  lockExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lockedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  waitingSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ModerationQueueEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationQueueEvent'] = ResolversParentTypes['ModerationQueueEvent']> = {
  announcementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ModerationQueueEventKind'], ParentType, ContextType>;
  moderatorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ModerationQueuePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationQueuePage'] = ResolversParentTypes['ModerationQueuePage']> = {
  data?: Resolver<Array<ResolversTypes['ModerationQueueEntry']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ModerationReportGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationReportGroup'] = ResolversParentTypes['ModerationReportGroup']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstReportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastReportedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ReportReasonCount']>, ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['ModerationUserReport']>, ParentType, ContextType, RequireFields<ModerationReportGroupReportsArgs, 'first'>>;
  target?: Resolver<ResolversTypes['ModerationReportTarget'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ModerationReportGroupPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationReportGroupPage'] = ResolversParentTypes['ModerationReportGroupPage']> = {
  data?: Resolver<Array<ResolversTypes['ModerationReportGroup']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ModerationStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationStats'] = ResolversParentTypes['ModerationStats']> = {
  decisionsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myDecisionsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myLocked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldestWaitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  queueSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModerationUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationUser'] = ResolversParentTypes['ModerationUser']> = {
  announcementCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  announcements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType, RequireFields<ModerationUserAnnouncementsArgs, 'count' | 'page'>>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  openReportsAgainst?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportsAgainst?: Resolver<ResolversTypes['ModerationUserReportPage'], ParentType, ContextType, RequireFields<ModerationUserReportsAgainstArgs, 'count' | 'page'>>;
  reportsFiled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportsMade?: Resolver<ResolversTypes['ModerationUserReportPage'], ParentType, ContextType, RequireFields<ModerationUserReportsMadeArgs, 'count' | 'page'>>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  suspendedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ModerationUserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationUserPage'] = ResolversParentTypes['ModerationUserPage']> = {
  data?: Resolver<Array<ResolversTypes['ModerationUser']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type ModerationUserReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationUserReport'] = ResolversParentTypes['ModerationUserReport']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ReportReason']>, ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['ModerationReportTarget'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ModerationUserReportPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationUserReportPage'] = ResolversParentTypes['ModerationUserReportPage']> = {
  data?: Resolver<Array<ResolversTypes['ModerationUserReport']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  announcementBookmarkAdd?: Resolver<ResolversTypes['AnnouncementBookmarkStatus'], ParentType, ContextType, RequireFields<MutationAnnouncementBookmarkAddArgs, 'id'>>;
  announcementBookmarkRemove?: Resolver<ResolversTypes['AnnouncementBookmarkStatus'], ParentType, ContextType, RequireFields<MutationAnnouncementBookmarkRemoveArgs, 'id'>>;
  announcementCommentCreate?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAnnouncementCommentCreateArgs, 'announcementId'>>;
  announcementCommentDelete?: Resolver<ResolversTypes['CommentPaginator'], ParentType, ContextType, RequireFields<MutationAnnouncementCommentDeleteArgs, 'id'>>;
  announcementCommentReact?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAnnouncementCommentReactArgs, 'commentId' | 'reaction'>>;
  announcementCommentReport?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAnnouncementCommentReportArgs, 'id'>>;
  announcementCreate?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationAnnouncementCreateArgs, 'input'>>;
  announcementDelete?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<MutationAnnouncementDeleteArgs, 'ids' | 'reason'>>;
  announcementDeleteForAdmin?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationAnnouncementDeleteForAdminArgs, 'id' | 'reason'>>;
  announcementDisable?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<MutationAnnouncementDisableArgs, 'ids'>>;
  announcementDislike?: Resolver<ResolversTypes['AnnouncementLikeStatus'], ParentType, ContextType, RequireFields<MutationAnnouncementDislikeArgs, 'id'>>;
  announcementDraftDiscard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  announcementDraftSave?: Resolver<ResolversTypes['AnnouncementDraft'], ParentType, ContextType, RequireFields<MutationAnnouncementDraftSaveArgs, 'values'>>;
  announcementLike?: Resolver<ResolversTypes['AnnouncementLikeStatus'], ParentType, ContextType, RequireFields<MutationAnnouncementLikeArgs, 'id'>>;
  announcementPhoneGet?: Resolver<Array<ResolversTypes['AnnouncementPhone']>, ParentType, ContextType, RequireFields<MutationAnnouncementPhoneGetArgs, 'id'>>;
  announcementRefresh?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<MutationAnnouncementRefreshArgs, 'ids'>>;
  announcementReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAnnouncementReportArgs, 'id' | 'reason'>>;
  announcementReportResolve?: Resolver<ResolversTypes['AnnouncementReport'], ParentType, ContextType, RequireFields<MutationAnnouncementReportResolveArgs, 'id'>>;
  announcementRestore?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<MutationAnnouncementRestoreArgs, 'ids'>>;
  announcementUpdate?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationAnnouncementUpdateArgs, 'id' | 'input'>>;
  announcementValidationSet?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationAnnouncementValidationSetArgs, 'id' | 'status'>>;
  authCodeCreate?: Resolver<ResolversTypes['AuthCode'], ParentType, ContextType>;
  cartAdd?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartAddArgs, 'announcementId' | 'quantity'>>;
  cartItemRemove?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartItemRemoveArgs, 'id'>>;
  cartItemSet?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationCartItemSetArgs, 'id' | 'quantity'>>;
  cartPricesAccept?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  contactMessageAssign?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationContactMessageAssignArgs, 'id'>>;
  contactMessageReply?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationContactMessageReplyArgs, 'id' | 'text'>>;
  contactMessageSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationContactMessageSendArgs, 'input'>>;
  contactMessageSetState?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<MutationContactMessageSetStateArgs, 'id' | 'state'>>;
  conversationArchive?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConversationArchiveArgs, 'archived' | 'id'>>;
  conversationBlock?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConversationBlockArgs, 'blocked' | 'id'>>;
  conversationMarkDelivered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConversationMarkDeliveredArgs, 'id' | 'messageId'>>;
  conversationMarkRead?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConversationMarkReadArgs, 'id'>>;
  conversationMute?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConversationMuteArgs, 'id' | 'muted'>>;
  conversationReport?: Resolver<ResolversTypes['MessageReport'], ParentType, ContextType, RequireFields<MutationConversationReportArgs, 'id' | 'reason'>>;
  conversationStart?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationConversationStartArgs, 'input'>>;
  conversationTypingSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConversationTypingSendArgs, 'id'>>;
  deliveryRatesImport?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeliveryRatesImportArgs, 'csv' | 'providerId'>>;
  landMediaAdd?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<MutationLandMediaAddArgs, 'LaunchType' | 'id' | 'mediaIds'>>;
  landMediaRemove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLandMediaRemoveArgs, 'LaunchType' | 'id' | 'mediaId'>>;
  marketCreate?: Resolver<ResolversTypes['Market'], ParentType, ContextType, RequireFields<MutationMarketCreateArgs, 'input'>>;
  marketMemberAdd?: Resolver<ResolversTypes['Market'], ParentType, ContextType, RequireFields<MutationMarketMemberAddArgs, 'id' | 'role' | 'userId'>>;
  marketUpdate?: Resolver<ResolversTypes['Market'], ParentType, ContextType, RequireFields<MutationMarketUpdateArgs, 'id' | 'input'>>;
  messageDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMessageDeleteArgs, 'id'>>;
  messageReport?: Resolver<ResolversTypes['MessageReport'], ParentType, ContextType, RequireFields<MutationMessageReportArgs, 'id' | 'reason'>>;
  messageReportResolve?: Resolver<ResolversTypes['MessageReport'], ParentType, ContextType, RequireFields<MutationMessageReportResolveArgs, 'decision' | 'id'>>;
  messageSend?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationMessageSendArgs, 'conversationId'>>;
  moderationCommentsSet?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationModerationCommentsSetArgs, 'announcementId' | 'enabled'>>;
  moderationLock?: Resolver<ResolversTypes['ModerationQueueEntry'], ParentType, ContextType, RequireFields<MutationModerationLockArgs, 'id'>>;
  moderationLockRenew?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationModerationLockRenewArgs, 'ids'>>;
  moderationRelease?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationModerationReleaseArgs, 'id'>>;
  moderationReportsResolve?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationModerationReportsResolveArgs, 'action' | 'target' | 'targetId'>>;
  moderationTakeNext?: Resolver<Maybe<ResolversTypes['ModerationQueueEntry']>, ParentType, ContextType, Partial<MutationModerationTakeNextArgs>>;
  notificationDigestSet?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationNotificationDigestSetArgs, 'enabled'>>;
  notificationMarkAllRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationMarkRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationNotificationMarkReadArgs, 'id'>>;
  notificationPreferenceSet?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationNotificationPreferenceSetArgs, 'channel' | 'enabled' | 'kind'>>;
  orderMove?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationOrderMoveArgs, 'action' | 'id'>>;
  orderPlace?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationOrderPlaceArgs, 'idempotencyKey' | 'input'>>;
  paymentStart?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPaymentStartArgs, 'checkoutId'>>;
  promotionCampaignCreate?: Resolver<ResolversTypes['PromotionCampaign'], ParentType, ContextType, RequireFields<MutationPromotionCampaignCreateArgs, 'input'>>;
  promotionCampaignPause?: Resolver<ResolversTypes['PromotionCampaign'], ParentType, ContextType, RequireFields<MutationPromotionCampaignPauseArgs, 'id' | 'paused'>>;
  promotionCampaignUpdate?: Resolver<ResolversTypes['PromotionCampaign'], ParentType, ContextType, RequireFields<MutationPromotionCampaignUpdateArgs, 'id' | 'input'>>;
  promotionRequestApprove?: Resolver<ResolversTypes['PromotionRequest'], ParentType, ContextType, RequireFields<MutationPromotionRequestApproveArgs, 'id'>>;
  promotionRequestCancel?: Resolver<ResolversTypes['PromotionRequest'], ParentType, ContextType, RequireFields<MutationPromotionRequestCancelArgs, 'id'>>;
  promotionRequestCreate?: Resolver<ResolversTypes['PromotionRequest'], ParentType, ContextType, RequireFields<MutationPromotionRequestCreateArgs, 'input'>>;
  promotionRequestRefuse?: Resolver<ResolversTypes['PromotionRequest'], ParentType, ContextType, RequireFields<MutationPromotionRequestRefuseArgs, 'id' | 'reason'>>;
  quickReplyDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationQuickReplyDeleteArgs, 'id'>>;
  quickReplySave?: Resolver<ResolversTypes['QuickReply'], ParentType, ContextType, RequireFields<MutationQuickReplySaveArgs, 'storeId' | 'text' | 'title'>>;
  savedSearchCreate?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType, RequireFields<MutationSavedSearchCreateArgs, 'input'>>;
  savedSearchDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSavedSearchDeleteArgs, 'id'>>;
  savedSearchUpdate?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType, RequireFields<MutationSavedSearchUpdateArgs, 'frequency' | 'id'>>;
  serviceParamRemove?: Resolver<Array<ResolversTypes['ServiceParam']>, ParentType, ContextType, RequireFields<MutationServiceParamRemoveArgs, 'code' | 'landId' | 'launchType'>>;
  serviceParamSet?: Resolver<Array<ResolversTypes['ServiceParam']>, ParentType, ContextType, RequireFields<MutationServiceParamSetArgs, 'code' | 'landId' | 'launchType'>>;
  siteBuildCommit?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSiteBuildCommitArgs, 'LaunchType' | 'build' | 'id'>>;
  siteBuildDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSiteBuildDeleteArgs, 'LaunchType' | 'id'>>;
  siteBuildPublish?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationSiteBuildPublishArgs, 'LaunchType' | 'id' | 'siteBuildId'>>;
  siteBuildSave?: Resolver<ResolversTypes['SiteBuild'], ParentType, ContextType, RequireFields<MutationSiteBuildSaveArgs, 'LaunchType' | 'build' | 'id'>>;
  siteBuildSelect?: Resolver<ResolversTypes['SiteBuild'], ParentType, ContextType, RequireFields<MutationSiteBuildSelectArgs, 'LaunchType' | 'id'>>;
  storeCreate?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreCreateArgs, 'input'>>;
  storeFollow?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreFollowArgs, 'id'>>;
  storeMemberAdd?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreMemberAddArgs, 'id' | 'role' | 'userId'>>;
  storeMemberRemove?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreMemberRemoveArgs, 'id' | 'userId'>>;
  storeRenew?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreRenewArgs, 'duration' | 'id'>>;
  storeRequestApprove?: Resolver<ResolversTypes['StoreRequest'], ParentType, ContextType, RequireFields<MutationStoreRequestApproveArgs, 'id'>>;
  storeRequestCreate?: Resolver<ResolversTypes['StoreRequest'], ParentType, ContextType, RequireFields<MutationStoreRequestCreateArgs, 'input'>>;
  storeRequestRefuse?: Resolver<ResolversTypes['StoreRequest'], ParentType, ContextType, RequireFields<MutationStoreRequestRefuseArgs, 'id' | 'reason'>>;
  storeUnfollow?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreUnfollowArgs, 'id'>>;
  storeUpdate?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationStoreUpdateArgs, 'id' | 'input'>>;
  userEmailValidate?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserEmailValidateArgs, 'token'>>;
  userLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationUserLogoutArgs>>;
  userPasswordResetConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserPasswordResetConfirmArgs, 'password' | 'passwordConfirmation' | 'token'>>;
  userPasswordResetRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserPasswordResetRequestArgs, 'email'>>;
  userPermissionGrant?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserPermissionGrantArgs, 'permission' | 'userId'>>;
  userPermissionRevoke?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserPermissionRevokeArgs, 'permission' | 'userId'>>;
  userProfileUpdate?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserProfileUpdateArgs, 'input'>>;
  userRegister?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRegisterArgs, 'input'>>;
  userRestore?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRestoreArgs, 'userId'>>;
  userRoleGrant?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRoleGrantArgs, 'role' | 'userId'>>;
  userRoleRevoke?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserRoleRevokeArgs, 'role' | 'userId'>>;
  userSuspend?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUserSuspendArgs, 'reason' | 'userId'>>;
  userTokenAdd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUserTokenAddArgs, 'token'>>;
  userValidationEmailSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  data?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  emailDigest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  webPushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  actions?: Resolver<Array<ResolversTypes['OrderAction']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delayMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delayMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delayUnit?: Resolver<ResolversTypes['DeliveryDurationUnit'], ParentType, ContextType>;
  deliveryMode?: Resolver<ResolversTypes['DeliveryMode'], ParentType, ContextType>;
  deliveryPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOnline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['DeliveryProvider'], ParentType, ContextType>;
  purchasedFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['OrderActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  data?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PaginatorInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasMorePages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  clickUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentVisual?: Resolver<Maybe<ResolversTypes['PromotionVisual']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdsense?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPlaceHolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaMobile?: Resolver<Maybe<ResolversTypes['PromotionVisual']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['PromotionTarget']>, ParentType, ContextType>;
  targetLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['PromotionTargetType'], ParentType, ContextType>;
  timeout?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PromotionCampaignResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionCampaign'] = ResolversParentTypes['PromotionCampaign']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dailyCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['PromotionFigures'], ParentType, ContextType, RequireFields<PromotionCampaignFiguresArgs, 'period'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdsense?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PromotionLocation']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PromotionState'], ParentType, ContextType>;
  targetAnnouncement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  targetLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetStore?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['PromotionTargetType'], ParentType, ContextType>;
  timeout?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visuals?: Resolver<Array<ResolversTypes['PromotionCampaignVisual']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionCampaignPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionCampaignPaginator'] = ResolversParentTypes['PromotionCampaignPaginator']> = {
  data?: Resolver<Array<ResolversTypes['PromotionCampaign']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PromotionCampaignVisualResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionCampaignVisual'] = ResolversParentTypes['PromotionCampaignVisual']> = {
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device?: Resolver<ResolversTypes['PromotionDevice'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionMediaKind'], ParentType, ContextType>;
  mediaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionDay'] = ResolversParentTypes['PromotionDay']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionFiguresResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionFigures'] = ResolversParentTypes['PromotionFigures']> = {
  clickThroughRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['PromotionDay']>, ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionMediaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionMedia'] = ResolversParentTypes['PromotionMedia']> = {
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionMediaKind'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionOfferInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionOfferInfo'] = ResolversParentTypes['PromotionOfferInfo']> = {
  dayPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['PromotionLocation']>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['PromotionOffer'], ParentType, ContextType>;
  targets?: Resolver<Array<ResolversTypes['PromotionTargetType']>, ParentType, ContextType>;
};

export type PromotionRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionRequest'] = ResolversParentTypes['PromotionRequest']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['PromotionCampaign']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['PromotionOffer'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requester?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionRequestStatus'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
};

export type PromotionRequestPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionRequestPaginator'] = ResolversParentTypes['PromotionRequestPaginator']> = {
  data?: Resolver<Array<ResolversTypes['PromotionRequest']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type PromotionTargetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionTarget'] = ResolversParentTypes['PromotionTarget']> = {
  __resolveType: TypeResolveFn<'Announcement' | 'Store', ParentType, ContextType>;
};

export type PromotionVisualResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionVisual'] = ResolversParentTypes['PromotionVisual']> = {
  media?: Resolver<ResolversTypes['PromotionMedia'], ParentType, ContextType>;
  mediaBackground?: Resolver<Maybe<ResolversTypes['PromotionMedia']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  announcementCommentList?: Resolver<ResolversTypes['CommentPaginator'], ParentType, ContextType, RequireFields<QueryAnnouncementCommentListArgs, 'announcementId' | 'first' | 'page'>>;
  announcementDetails?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<QueryAnnouncementDetailsArgs, 'id'>>;
  announcementReportList?: Resolver<ResolversTypes['AnnouncementReportPaginator'], ParentType, ContextType, RequireFields<QueryAnnouncementReportListArgs, 'count' | 'page'>>;
  announcementStatistics?: Resolver<ResolversTypes['Statistics'], ParentType, ContextType, RequireFields<QueryAnnouncementStatisticsArgs, 'id' | 'period'>>;
  announcementSuggestions?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<QueryAnnouncementSuggestionsArgs, 'count' | 'id' | 'mediaSize' | 'offset'>>;
  audience?: Resolver<ResolversTypes['Audience'], ParentType, ContextType, RequireFields<QueryAudienceArgs, 'count' | 'period'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoryArgs>>;
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<QueryCheckoutArgs, 'id'>>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'regionId'>>;
  contactMessage?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType, RequireFields<QueryContactMessageArgs, 'id'>>;
  contactMessageList?: Resolver<ResolversTypes['ContactMessagePaginator'], ParentType, ContextType, RequireFields<QueryContactMessageListArgs, 'count' | 'page'>>;
  contactMessages?: Resolver<ResolversTypes['ContactMessagePaginator'], ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'count' | 'page'>>;
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversationList?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, Partial<QueryConversationListArgs>>;
  deliveryOptions?: Resolver<Array<ResolversTypes['DeliveryOption']>, ParentType, ContextType, RequireFields<QueryDeliveryOptionsArgs, 'regionId'>>;
  deliveryProviderGrids?: Resolver<Array<ResolversTypes['DeliveryProviderGrid']>, ParentType, ContextType>;
  internetServiceProviderGet?: Resolver<ResolversTypes['InternetServiceProvider'], ParentType, ContextType>;
  landAnnouncementMedia?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<QueryLandAnnouncementMediaArgs, 'LaunchType' | 'first' | 'id'>>;
  landMedia?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<QueryLandMediaArgs, 'LaunchType' | 'id'>>;
  market?: Resolver<Maybe<ResolversTypes['Market']>, ParentType, ContextType, RequireFields<QueryMarketArgs, 'id'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  menuFetch?: Resolver<Array<ResolversTypes['MenuEntry']>, ParentType, ContextType, RequireFields<QueryMenuFetchArgs, 'menuFilter'>>;
  messageList?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryMessageListArgs, 'conversationId'>>;
  messageReportList?: Resolver<Array<ResolversTypes['MessageReport']>, ParentType, ContextType, Partial<QueryMessageReportListArgs>>;
  messageReportThread?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryMessageReportThreadArgs, 'reportId'>>;
  messageUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryMessageUnreadCountArgs>>;
  moderationAuditLog?: Resolver<ResolversTypes['ModerationAuditPage'], ParentType, ContextType, RequireFields<QueryModerationAuditLogArgs, 'count' | 'page'>>;
  moderationQueue?: Resolver<ResolversTypes['ModerationQueuePage'], ParentType, ContextType, RequireFields<QueryModerationQueueArgs, 'count' | 'page'>>;
  moderationReports?: Resolver<ResolversTypes['ModerationReportGroupPage'], ParentType, ContextType, RequireFields<QueryModerationReportsArgs, 'count' | 'page' | 'target'>>;
  moderationStats?: Resolver<ResolversTypes['ModerationStats'], ParentType, ContextType>;
  moderationUser?: Resolver<Maybe<ResolversTypes['ModerationUser']>, ParentType, ContextType, RequireFields<QueryModerationUserArgs, 'id'>>;
  moderationUserSearch?: Resolver<ResolversTypes['ModerationUserPage'], ParentType, ContextType, RequireFields<QueryModerationUserSearchArgs, 'count' | 'page'>>;
  myAnnouncementDraft?: Resolver<Maybe<ResolversTypes['AnnouncementDraft']>, ParentType, ContextType>;
  myAnnouncements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType, RequireFields<QueryMyAnnouncementsArgs, 'count' | 'page'>>;
  myBookmarkedAnnouncements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType, RequireFields<QueryMyBookmarkedAnnouncementsArgs, 'count' | 'mediaSize' | 'page'>>;
  myDeliveryProviders?: Resolver<Array<ResolversTypes['DeliveryProvider']>, ParentType, ContextType>;
  myFollowedStores?: Resolver<ResolversTypes['StorePaginator'], ParentType, ContextType, RequireFields<QueryMyFollowedStoresArgs, 'page'>>;
  myLikedAnnouncements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType, RequireFields<QueryMyLikedAnnouncementsArgs, 'count' | 'mediaSize' | 'page'>>;
  myMarkets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'page'>>;
  myStoreFollowers?: Resolver<ResolversTypes['StoreFollowerPaginator'], ParentType, ContextType, RequireFields<QueryMyStoreFollowersArgs, 'page'>>;
  myStoreRequests?: Resolver<Array<ResolversTypes['StoreRequest']>, ParentType, ContextType>;
  myStores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  myViewedAnnouncements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType, RequireFields<QueryMyViewedAnnouncementsArgs, 'count' | 'mediaSize' | 'page'>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  notificationUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  promotionCampaign?: Resolver<ResolversTypes['PromotionCampaign'], ParentType, ContextType, RequireFields<QueryPromotionCampaignArgs, 'id'>>;
  promotionCampaigns?: Resolver<ResolversTypes['PromotionCampaignPaginator'], ParentType, ContextType, RequireFields<QueryPromotionCampaignsArgs, 'count' | 'page'>>;
  promotionFetch?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionFetchArgs, 'location' | 'maxCount' | 'withoutAdSense'>>;
  promotionOffers?: Resolver<Array<ResolversTypes['PromotionOfferInfo']>, ParentType, ContextType>;
  promotionRequests?: Resolver<ResolversTypes['PromotionRequestPaginator'], ParentType, ContextType, RequireFields<QueryPromotionRequestsArgs, 'count' | 'page' | 'status'>>;
  providerParcels?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryProviderParcelsArgs, 'page'>>;
  quickReplyList?: Resolver<Array<ResolversTypes['QuickReply']>, ParentType, ContextType, RequireFields<QueryQuickReplyListArgs, 'storeId'>>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType, Partial<QueryRegionArgs>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  savedSearches?: Resolver<Array<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, Partial<QuerySearchArgs>>;
  searchSuggest?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType, RequireFields<QuerySearchSuggestArgs, 'count' | 'q'>>;
  sellerOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QuerySellerOrdersArgs, 'page'>>;
  siteBuildAccess?: Resolver<ResolversTypes['SiteBuildAccess'], ParentType, ContextType, RequireFields<QuerySiteBuildAccessArgs, 'LaunchType' | 'id'>>;
  siteBuildGetByDomain?: Resolver<Maybe<ResolversTypes['SiteBuild']>, ParentType, ContextType, RequireFields<QuerySiteBuildGetByDomainArgs, 'domain'>>;
  siteBuildGetById?: Resolver<Maybe<ResolversTypes['SiteBuild']>, ParentType, ContextType, RequireFields<QuerySiteBuildGetByIdArgs, 'LaunchType' | 'id' | 'landId'>>;
  siteBuildGetByMarket?: Resolver<Maybe<ResolversTypes['SiteBuild']>, ParentType, ContextType, RequireFields<QuerySiteBuildGetByMarketArgs, 'draft' | 'marketId'>>;
  siteBuildGetByStore?: Resolver<Maybe<ResolversTypes['SiteBuild']>, ParentType, ContextType, RequireFields<QuerySiteBuildGetByStoreArgs, 'draft' | 'storeId'>>;
  siteBuildGetHistory?: Resolver<ResolversTypes['SiteBuildEntryPaginator'], ParentType, ContextType, RequireFields<QuerySiteBuildGetHistoryArgs, 'LaunchType' | 'count' | 'id' | 'page'>>;
  siteBuildGetSaved?: Resolver<ResolversTypes['SiteBuildEntryPaginator'], ParentType, ContextType, RequireFields<QuerySiteBuildGetSavedArgs, 'LaunchType' | 'count' | 'id' | 'page'>>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<QueryStoreArgs, 'id'>>;
  storeAnnouncements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType, RequireFields<QueryStoreAnnouncementsArgs, 'count' | 'page' | 'storeId'>>;
  storeByDomain?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<QueryStoreByDomainArgs, 'domain'>>;
  storePromotionRequests?: Resolver<Array<ResolversTypes['PromotionRequest']>, ParentType, ContextType, RequireFields<QueryStorePromotionRequestsArgs, 'storeId'>>;
  storeRequests?: Resolver<ResolversTypes['StoreRequestPaginator'], ParentType, ContextType, RequireFields<QueryStoreRequestsArgs, 'count' | 'page' | 'status'>>;
  storeSearch?: Resolver<ResolversTypes['StorePaginator'], ParentType, ContextType, Partial<QueryStoreSearchArgs>>;
  storeStatistics?: Resolver<ResolversTypes['Statistics'], ParentType, ContextType, RequireFields<QueryStoreStatisticsArgs, 'period' | 'storeId'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
};

export type QuickReplyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QuickReply'] = ResolversParentTypes['QuickReply']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportReasonCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportReasonCount'] = ResolversParentTypes['ReportReasonCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
};

export type SavedSearchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SavedSearch'] = ResolversParentTypes['SavedSearch']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['SavedSearchFrequency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchActiveResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchActive'] = ResolversParentTypes['SearchActive']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['SearchActiveFilter'], ParentType, ContextType>;
};

export type SearchActiveFilterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchActiveFilter'] = ResolversParentTypes['SearchActiveFilter']> = {
  cities?: Resolver<Array<ResolversTypes['SearchCityFacet']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['SearchRegionFacet']>, ParentType, ContextType>;
};

export type SearchCategoryCountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchCategoryCount'] = ResolversParentTypes['SearchCategoryCount']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchCityFacetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchCityFacet'] = ResolversParentTypes['SearchCityFacet']> = {
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchRegionFacetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchRegionFacet'] = ResolversParentTypes['SearchRegionFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  active?: Resolver<Maybe<ResolversTypes['SearchActive']>, ParentType, ContextType>;
  announcements?: Resolver<ResolversTypes['AnnouncementPaginator'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suggested?: Resolver<Array<ResolversTypes['SearchCategoryCount']>, ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceParamResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceParam'] = ResolversParentTypes['ServiceParam']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteBuildResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteBuild'] = ResolversParentTypes['SiteBuild']> = {
  autoSave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  footers?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  launchType?: Resolver<ResolversTypes['LaunchType'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['SitePage']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['SiteQuery']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schemaVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screenshotUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['SiteTheme'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SiteBuildAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteBuildAccess'] = ResolversParentTypes['SiteBuildAccess']> = {
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['SiteBuildPlan']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteBuildEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteBuildEntry'] = ResolversParentTypes['SiteBuildEntry']> = {
  autoSave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  screenshotUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SiteBuildEntryPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteBuildEntryPaginator'] = ResolversParentTypes['SiteBuildEntryPaginator']> = {
  data?: Resolver<Array<ResolversTypes['SiteBuildEntry']>, ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type SiteBuildEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteBuildEvent'] = ResolversParentTypes['SiteBuildEvent']> = {
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  autoSave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  landId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  launchType?: Resolver<ResolversTypes['LaunchType'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteBuildId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteImage'] = ResolversParentTypes['SiteImage']> = {
  full?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SitePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SitePage'] = ResolversParentTypes['SitePage']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundImg?: Resolver<Maybe<ResolversTypes['SiteImage']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SiteQueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteQuery'] = ResolversParentTypes['SiteQuery']> = {
  announcements?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<SiteQueryAnnouncementsArgs, 'mediaSize'>>;
  cluster?: Resolver<Maybe<ResolversTypes['SiteQueryCluster']>, ParentType, ContextType>;
  clusterAnnouncements?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<SiteQueryClusterAnnouncementsArgs, 'mediaSize'>>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  q?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteQueryClusterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteQueryCluster'] = ResolversParentTypes['SiteQueryCluster']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  q?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteThemeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteTheme'] = ResolversParentTypes['SiteTheme']> = {
  backgroundColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundImg?: Resolver<Maybe<ResolversTypes['SiteImage']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  font?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SmallDescriptionItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SmallDescriptionItem'] = ResolversParentTypes['SmallDescriptionItem']> = {
  codename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type StatisticsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Statistics'] = ResolversParentTypes['Statistics']> = {
  days?: Resolver<Array<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatisticsTotals'], ParentType, ContextType>;
};

export type StatisticsDayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatisticsDay'] = ResolversParentTypes['StatisticsDay']> = {
  bookmarks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  followers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneReveals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatisticsTotalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatisticsTotals'] = ResolversParentTypes['StatisticsTotals']> = {
  bookmarks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followers?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneReveals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  announcements?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<StoreAnnouncementsArgs, 'count' | 'withPictures'>>;
  announcementsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['StoreCategory']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domainName?: Resolver<Maybe<ResolversTypes['DomainName']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  googleTagManagerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iAmFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOfficial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  mainLocation?: Resolver<Maybe<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  metaPixelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceParams?: Resolver<Array<ResolversTypes['ServiceParam']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StoreStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['LandMember']>, ParentType, ContextType>;
  viewAsStore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StoreCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreCategory'] = ResolversParentTypes['StoreCategory']> = {
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceUnits?: Resolver<Array<ResolversTypes['PriceUnit']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreFollowerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreFollower'] = ResolversParentTypes['StoreFollower']> = {
  followedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['Store'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type StoreFollowerPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreFollowerPaginator'] = ResolversParentTypes['StoreFollowerPaginator']> = {
  data?: Resolver<Array<ResolversTypes['StoreFollower']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type StoreLocationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreLocation'] = ResolversParentTypes['StoreLocation']> = {
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  faxes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['StorePlace'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['StorePhone']>, ParentType, ContextType>;
  socials?: Resolver<Array<ResolversTypes['StoreSocial']>, ParentType, ContextType>;
  worktime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StorePaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorePaginator'] = ResolversParentTypes['StorePaginator']> = {
  data?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type StorePhoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorePhone'] = ResolversParentTypes['StorePhone']> = {
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorePlaceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorePlace'] = ResolversParentTypes['StorePlace']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreRequest'] = ResolversParentTypes['StoreRequest']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['ServiceDurationType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['StorePlan'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requester?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StoreRequestStatus'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
};

export type StoreRequestPaginatorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreRequestPaginator'] = ResolversParentTypes['StoreRequestPaginator']> = {
  data?: Resolver<Array<ResolversTypes['StoreRequest']>, ParentType, ContextType>;
  paginatorInfo?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
};

export type StoreSocialResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoreSocial'] = ResolversParentTypes['StoreSocial']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  conversationTyping?: SubscriptionResolver<ResolversTypes['ConversationTyping'], "conversationTyping", ParentType, ContextType, Partial<SubscriptionConversationTypingArgs>>;
  conversationUpdated?: SubscriptionResolver<ResolversTypes['ConversationUpdate'], "conversationUpdated", ParentType, ContextType, Partial<SubscriptionConversationUpdatedArgs>>;
  messageReceived?: SubscriptionResolver<ResolversTypes['Message'], "messageReceived", ParentType, ContextType, Partial<SubscriptionMessageReceivedArgs>>;
  moderationQueueChanged?: SubscriptionResolver<ResolversTypes['ModerationQueueEvent'], "moderationQueueChanged", ParentType, ContextType>;
  notificationAdded?: SubscriptionResolver<ResolversTypes['Notification'], "notificationAdded", ParentType, ContextType>;
  siteBuildChanged?: SubscriptionResolver<ResolversTypes['SiteBuildEvent'], "siteBuildChanged", ParentType, ContextType, RequireFields<SubscriptionSiteBuildChangedArgs, 'LaunchType' | 'id'>>;
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
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rolesPlain?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserReactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserReaction'] = ResolversParentTypes['UserReaction']> = {
  isBookmarked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Announcement?: AnnouncementResolvers<ContextType>;
  AnnouncementBookmarkStatus?: AnnouncementBookmarkStatusResolvers<ContextType>;
  AnnouncementChangelogEntry?: AnnouncementChangelogEntryResolvers<ContextType>;
  AnnouncementDraft?: AnnouncementDraftResolvers<ContextType>;
  AnnouncementLikeStatus?: AnnouncementLikeStatusResolvers<ContextType>;
  AnnouncementLocation?: AnnouncementLocationResolvers<ContextType>;
  AnnouncementPaginator?: AnnouncementPaginatorResolvers<ContextType>;
  AnnouncementPhone?: AnnouncementPhoneResolvers<ContextType>;
  AnnouncementReport?: AnnouncementReportResolvers<ContextType>;
  AnnouncementReportPaginator?: AnnouncementReportPaginatorResolvers<ContextType>;
  AnnouncementSpec?: AnnouncementSpecResolvers<ContextType>;
  AnnouncementVariant?: AnnouncementVariantResolvers<ContextType>;
  Audience?: AudienceResolvers<ContextType>;
  AudiencePage?: AudiencePageResolvers<ContextType>;
  AuthCode?: AuthCodeResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartGroup?: CartGroupResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategorySpecification?: CategorySpecificationResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentPaginator?: CommentPaginatorResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePaginator?: ContactMessagePaginatorResolvers<ContextType>;
  ContactReply?: ContactReplyResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  ConversationParty?: ConversationPartyResolvers<ContextType>;
  ConversationTyping?: ConversationTypingResolvers<ContextType>;
  ConversationUpdate?: ConversationUpdateResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeliveryOption?: DeliveryOptionResolvers<ContextType>;
  DeliveryProvider?: DeliveryProviderResolvers<ContextType>;
  DeliveryProviderGrid?: DeliveryProviderGridResolvers<ContextType>;
  DomainName?: DomainNameResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LandMember?: LandMemberResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  Media?: MediaResolvers<ContextType>;
  MenuEntry?: MenuEntryResolvers<ContextType>;
  MenuIcon?: MenuIconResolvers<ContextType>;
  MenuTarget?: MenuTargetResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessageReport?: MessageReportResolvers<ContextType>;
  ModerationAuditEntry?: ModerationAuditEntryResolvers<ContextType>;
  ModerationAuditPage?: ModerationAuditPageResolvers<ContextType>;
  ModerationQueueEntry?: ModerationQueueEntryResolvers<ContextType>;
  ModerationQueueEvent?: ModerationQueueEventResolvers<ContextType>;
  ModerationQueuePage?: ModerationQueuePageResolvers<ContextType>;
  ModerationReportGroup?: ModerationReportGroupResolvers<ContextType>;
  ModerationReportGroupPage?: ModerationReportGroupPageResolvers<ContextType>;
  ModerationStats?: ModerationStatsResolvers<ContextType>;
  ModerationUser?: ModerationUserResolvers<ContextType>;
  ModerationUserPage?: ModerationUserPageResolvers<ContextType>;
  ModerationUserReport?: ModerationUserReportResolvers<ContextType>;
  ModerationUserReportPage?: ModerationUserReportPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionCampaign?: PromotionCampaignResolvers<ContextType>;
  PromotionCampaignPaginator?: PromotionCampaignPaginatorResolvers<ContextType>;
  PromotionCampaignVisual?: PromotionCampaignVisualResolvers<ContextType>;
  PromotionDay?: PromotionDayResolvers<ContextType>;
  PromotionFigures?: PromotionFiguresResolvers<ContextType>;
  PromotionMedia?: PromotionMediaResolvers<ContextType>;
  PromotionOfferInfo?: PromotionOfferInfoResolvers<ContextType>;
  PromotionRequest?: PromotionRequestResolvers<ContextType>;
  PromotionRequestPaginator?: PromotionRequestPaginatorResolvers<ContextType>;
  PromotionTarget?: PromotionTargetResolvers<ContextType>;
  PromotionVisual?: PromotionVisualResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickReply?: QuickReplyResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  ReportReasonCount?: ReportReasonCountResolvers<ContextType>;
  SavedSearch?: SavedSearchResolvers<ContextType>;
  SearchActive?: SearchActiveResolvers<ContextType>;
  SearchActiveFilter?: SearchActiveFilterResolvers<ContextType>;
  SearchCategoryCount?: SearchCategoryCountResolvers<ContextType>;
  SearchCityFacet?: SearchCityFacetResolvers<ContextType>;
  SearchRegionFacet?: SearchRegionFacetResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  ServiceParam?: ServiceParamResolvers<ContextType>;
  SiteBuild?: SiteBuildResolvers<ContextType>;
  SiteBuildAccess?: SiteBuildAccessResolvers<ContextType>;
  SiteBuildEntry?: SiteBuildEntryResolvers<ContextType>;
  SiteBuildEntryPaginator?: SiteBuildEntryPaginatorResolvers<ContextType>;
  SiteBuildEvent?: SiteBuildEventResolvers<ContextType>;
  SiteImage?: SiteImageResolvers<ContextType>;
  SitePage?: SitePageResolvers<ContextType>;
  SiteQuery?: SiteQueryResolvers<ContextType>;
  SiteQueryCluster?: SiteQueryClusterResolvers<ContextType>;
  SiteTheme?: SiteThemeResolvers<ContextType>;
  SmallDescriptionItem?: SmallDescriptionItemResolvers<ContextType>;
  Specification?: SpecificationResolvers<ContextType>;
  SpecificationDataset?: SpecificationDatasetResolvers<ContextType>;
  Statistics?: StatisticsResolvers<ContextType>;
  StatisticsDay?: StatisticsDayResolvers<ContextType>;
  StatisticsTotals?: StatisticsTotalsResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreCategory?: StoreCategoryResolvers<ContextType>;
  StoreFollower?: StoreFollowerResolvers<ContextType>;
  StoreFollowerPaginator?: StoreFollowerPaginatorResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  StorePaginator?: StorePaginatorResolvers<ContextType>;
  StorePhone?: StorePhoneResolvers<ContextType>;
  StorePlace?: StorePlaceResolvers<ContextType>;
  StoreRequest?: StoreRequestResolvers<ContextType>;
  StoreRequestPaginator?: StoreRequestPaginatorResolvers<ContextType>;
  StoreSocial?: StoreSocialResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Translations?: TranslationsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserReaction?: UserReactionResolvers<ContextType>;
};

