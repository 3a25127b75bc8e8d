import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback } from 'react';
import type { SiteBlock } from '../../../../shared/site/document';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../app/i18n';
import { useEditor, useEditorStore } from '../state/react';
import { isContainerBlock, selectCurrentPage } from '../state/selectors';
import { containerList } from '../state/tree';
import type { ActionResult, ContainerRef, EditorAction } from '../state/types';
import { containerKey, DROP_PREFIX, dropTarget, parseContainerKey } from './containers';
import { useEditorServices } from './services';
import { useBlockName } from './use-block-name';
import { useActionFeedback } from './use-action-feedback';
import { newId } from '../state/ids';

/**
 * The page's structure (tab home): pinned headers, the page's blocks and pinned footers, each a
 * sortable list; grids hold their own. Blocks move by dragging with the mouse or, for keyboard
 * users, by the handle (Space, arrows, Space) or the move up/down buttons.
 */
export function Structure() {
  const { t } = useI18n();
  const store = useEditorStore();
  const page = useEditor(selectCurrentPage);
  const headers = useEditor((state) => state.document.headers);
  const footers = useEditor((state) => state.document.footers);
  const canMove = useEditor((state) => planAllows(state.plan, 'blocks'));
  const feedback = useActionFeedback();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over) return;
      const sortable = over.data.current?.sortable as { containerId: string; index: number } | undefined;
      const document = store.getState().document;
      const target = dropTarget(
        { id: String(over.id), container: sortable?.containerId ?? null, index: sortable?.index ?? null },
        (key) => {
          const ref = parseContainerKey(key);
          return ref ? (containerList(document, ref)?.length ?? 0) : 0;
        },
      );
      if (!target || String(active.id) === String(over.id)) return;
      feedback({ type: 'block/move', blockId: String(active.id), to: target.to, index: target.index });
    },
    [store, feedback],
  );

  return (
    <div className="studio-structure">
      <p className="studio-hint" id="move-hint">
        {t('editor.structure.moveHint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: t('editor.structure.moveHint') } }}
      >
        <BlockSection
          title={t('editor.structure.headers')}
          container={{ kind: 'headers' }}
          blocks={headers}
          canMove={canMove}
        />
        <BlockSection
          title={`${t('editor.structure.page')} · ${page.title.fr}`}
          container={{ kind: 'page', pageId: page.id }}
          blocks={page.blocks}
          canMove={canMove}
        />
        <BlockSection
          title={t('editor.structure.footers')}
          container={{ kind: 'footers' }}
          blocks={footers}
          canMove={canMove}
        />
      </DndContext>
    </div>
  );
}

function BlockSection({
  title,
  container,
  blocks,
  canMove,
}: {
  title: string;
  container: ContainerRef;
  blocks: SiteBlock[];
  canMove: boolean;
}) {
  const { t } = useI18n();
  const { openAddDialog } = useEditorServices();
  const key = containerKey(container);
  return (
    <section className="studio-section" aria-label={title} data-container={key}>
      <h3>{title}</h3>
      <BlockList container={container} blocks={blocks} canMove={canMove} />
      {canMove && (
        <button type="button" className="studio-button studio-add" onClick={() => openAddDialog(container)}>
          + {t('editor.structure.addBlock')}
        </button>
      )}
    </section>
  );
}

function BlockList({ container, blocks, canMove }: { container: ContainerRef; blocks: SiteBlock[]; canMove: boolean }) {
  const { t } = useI18n();
  const key = containerKey(container);
  const { setNodeRef } = useDroppable({ id: `${DROP_PREFIX}${key}`, disabled: !canMove });
  return (
    <SortableContext id={key} items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
      <ol className="studio-blocks" ref={setNodeRef} data-container={key}>
        {blocks.length === 0 && <li className="studio-blocks__empty">{t('editor.structure.empty')}</li>}
        {blocks.map((block, index) => (
          <BlockRow
            key={block.id}
            block={block}
            container={container}
            index={index}
            last={index === blocks.length - 1}
            canMove={canMove}
          />
        ))}
      </ol>
    </SortableContext>
  );
}

const BlockRow = memo(function BlockRow({
  block,
  container,
  index,
  last,
  canMove,
}: {
  block: SiteBlock;
  container: ContainerRef;
  index: number;
  last: boolean;
  canMove: boolean;
}) {
  const { t } = useI18n();
  const store = useEditorStore();
  const name = useBlockName()(block);
  const selected = useEditor((state) => state.ui.selectedBlockId === block.id);
  const pageId = useEditor((state) => state.ui.currentPageId);
  const feedback = useActionFeedback();
  const { openAddDialog } = useEditorServices();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, setActivatorNodeRef } = useSortable({
    id: block.id,
    disabled: !canMove,
  });
  const pinned = container.kind === 'headers' || container.kind === 'footers';
  const run = (action: EditorAction): ActionResult => feedback(action);

  return (
    <li
      ref={setNodeRef}
      className="studio-block-row"
      data-block-row={block.id}
      data-block-type={block.type}
      aria-current={selected ? 'true' : undefined}
      data-dragging={isDragging ? 'true' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="studio-block-row__line">
        {canMove && (
          <button
            type="button"
            className="studio-handle"
            ref={setActivatorNodeRef}
            aria-label={t('editor.structure.handle', { name })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
        )}
        <button type="button" className="studio-block-row__name" onClick={() => store.getState().select(block.id)}>
          {name}
        </button>
        {canMove && (
          <span className="studio-block-row__actions">
            <button
              type="button"
              aria-label={t('editor.structure.moveUp')}
              title={t('editor.structure.moveUp')}
              disabled={index === 0}
              onClick={() => run({ type: 'block/move', blockId: block.id, to: container, index: index - 1 })}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={t('editor.structure.moveDown')}
              title={t('editor.structure.moveDown')}
              disabled={last}
              onClick={() => run({ type: 'block/move', blockId: block.id, to: container, index: index + 1 })}
            >
              ↓
            </button>
            <button
              type="button"
              title={t('editor.structure.clone')}
              onClick={() => run({ type: 'block/clone', blockId: block.id, newId: newId() })}
            >
              {t('editor.structure.clone')}
            </button>
            {pinned ? (
              <button type="button" onClick={() => run({ type: 'block/unpin', blockId: block.id, pageId })}>
                {t('editor.structure.unpin')}
              </button>
            ) : container.kind === 'page' ? (
              <>
                <button type="button" onClick={() => run({ type: 'block/pin', blockId: block.id, to: 'headers' })}>
                  {t('editor.structure.pin')}
                </button>
                <button type="button" onClick={() => run({ type: 'block/pin', blockId: block.id, to: 'footers' })}>
                  {t('editor.structure.pinBottom')}
                </button>
              </>
            ) : null}
            <button
              type="button"
              className="studio-danger"
              onClick={() => run({ type: 'block/remove', blockId: block.id })}
            >
              {t('editor.structure.remove')}
            </button>
          </span>
        )}
      </div>
      {isContainerBlock(block) && (
        <div className="studio-nested" aria-label={t('editor.structure.nested', { name })}>
          <BlockList container={{ kind: 'nested', blockId: block.id }} blocks={block.blocks ?? []} canMove={canMove} />
          {canMove && (
            <button
              type="button"
              className="studio-button studio-add"
              onClick={() => openAddDialog({ kind: 'nested', blockId: block.id })}
            >
              + {t('editor.structure.addHere')}
            </button>
          )}
        </div>
      )}
    </li>
  );
});
