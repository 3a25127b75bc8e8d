import { ErrorCode } from '../../../shared/domain/errors';
import type { Locale } from '../../../shared/i18n/locales';
import type { SiteCapability } from '../../../shared/site/plans';
import type { SiteProblem } from '../../../shared/site/validate';
import { AppError } from '../../core/errors';
import { sitebuildTexts, type SitebuildText } from './sitebuild.texts';

const NOT_FOUND_CODES = {
  storeNotFound: ErrorCode.STORE_NOT_FOUND,
  marketNotFound: ErrorCode.MARKET_NOT_FOUND,
  buildNotFound: ErrorCode.NOT_FOUND,
  mediaNotFound: ErrorCode.NOT_FOUND,
} as const;

/** The refusals of the site-builder operations, each with its code and the caller's language. */
export const sitebuildErrors = {
  /** The stores module's codes for a missing store or market; NOT_FOUND for a missing build. */
  notFound: (lang: Locale, text: Extract<SitebuildText, `${string}NotFound`>) =>
    new AppError(NOT_FOUND_CODES[text], sitebuildTexts[lang][text]),
  /** `reason` tells the studio whether the user lacks the right (NOT_EDITOR) or the land a plan (NO_PLAN). */
  forbidden: (lang: Locale, reason: 'NOT_EDITOR' | 'NO_PLAN') =>
    new AppError(ErrorCode.FORBIDDEN, sitebuildTexts[lang][reason === 'NO_PLAN' ? 'noPlan' : 'notEditor'], { reason }),
  invalidDocument: (lang: Locale, problems: SiteProblem[]) =>
    new AppError(ErrorCode.SITEBUILD_INVALID_DOCUMENT, sitebuildTexts[lang].invalidDocument, { problems }),
  tooLarge: (lang: Locale, maxBytes: number) =>
    new AppError(ErrorCode.SITEBUILD_TOO_LARGE, sitebuildTexts[lang].tooLarge, { maxBytes }),
  planForbids: (lang: Locale, capabilities: SiteCapability[]) =>
    new AppError(ErrorCode.SITEBUILD_PLAN_FORBIDS, sitebuildTexts[lang].planForbids, { capabilities }),
  conflict: (lang: Locale, currentVersion: number, text: 'conflict' | 'baseVersionRequired' = 'conflict') =>
    new AppError(ErrorCode.SITEBUILD_CONFLICT, sitebuildTexts[lang][text], { currentVersion }),
  blueprintNameTooLong: (lang: Locale, max: number) =>
    new AppError(ErrorCode.BAD_USER_INPUT, sitebuildTexts[lang].blueprintNameTooLong.replace('{max}', String(max)), {
      argument: 'name',
      max,
    }),
  notABlueprint: (lang: Locale) =>
    new AppError(ErrorCode.SITEBUILD_NOT_A_BLUEPRINT, sitebuildTexts[lang].notABlueprint),
  notACommit: (lang: Locale) => new AppError(ErrorCode.SITEBUILD_NOT_A_COMMIT, sitebuildTexts[lang].notACommit),
  mediaNotUsable: (lang: Locale, invalidIds: string[]) =>
    new AppError(ErrorCode.BAD_USER_INPUT, sitebuildTexts[lang].mediaNotUsable, { argument: 'mediaIds', invalidIds }),
  libraryFull: (lang: Locale, max: number) =>
    new AppError(ErrorCode.SITEBUILD_LIBRARY_FULL, sitebuildTexts[lang].libraryFull.replace('{max}', String(max)), {
      max,
    }),
  mediaInUse: (lang: Locale) => new AppError(ErrorCode.SITEBUILD_MEDIA_IN_USE, sitebuildTexts[lang].mediaInUse),
  tooManyBlueprints: (lang: Locale, max: number) =>
    new AppError(ErrorCode.SITEBUILD_TOO_MANY_BLUEPRINTS, sitebuildTexts[lang].tooManyBlueprints, { max }),
};
