import { LOCATION_BLOCKS, type BlockType } from '../../../shared/site/blocks/types';
import type { SiteBlock, SiteDocument } from '../../../shared/site/document';
import { planAllows } from '../../../shared/site/plans';
import { structuralChanges } from '../../../shared/site/structure';
import { defaultSiteDocument } from '../../../shared/site/templates';
import { SITE_LIMITS } from '../../../shared/site/limits';
import { validateSiteDocument } from '../../../shared/site/validate';
import type { Deps } from '../../deps';
import type { Editor } from './editors';
import { landHasLocation, type LandRef } from './lands';
import { sitebuildErrors } from './sitebuild.errors';

/**
 * Checks a submitted document for the editor's land with the shared validation (the studio
 * runs the same): migrated when older, defaults filled. SITEBUILD/INVALID_DOCUMENT with every
 * problem ({path, code, message}) when refused. `autoSave` is a commit's flag, not content: it
 * is taken out of the document the build keeps.
 */
export async function checkDocument(
  deps: Deps,
  editor: Editor,
  input: unknown,
): Promise<{ document: SiteDocument; autoSave: boolean }> {
  const hasLocation = await landHasLocation(deps.db, editor.land);
  const checked = validateSiteDocument(input, { launchType: editor.land.launchType, hasLocation, locale: editor.lang });
  if (!checked.ok) {
    // Too large is the one problem the size check reports alone: its own code, not a content problem.
    if (checked.problems.some((problem) => problem.code === 'tooLarge')) {
      throw sitebuildErrors.tooLarge(editor.lang, SITE_LIMITS.maxDocumentBytes);
    }
    throw sitebuildErrors.invalidDocument(editor.lang, checked.problems);
  }
  const { autoSave, ...document } = checked.document;
  return { document, autoSave: autoSave ?? false };
}

/**
 * Refuses a change the editor's plan does not allow (spec §6): BASIC may edit content, theme
 * and attributes, not pages, blocks, layouts or queries. SITEBUILD/PLAN_FORBIDS names the
 * capabilities the change would need.
 */
export function checkPlan(editor: Pick<Editor, 'plan' | 'lang'>, before: SiteDocument, after: SiteDocument): void {
  const missing = structuralChanges(before, after).filter((capability) => !planAllows(editor.plan, capability));
  if (missing.length > 0) throw sitebuildErrors.planForbids(editor.lang, missing);
}

function withoutBlocks(blocks: SiteBlock[], types: readonly BlockType[]): SiteBlock[] {
  return blocks
    .filter((block) => !(types as readonly string[]).includes(block.type))
    .map((block) => (block.blocks ? { ...block, blocks: withoutBlocks(block.blocks, types) } : block));
}

/**
 * The document a land's site starts from: the template of its launch type, less the map blocks
 * when the land has no location (the owner's first commit would otherwise be refused for a
 * block they never added), with the block defaults the validation fills.
 */
export async function startingDocument(deps: Deps, land: LandRef): Promise<SiteDocument> {
  const hasLocation = await landHasLocation(deps.db, land);
  const template = defaultSiteDocument(land.launchType);
  const document: SiteDocument = hasLocation
    ? template
    : {
        ...template,
        headers: withoutBlocks(template.headers, LOCATION_BLOCKS),
        footers: withoutBlocks(template.footers, LOCATION_BLOCKS),
        pages: template.pages.map((page) => ({ ...page, blocks: withoutBlocks(page.blocks, LOCATION_BLOCKS) })),
      };
  const checked = validateSiteDocument(document, { launchType: land.launchType, hasLocation });
  if (checked.ok) return checked.document;
  // A template the validation refuses is our bug: the editor still opens, and says what is wrong on commit.
  deps.log.error({ problems: checked.problems, launchType: land.launchType }, 'site template does not validate');
  return document;
}
