import { produceWithPatches, enablePatches } from 'immer';
import type { SiteDocument } from '../../../../shared/site/document';
import type { LaunchType } from '../../../../shared/site/launch';
import type { SitePlan } from '../../../../shared/site/plans';
import { defaultSiteDocument } from '../../../../shared/site/templates';
import { validateSiteDocument } from '../../../../shared/site/validate';
import { applyAction } from './apply-action';
import type { ActionResult, EditorAction } from './types';

enablePatches();

/** A land's starting document (the shared template), as the editor first loads it. */
export function templateDocument(launchType: LaunchType = 'STORE'): SiteDocument {
  return defaultSiteDocument(launchType);
}

/**
 * Applies actions one after the other through immer, as the store does, and returns the final
 * document and each result. The document it starts from is never changed.
 */
export function run(
  document: SiteDocument,
  actions: EditorAction[],
  { launchType = 'STORE', plan = 'FULL' }: { launchType?: LaunchType; plan?: SitePlan } = {},
): { document: SiteDocument; results: ActionResult[] } {
  const results: ActionResult[] = [];
  let current = document;
  for (const action of actions) {
    const [next] = produceWithPatches(current, (draft) => {
      results.push(applyAction(draft, action, { launchType, plan }));
    });
    current = next;
  }
  return { document: current, results };
}

/** The ids of a block list, in order. */
export const ids = (blocks: { id: string }[]) => blocks.map((block) => block.id);

/** True when the server's own check would accept the document (the editor never builds what cannot be saved). */
export function acceptedByServer(document: SiteDocument, launchType: LaunchType = 'STORE'): boolean {
  const result = validateSiteDocument(document, { launchType, hasLocation: true });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return true;
}
