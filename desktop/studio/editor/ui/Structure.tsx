import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useMemo, useRef } from 'react';
import type { SiteBlock } from '../../../../shared/site/document';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../kernel';
import { useEditor, useEditorStore } from '../state/react';
import { isContainerBlock, selectCurrentPage } from '../state/selectors';
import { containerList, findBlock } from '../state/tree';
import type { ActionResult, ContainerRef, EditorAction } from '../state/types';
import { containerKey, DROP_PREFIX, dropTarget, parseContainerKey } from './containers';
import { useEditorServices } from './services';
import { useActionFeedback } from './use-action-feedback';
import { newId } from '../state/ids';
import { pickText } from '../../../../shared/site/template-texts';
import { useBlockLabel } from './use-block-name';
import { useRowWindow } from './use-row-window';

// Sensor options outside the component: new objects on each render would make new sensors, and
// with them new listeners for every row's handle (every row would render again on each move).
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The page's structure (tab home): pinned headers, the page's blocks and pinned footers, each a
 * sortable list; grids hold their own. Blocks move by dragging with the mouse or, for keyboard
 * users, by the handle (Space, arrows, Space) or the move up/down buttons.
 */
export function Structure() {
  const { t, locale } = useI18n();
  const store = useEditorStore();
  const page = useEditor(selectCurrentPage);
  const headers = useEditor((state) => state.document.headers);
  const footers = useEditor((state) => state.document.footers);
  const canMove = useEditor((state) => planAllows(state.plan, 'blocks'));
  const feedback = useActionFeedback();
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

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

  const announcements = useDragAnnouncements();

  return (
    <div className="studio-structure">
      <p className="studio-hint" id="move-hint">
        {t('editor.structure.moveHint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: t('editor.structure.moveHint') }, announcements }}
      >
        <BlockSection
          title={t('editor.structure.headers')}
          container={{ kind: 'headers' }}
          blocks={headers}
          canMove={canMove}
        />
        <BlockSection
          title={`${t('editor.structure.page')} · ${pickText(page.title, locale)}`}
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

/** Where a sortable row is: its position (from 1) and the length of its list. */
function placeOf(over: Pick<Over, 'data'> | null) {
  const sortable = over?.data.current?.sortable as { index: number; items: unknown[] } | undefined;
  return sortable ? { position: sortable.index + 1, count: sortable.items.length } : null;
}

/**
 * What a screen reader hears while a block is moved with the keyboard, in the studio's language,
 * naming blocks by their type and title (dnd-kit's own say "draggable item" and the block's id).
 */
function useDragAnnouncements(): Announcements {
  const { t } = useI18n();
  const store = useEditorStore();
  const label = useBlockLabel();
  return useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const found = findBlock(store.getState().document, String(id));
      return found ? label(found.block) : '';
    };
    const at = (key: 'start' | 'over' | 'end', id: UniqueIdentifier, over: Pick<Over, 'data'> | null) => {
      const place = placeOf(over);
      return place
        ? t(`editor.structure.drag.${key}`, { name: nameOf(id), ...place })
        : t('editor.structure.drag.outside', { name: nameOf(id) });
    };
    // dnd-kit reports the row's own place just after the pick-up: said once, by the pick-up.
    let lastOver: UniqueIdentifier | null = null;
    return {
      onDragStart: ({ active }) => {
        lastOver = active.id;
        return at('start', active.id, active);
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver) return undefined;
        lastOver = over?.id ?? null;
        return at('over', active.id, over);
      },
      onDragEnd: ({ active, over }) =>
        over ? at('end', active.id, over) : t('editor.structure.drag.cancel', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('editor.structure.drag.cancel', { name: nameOf(active.id) }),
    };
  }, [t, store, label]);
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
  // One object per container for the rows: a new one each render would defeat their memo.
  const stableContainer = useMemo(() => parseContainerKey(key)!, [key]);
  const { setNodeRef } = useDroppable({ id: `${DROP_PREFIX}${key}`, disabled: !canMove });
  const items = useMemo(() => blocks.map((block) => block.id), [blocks]);
  const list = useRef<HTMLOListElement | null>(null);
  const ref = useCallback(
    (element: HTMLOListElement | null) => {
      list.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );
  const shown = useRowWindow(list, items);
  return (
    <SortableContext id={key} items={items} strategy={verticalListSortingStrategy}>
      <ol className="studio-blocks" ref={ref} data-container={key} data-windowed={shown.windowed ? 'true' : undefined}>
        {blocks.length === 0 && <li className="studio-blocks__empty">{t('editor.structure.empty')}</li>}
        {shown.before > 0 && (
          <li className="studio-blocks__spacer" aria-hidden="true" style={{ blockSize: shown.before }} />
        )}
        {blocks.slice(shown.start, shown.end).map((block, offset) => (
          <BlockRow
            key={block.id}
            block={block}
            container={stableContainer}
            index={shown.start + offset}
            last={shown.start + offset === blocks.length - 1}
            canMove={canMove}
            setSize={shown.windowed ? blocks.length : undefined}
          />
        ))}
        {shown.after > 0 && (
          <li className="studio-blocks__spacer" aria-hidden="true" style={{ blockSize: shown.after }} />
        )}
      </ol>
    </SortableContext>
  );
}

interface RowProps {
  block: SiteBlock;
  container: ContainerRef;
  index: number;
  last: boolean;
  canMove: boolean;
  /** The list's length when only some of its rows are mounted (told to assistive technologies). */
  setSize?: number | undefined;
}

/**
 * A row's sortable shell. A reorder changes the sortable context, which every row's useSortable
 * reads, so every shell renders again; the shell stays small and its body (RowBody, memoised on
 * the block, its place and the selection) renders only for the rows that changed. On a 300-block
 * page a move then costs two row bodies, not three hundred.
 */
const BlockRow = memo(function BlockRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, setActivatorNodeRef } = useSortable({
    id: props.block.id,
    disabled: !props.canMove,
  });
  const selected = useEditor((state) => state.ui.selectedBlockId === props.block.id);
  return (
    <li
      ref={setNodeRef}
      className="studio-block-row"
      data-block-row={props.block.id}
      data-block-type={props.block.type}
      aria-current={selected ? 'true' : undefined}
      data-dragging={isDragging ? 'true' : undefined}
      aria-setsize={props.setSize}
      aria-posinset={props.setSize === undefined ? undefined : props.index + 1}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <RowBody {...props} handle={props.canMove ? { attributes, listeners, setActivatorNodeRef } : null} />
    </li>
  );
});

type Sortable = ReturnType<typeof useSortable>;
interface Handle {
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  setActivatorNodeRef: Sortable['setActivatorNodeRef'];
}

/** The row's texts, translated once per language rather than on every render of every row. */
function useRowTexts() {
  const { t } = useI18n();
  return useMemo(
    () => ({
      moveUp: t('editor.structure.moveUp'),
      moveDown: t('editor.structure.moveDown'),
      clone: t('editor.structure.clone'),
      unpin: t('editor.structure.unpin'),
      pin: t('editor.structure.pin'),
      pinBottom: t('editor.structure.pinBottom'),
      remove: t('editor.structure.remove'),
      addHere: t('editor.structure.addHere'),
      handle: (name: string) => t('editor.structure.handle', { name }),
      nested: (name: string) => t('editor.structure.nested', { name }),
      blockName: (type: string) => t(`editor.blocks.${type}`),
    }),
    [t],
  );
}

/** Keeps the handle's props while they are equal in value (dnd-kit hands out new objects on each render). */
function sameHandle(a: Handle | null, b: Handle | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.listeners === b.listeners &&
    a.setActivatorNodeRef === b.setActivatorNodeRef &&
    Object.keys(a.attributes).every(
      (key) => a.attributes[key as keyof Handle['attributes']] === b.attributes[key as keyof Handle['attributes']],
    )
  );
}

const RowBody = memo(
  function RowBody({ block, container, index, last, canMove, handle }: RowProps & { handle: Handle | null }) {
    const texts = useRowTexts();
    const store = useEditorStore();
    const pageId = useEditor((state) => state.ui.currentPageId);
    const feedback = useActionFeedback();
    const { openAddDialog } = useEditorServices();
    const name = texts.blockName(block.type);
    const pinned = container.kind === 'headers' || container.kind === 'footers';
    const run = (action: EditorAction): ActionResult => feedback(action);

    return (
      <>
        <div className="studio-block-row__line">
          {handle && (
            <button
              type="button"
              className="studio-handle"
              ref={handle.setActivatorNodeRef}
              aria-label={texts.handle(name)}
              {...handle.attributes}
              {...handle.listeners}
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
                aria-label={texts.moveUp}
                title={texts.moveUp}
                disabled={index === 0}
                onClick={() => run({ type: 'block/move', blockId: block.id, to: container, index: index - 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={texts.moveDown}
                title={texts.moveDown}
                disabled={last}
                onClick={() => run({ type: 'block/move', blockId: block.id, to: container, index: index + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                title={texts.clone}
                onClick={() => run({ type: 'block/clone', blockId: block.id, newId: newId() })}
              >
                {texts.clone}
              </button>
              {pinned ? (
                <button type="button" onClick={() => run({ type: 'block/unpin', blockId: block.id, pageId })}>
                  {texts.unpin}
                </button>
              ) : container.kind === 'page' ? (
                <>
                  <button type="button" onClick={() => run({ type: 'block/pin', blockId: block.id, to: 'headers' })}>
                    {texts.pin}
                  </button>
                  <button type="button" onClick={() => run({ type: 'block/pin', blockId: block.id, to: 'footers' })}>
                    {texts.pinBottom}
                  </button>
                </>
              ) : null}
              <button
                type="button"
                className="studio-danger"
                onClick={() => run({ type: 'block/remove', blockId: block.id })}
              >
                {texts.remove}
              </button>
            </span>
          )}
        </div>
        {isContainerBlock(block) && (
          <div className="studio-nested" aria-label={texts.nested(name)}>
            <BlockList
              container={{ kind: 'nested', blockId: block.id }}
              blocks={block.blocks ?? []}
              canMove={canMove}
            />
            {canMove && (
              <button
                type="button"
                className="studio-button studio-add"
                onClick={() => openAddDialog({ kind: 'nested', blockId: block.id })}
              >
                + {texts.addHere}
              </button>
            )}
          </div>
        )}
      </>
    );
  },
  (before, after) =>
    before.block === after.block &&
    before.container === after.container &&
    before.index === after.index &&
    before.last === after.last &&
    before.canMove === after.canMove &&
    sameHandle(before.handle, after.handle),
);
