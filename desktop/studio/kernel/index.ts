/**
 * The studio's kernel: what every feature (editor, moderation, workspace, store-announcements,
 * announcement-form) imports, and all they import of the studio outside their own folder
 * (GUIDE §5; boundaries.test.ts checks it). The shell (app/) imports the features, never the
 * other way round.
 *
 * - i18n: the studio's texts and direction in the chosen language;
 * - the connection: the signed-in session, the urql client over HTTP and graphql-ws, and the
 *   React context the screens reach them through;
 * - uploads: pictures sent to the API's POST /media with the session's token;
 * - API errors: one ApiError for every refused or failed call, and the ApiResult helpers;
 * - the list screens' frame: focused title, way back, load failure and notice line;
 * - the catalog's choices (categories, wilayas), loaded once per client.
 */
export {
  createStudioI18n,
  I18nProvider,
  initialLocale,
  rememberLocale,
  studioTexts,
  useI18n,
  type StudioI18n,
} from './i18n';
export {
  connectionValue,
  StudioConnectionProvider,
  useStudioConnection,
  type StudioConnectionValue,
} from './connection';
export {
  authorizedFetch,
  createStudioClient,
  SOCKET_MUTATION_TIMEOUT_MS,
  subscriptionUrl,
  type StudioClientOptions,
  type StudioConnection,
} from './client';
export {
  GatewayError,
  GatewayUnreachable,
  REFRESH_MARGIN_MS,
  StudioSession,
  type SessionChange,
  type SignOutReason,
  type TokenStore,
} from './session';
export { uploadPictures, type UploadedPicture } from './uploads';
export { ApiError, CONFLICT, dataOf, errorCode, NETWORK, runMutation, toResult, type ApiResult } from './errors';
export {
  DecisionActions,
  LoadFailed,
  NoticeLine,
  ScreenFrame,
  StatusChips,
  type Decision,
  type ScreenNotice,
} from './screen-frame';
export { rememberLoad, useFilterChoices, type FilterChoices } from './catalog-choices';
export { ListBody, useLoadedList, type ListState } from './loaded-list';
