import { produce } from 'immer';
import type { SiteDocument } from '../../../../shared/site/document';
import { applyAction } from '../state/apply-action';
import { applyCheckedPatches } from '../state/patches';
import type { DocumentEdit } from '../state/store';
import type { ActionContext, EditorAction } from '../state/types';

/** What replaying my edits on another version of the document came to. */
export interface Replay {
  document: SiteDocument;
  /** The edits that applied, in order (the same objects). */
  applied: DocumentEdit[];
  /** Actions that no longer applied (their block or page is gone, a limit is reached). */
  failed: EditorAction[];
  /** Undo or redo steps that no longer applied (what they change was changed in that version). */
  dropped: number;
}

/** Replays edits on another version of the document: those that no longer apply are returned apart. */
export function replayEdits(base: SiteDocument, edits: readonly DocumentEdit[], ctx: ActionContext): Replay {
  const applied: DocumentEdit[] = [];
  const failed: EditorAction[] = [];
  let dropped = 0;
  let document = base;
  for (const edit of edits) {
    if (edit.kind === 'action') {
      let ok = false;
      const next = produce(document, (draft) => {
        ok = applyAction(draft, edit.action, ctx).ok;
      });
      if (ok) {
        document = next;
        applied.push(edit);
      } else failed.push(edit.action);
    } else {
      // An undo or redo names places by position: it applies only where their version still
      // holds what it expects (patches.ts), never over something the other editor changed.
      const next = applyCheckedPatches(document, edit.patches, edit.expect);
      if (next) {
        document = next;
        applied.push(edit);
      } else dropped += 1;
    }
  }
  return { document, applied, failed, dropped };
}
