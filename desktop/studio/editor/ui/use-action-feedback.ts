import { useCallback } from 'react';
import { useI18n } from '../../kernel';
import { useEditorStore } from '../state/react';
import type { ActionResult, EditorAction } from '../state/types';
import { useEditorServices } from './services';

/** The text of a refusal: the spec's own where it has one, else the editor's. */
export function useRefusalText(): (action: EditorAction, result: Exclude<ActionResult, { ok: true }>) => string {
  const { t } = useI18n();
  return (action, result) => {
    if (action.type === 'block/remove') return t('editor.errors.removeFailed');
    if (result.detail === 'unsupportedVideo') return t('editor.errors.unsupportedVideo');
    if (result.detail === 'badLink') return t('editor.errors.badLink');
    if (result.detail === 'noLocation') return t('editor.errors.noLocation');
    if (result.error === 'forbidden') return t('editor.errors.forbidden');
    if (result.error === 'limit') return t('editor.errors.limit', { detail: result.detail ?? '' });
    return t('editor.errors.invalid');
  };
}

/** Dispatches an action and tells the owner when it was refused. */
export function useActionFeedback(): (action: EditorAction) => ActionResult {
  const store = useEditorStore();
  const { notify } = useEditorServices();
  const refusal = useRefusalText();
  return useCallback(
    (action: EditorAction) => {
      const result = store.getState().dispatch(action);
      if (!result.ok) notify({ kind: 'error', text: refusal(action, result) });
      return result;
    },
    // refusal changes with the language only.
    [store, notify],
  );
}
