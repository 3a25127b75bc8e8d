import type { Locale } from '../i18n/locales';
import { siteProblemTexts, type SiteProblemCode } from '../i18n/site/problems';
import { BLOCK_DEFINITIONS } from './blocks/catalogue';
import { BLOCK_SETS, CONTAINER_BLOCKS, DATA_BOUND_BLOCKS, isBlockType, LOCATION_BLOCKS } from './blocks/types';
import { siteDocumentSchema, type SiteBlock, type SiteDocument } from './document';
import type { LaunchType } from './launch';
import { SITE_LIMITS } from './limits';
import { migrateSiteDocument, SiteMigrationError } from './migrations';

/** One reason a document is refused: where (a dotted path) and why. */
export interface SiteProblem {
  path: string;
  code: SiteProblemCode;
  message: string;
}

/** What a document is checked against besides its own shape. */
export interface SiteValidationContext {
  launchType: LaunchType;
  /** False when the land has no location with coordinates: map blocks are then refused (spec §8). */
  hasLocation: boolean;
  locale?: Locale;
}

export type SiteValidation = { ok: true; document: SiteDocument } | { ok: false; problems: SiteProblem[] };

/**
 * Checks a build document the way the server does on every commit and the studio before it
 * sends: migrates an older schemaVersion, parses the shape (filling defaults), then checks what a
 * schema cannot say alone: each block's type, its place in the launch type's set, its attributes
 * (per type, from the catalogue), nesting, counts, ids, slugs, query references, the size.
 */
export function validateSiteDocument(input: unknown, context: SiteValidationContext): SiteValidation {
  const texts = siteProblemTexts[context.locale ?? 'fr'];
  const problems: SiteProblem[] = [];
  const problem = (path: string, code: SiteProblemCode, message = texts[code]) => {
    if (problems.length < 50) problems.push({ path, code, message });
  };

  let size: number;
  try {
    size = new TextEncoder().encode(JSON.stringify(input) ?? '').length;
  } catch {
    size = Infinity;
  }
  if (size > SITE_LIMITS.maxDocumentBytes) {
    problem('', 'tooLarge');
    return { ok: false, problems };
  }

  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    problem('', 'invalid');
    return { ok: false, problems };
  }
  let migrated: unknown;
  try {
    migrated = migrateSiteDocument(input).document;
  } catch (error) {
    if (error instanceof SiteMigrationError) {
      problem('schemaVersion', 'unknownVersion');
      return { ok: false, problems };
    }
    throw error;
  }

  const parsed = siteDocumentSchema.safeParse(migrated);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problem(issue.path.join('.'), 'invalid', issue.message);
    return { ok: false, problems };
  }
  const document = parsed.data;

  const ids = new Set<string>();
  const claimId = (id: string, path: string) => {
    if (ids.has(id)) problem(path, 'duplicateId');
    ids.add(id);
  };
  const queryIds = new Set(document.queries.map((query) => query.id));
  document.queries.forEach((query, index) => claimId(query.id, `queries.${index}.id`));

  const allowed = BLOCK_SETS[context.launchType];
  let total = 0;
  const checkBlocks = (blocks: SiteBlock[], path: string, depth: number): SiteBlock[] =>
    blocks.map((block, index) => {
      const at = `${path}.${index}`;
      total += 1;
      claimId(block.id, `${at}.id`);
      if (depth > SITE_LIMITS.maxDepth) problem(at, 'tooDeep');
      if (!isBlockType(block.type)) {
        problem(`${at}.type`, 'unknownBlock');
        return block;
      }
      if (!allowed.includes(block.type)) problem(`${at}.type`, 'blockNotAllowed');
      if (LOCATION_BLOCKS.includes(block.type) && !context.hasLocation) problem(at, 'noLocation');
      const definition = BLOCK_DEFINITIONS[block.type];
      if (block.layout !== undefined && definition.layouts && !definition.layouts.includes(block.layout)) {
        problem(`${at}.layout`, 'invalid');
      }
      const attrs = definition.attrs.safeParse(block.attrs);
      let checkedAttrs = block.attrs;
      if (attrs.success) checkedAttrs = attrs.data;
      else {
        for (const issue of attrs.error.issues) {
          const code = issueCode(issue.message);
          problem(`${at}.attrs.${issue.path.join('.')}`, code, code === 'invalid' ? issue.message : texts[code]);
        }
      }
      if (DATA_BOUND_BLOCKS.includes(block.type)) {
        const queryId = checkedAttrs.queryId;
        if (queryId !== undefined && queryId !== null && (typeof queryId !== 'string' || !queryIds.has(queryId))) {
          problem(`${at}.attrs.queryId`, 'unknownQuery');
        }
      }
      let nested = block.blocks;
      if (nested && nested.length > 0) {
        if (!CONTAINER_BLOCKS.includes(block.type)) problem(`${at}.blocks`, 'notContainer');
        nested = checkBlocks(nested, `${at}.blocks`, depth + 1);
      }
      return { ...block, attrs: checkedAttrs, ...(nested ? { blocks: nested } : {}) };
    });

  const headers = checkBlocks(document.headers, 'headers', 1);
  const footers = checkBlocks(document.footers, 'footers', 1);
  const slugs = new Set<string>();
  let homes = 0;
  const pages = document.pages.map((page, index) => {
    const at = `pages.${index}`;
    claimId(page.id, `${at}.id`);
    if (page.type === 'home') homes += 1;
    else {
      if (slugs.has(page.slug) || page.slug === '') problem(`${at}.slug`, 'duplicateSlug');
      slugs.add(page.slug);
    }
    const before = total;
    const blocks = checkBlocks(page.blocks, `${at}.blocks`, 1);
    if (total - before > SITE_LIMITS.maxBlocksPerPage) problem(`${at}.blocks`, 'tooManyBlocks');
    return { ...page, blocks };
  });
  if (homes !== 1) problem('pages', 'homePage');
  if (total > SITE_LIMITS.maxBlocksTotal) problem('', 'tooManyBlocksTotal');

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, document: { ...document, headers, footers, pages } };
}

/**
 * Attribute schemas may raise the spec's own refusals by using a problem code as their message
 * (`unsupportedVideo`, `badLink`): those are reported with the code's text in the caller's language.
 */
function issueCode(message: string): SiteProblemCode {
  return message in siteProblemTexts.en ? (message as SiteProblemCode) : 'invalid';
}
