import { useEffect, useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { GRID_COLUMNS, GRID_MAX_ROWS, type GridBreakpoint } from '../../../../shared/site/blocks/grid';
import type { SiteBlock } from '../../../../shared/site/document';
import { planAllows } from '../../../../shared/site/plans';
import { useI18n } from '../../kernel';
import {
  gridPlaces,
  placeProblem,
  stepRowPlace,
  type GridPlace,
  type PlacedBlock,
} from '../state/actions/place-grid-item';
import { useEditor, useEditorStore } from '../state/react';
import { findBlock } from '../state/tree';
import { useActionFeedback } from './use-action-feedback';
import { useBlockName } from './use-block-name';

const BREAKPOINTS: readonly GridBreakpoint[] = ['md', 'xs'];

/** The highest row people may type (the schema's y goes to 10 000, counted from 0). */
const MAX_ROW_SHOWN = 10_001;

/**
 * Where a Grid's nested blocks sit (tab props-grid, spec: layouts md and xs): a small picture of
 * the grid at a breakpoint, 12 columns wide or 4 on phones, each block a rectangle at the cells
 * the site shows it in, and the chosen block's column, row, width and height. A focused
 * rectangle moves with the arrows and changes size with Shift and the arrows; every change is a
 * `grid/place` action (undo and redo come with the store) and is spoken through a live region.
 * The picture is a CSS grid like the site's, so Arabic mirrors it the same way (column 1 on the
 * right).
 */
export function GridLayoutEditor({ grid }: { grid: SiteBlock }) {
  const { t, dir } = useI18n();
  const store = useEditorStore();
  const canArrange = useEditor((state) => planAllows(state.plan, 'design'));
  const selectedBlockId = useEditor((state) => state.ui.selectedBlockId);
  const feedback = useActionFeedback();
  const blockName = useBlockName();
  const ids = useId();
  const [breakpoint, setBreakpoint] = useState<GridBreakpoint>('md');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const places = useMemo(() => gridPlaces(grid, breakpoint), [grid, breakpoint]);
  // A block selected in the structure or the canvas becomes the chosen one here.
  useEffect(() => {
    if (selectedBlockId && (grid.blocks ?? []).some((block) => block.id === selectedBlockId)) {
      setChosenId(selectedBlockId);
    }
  }, [selectedBlockId, grid.blocks]);

  const blocks = grid.blocks ?? [];
  // Two blocks of one type get a number each, so the rectangles and the announcements tell them apart.
  const labelOf = (block: SiteBlock): string => {
    const same = blocks.filter((other) => other.type === block.type);
    const name = blockName(block);
    return same.length > 1 ? `${name} ${same.indexOf(block) + 1}` : name;
  };
  const spoken = (block: SiteBlock, place: GridPlace) =>
    t('grid.place', { name: labelOf(block), x: place.x + 1, y: place.y + 1, w: place.w, h: place.h });

  const columns = GRID_COLUMNS[breakpoint];
  const rows = Math.max(1, ...places.map(({ place }) => place.y + place.h));
  const chosen = places.find((placed) => placed.block.id === chosenId) ?? places[0] ?? null;
  // Rectangles in the grid's own order: a stable order keeps focus on a block as it moves.
  const drawn = [...places].sort((a, b) => a.index - b.index);

  /** Places a block and says where it landed (the blocks rise, so it may not be the place asked). */
  const place = (placed: PlacedBlock, next: GridPlace): boolean => {
    const blockId = placed.block.id;
    const result = feedback({ type: 'grid/place', gridId: grid.id, blockId, breakpoint, place: next });
    if (!result.ok) return false;
    const updated = findBlock(store.getState().document, grid.id)?.block;
    const landed = updated && gridPlaces(updated, breakpoint).find((other) => other.block.id === blockId);
    if (landed) setAnnouncement(spoken(landed.block, landed.place));
    return true;
  };

  const choose = (blockId: string) => {
    setChosenId(blockId);
    const state = store.getState();
    state.select(blockId);
    // Selecting in preview mode opens the props tab; the owner is arranging the grid: stay here.
    if (store.getState().ui.tab !== 'props-grid') state.setTab('props-grid');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, placed: PlacedBlock) => {
    const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
    if (!vertical && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (!canArrange) {
      setAnnouncement(t('grid.locked'));
      return;
    }
    const current = placed.place;
    const name = labelOf(placed.block);
    let next: GridPlace | null;
    let stuck = t('grid.edge', { name });
    if (vertical) {
      const down = event.key === 'ArrowDown';
      if (event.shiftKey) next = { ...current, h: current.h + (down ? 1 : -1) };
      else if (breakpoint === 'xs') {
        // Phones keep the wide screen's order (one markup for both): rows are set on the wide screen.
        setAnnouncement(t('grid.phoneOrder'));
        return;
      } else {
        next = stepRowPlace(grid, placed.block.id, down ? 1 : -1);
        stuck = t(down ? 'grid.lowest' : 'grid.highest', { name });
      }
    } else {
      // Right goes towards higher columns left to right, and towards lower ones in Arabic (mirrored).
      const step = (event.key === 'ArrowRight') === (dir === 'ltr') ? 1 : -1;
      next = event.shiftKey ? { ...current, w: current.w + step } : { ...current, x: current.x + step };
    }
    if (!next || placeProblem(next, breakpoint)) {
      setAnnouncement(stuck);
      return;
    }
    place(placed, next);
  };

  const hintId = `${ids}-keys`;
  const orderId = `${ids}-order`;
  const screen = t(`grid.${breakpoint}`);
  const mapStyle = {
    '--grid-columns': columns,
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${rows}, var(--grid-row))`,
  } as CSSProperties;

  return (
    <section className="studio-gridmap" aria-labelledby={`${ids}-title`} data-breakpoint={breakpoint}>
      <h4 id={`${ids}-title`}>{t('grid.title')}</h4>
      <fieldset className="studio-field studio-gridmap__screens">
        <legend>{t('grid.screens')}</legend>
        {BREAKPOINTS.map((value) => (
          <label key={value} className="studio-field--check">
            <input
              type="radio"
              name={`${ids}-screen`}
              value={value}
              checked={breakpoint === value}
              onChange={() => setBreakpoint(value)}
            />{' '}
            {t(`grid.${value}`)}
          </label>
        ))}
      </fieldset>
      {!canArrange && <p className="studio-hint">{t('grid.locked')}</p>}
      {places.length === 0 ? (
        <p className="studio-empty">{t('grid.empty')}</p>
      ) : (
        <>
          <p className="studio-hint" id={hintId}>
            {t('grid.keys')} {breakpoint === 'md' ? t('grid.rise') : null}
          </p>
          {breakpoint === 'xs' && (
            <p className="studio-hint" id={orderId}>
              {t('grid.phoneOrder')}
            </p>
          )}
          <div
            className="studio-gridmap__cells"
            role="group"
            aria-label={t('grid.area', { screen })}
            data-columns={columns}
            style={mapStyle}
          >
            {drawn.map((placed) => {
              const { block, place: at } = placed;
              return (
                <button
                  key={block.id}
                  type="button"
                  className="studio-gridmap__block"
                  data-grid-block={block.id}
                  aria-current={chosen?.block.id === block.id ? 'true' : undefined}
                  aria-label={spoken(block, at)}
                  aria-describedby={hintId}
                  style={{ gridColumn: `${at.x + 1} / span ${at.w}`, gridRow: `${at.y + 1} / span ${at.h}` }}
                  onFocus={() => setChosenId(block.id)}
                  onClick={() => choose(block.id)}
                  onKeyDown={(event) => onKeyDown(event, placed)}
                >
                  <span aria-hidden="true">{labelOf(block)}</span>
                </button>
              );
            })}
          </div>
          {chosen && (
            <PlaceFields
              key={`${chosen.block.id}-${breakpoint}`}
              legend={t('grid.chosen', { name: labelOf(chosen.block) })}
              placed={chosen}
              breakpoint={breakpoint}
              disabled={!canArrange}
              rowHintId={breakpoint === 'xs' ? orderId : undefined}
              onPlace={(next) => place(chosen, next)}
            />
          )}
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

/** The chosen block's column, row, width and height, counted from 1 as people count. */
function PlaceFields({
  legend,
  placed,
  breakpoint,
  disabled,
  rowHintId,
  onPlace,
}: {
  legend: string;
  placed: PlacedBlock;
  breakpoint: GridBreakpoint;
  disabled: boolean;
  /** On phones the row follows the wide order: shown, not set, and this hint says why. */
  rowHintId: string | undefined;
  onPlace: (place: GridPlace) => boolean;
}) {
  const { t } = useI18n();
  const { x, y, w, h } = placed.place;
  const columns = GRID_COLUMNS[breakpoint];
  return (
    <fieldset className="studio-field studio-gridmap__fields" data-grid-fields={placed.block.id}>
      <legend>{legend}</legend>
      <NumberField
        label={t('grid.column')}
        value={x + 1}
        min={1}
        max={columns - w + 1}
        disabled={disabled}
        onCommit={(value) => onPlace({ ...placed.place, x: value - 1 })}
      />
      <NumberField
        label={t('grid.row')}
        value={y + 1}
        min={1}
        max={MAX_ROW_SHOWN}
        disabled={disabled}
        readOnly={rowHintId !== undefined}
        describedBy={rowHintId}
        onCommit={(value) => onPlace({ ...placed.place, y: value - 1 })}
      />
      <NumberField
        label={t('grid.width')}
        value={w}
        min={1}
        max={columns - x}
        disabled={disabled}
        onCommit={(value) => onPlace({ ...placed.place, w: value })}
      />
      <NumberField
        label={t('grid.height')}
        value={h}
        min={1}
        max={GRID_MAX_ROWS}
        disabled={disabled}
        onCommit={(value) => onPlace({ ...placed.place, h: value })}
      />
    </fieldset>
  );
}

/**
 * A number input that applies its value when it is complete: on Enter, on leaving the field, or
 * on a step of its arrows or spin buttons, never on each typed digit (typing 12 would first
 * place the block at 1, pushing the others about on the way).
 */
function NumberField({
  label,
  value,
  min,
  max,
  disabled,
  readOnly = false,
  describedBy,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  readOnly?: boolean;
  describedBy?: string | undefined;
  onCommit: (value: number) => boolean;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = (text: string) => {
    const number = Number(text);
    if (text.trim() === '' || !Number.isInteger(number) || number === value) {
      setDraft(String(value));
      return;
    }
    // A refused value (its notice says why) gives way to the block's real place.
    if (!onCommit(number)) setDraft(String(value));
  };
  return (
    <label className="studio-field studio-gridmap__field">
      <span className="studio-field__label">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        value={draft}
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        readOnly={readOnly}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
        onKeyUp={(event) => {
          if (['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'].includes(event.key)) commit(event.currentTarget.value);
        }}
        onPointerUp={(event) => commit(event.currentTarget.value)}
      />
    </label>
  );
}
