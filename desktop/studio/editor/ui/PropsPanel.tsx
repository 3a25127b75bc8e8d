import { useMemo } from 'react';
import { BLOCK_DEFINITIONS } from '../../../../shared/site/blocks/catalogue';
import { isBlockType, LOCATION_BLOCKS } from '../../../../shared/site/blocks/types';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../kernel';
import { useEditor, useEditorStore } from '../state/react';
import { findBlock } from '../state/tree';
import { fieldsOf } from './form/fields';
import { PropsForm, type FormContext } from './form/PropsForm';
import { GridLayoutEditor } from './GridLayoutEditor';
import { useEditorServices } from './services';
import { useActionFeedback, useRefusalText } from './use-action-feedback';
import { useBlockName } from './use-block-name';

/**
 * The selected block's settings (tab props), a form generated from its type's schema; `grid`
 * (tab props-grid) shows the grid the selection is in, or the selected grid.
 */
export function PropsPanel({ grid = false }: { grid?: boolean }) {
  const { t } = useI18n();
  const store = useEditorStore();
  // Plain values from the store (a selector returning a new object each time would never settle).
  const selectedBlockId = useEditor((state) => state.ui.selectedBlockId);
  const queries = useEditor((state) => state.document.queries);
  const plan = useEditor((state) => state.plan);
  const { land } = useEditorServices();
  const feedback = useActionFeedback();
  const refusal = useRefusalText();
  const name = useBlockName();

  const document = useEditor((state) => state.document);
  const location = useMemo(
    () => (selectedBlockId ? findBlock(document, selectedBlockId) : null),
    [document, selectedBlockId],
  );
  let block = location?.block ?? null;
  // The grid tab arranges the grid a selected block sits in (or the selected grid itself).
  if (grid && location && location.container.kind === 'nested') {
    block = findBlock(document, location.container.blockId)?.block ?? block;
  }
  const definition = block && isBlockType(block.type) ? BLOCK_DEFINITIONS[block.type] : null;
  const fields = useMemo(() => (definition ? fieldsOf(definition.attrs) : []), [definition]);

  if (!block || !definition)
    return <p className="studio-empty">{t(grid ? 'editor.props.noGrid' : 'editor.props.none')}</p>;
  if (grid && block.type !== 'Grid' && block.type !== 'SimpleGrid')
    return <p className="studio-empty">{t('editor.props.noGrid')}</p>;

  const blockId = block.id;
  const context: FormContext = {
    set: (path, value) => {
      const action = { type: 'block/setAttr' as const, blockId, path, value };
      const result = store.getState().dispatch(action);
      return result;
    },
    refusal: (result) => refusal({ type: 'block/setAttr', blockId, path: [], value: null }, result),
    queries,
    canChooseQuery: planAllows(plan, 'queries'),
  };

  return (
    <div className="studio-props" data-props-for={block.id}>
      <h3>{name(block)}</h3>
      {LOCATION_BLOCKS.includes(block.type as never) && !land.location?.lat && (
        <p role="alert" className="studio-error">
          {t('editor.errors.noLocation')}
        </p>
      )}
      {definition.layouts && (
        <label className="studio-field">
          <span className="studio-field__label">{t('editor.props.layout')}</span>
          <select
            value={block.layout ?? definition.layouts[0]}
            disabled={!planAllows(plan, 'design')}
            onChange={(event) => feedback({ type: 'block/setLayout', blockId, layout: event.target.value })}
          >
            {definition.layouts.map((layout) => (
              <option key={layout} value={layout}>
                {layout}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* Where a Grid's blocks sit (its `layouts`, kept out of the generic form). */}
      {grid && block.type === 'Grid' && <GridLayoutEditor grid={block} />}
      <PropsForm fields={fields} value={block.attrs} path={[]} context={context} />
    </div>
  );
}
