import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import type { BlockImage } from '../../../../../shared/site/blocks/fields';
import { useI18n } from '../../../kernel';
import type { ActionResult } from '../../state/types';
import { MediaLibraryDialog } from '../media/MediaLibraryDialog';
import { useEditorServices } from '../services';
import { TextInput } from './TextInput';

/** The focus point moves by this much (percent) per click position or arrow key: site.css's steps. */
const STEP = 10;
const snap = (value: number) => Math.min(100, Math.max(0, Math.round(value / STEP) * STEP));
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * A block's picture: chosen from the land's media library (upload, pick, replace), or given as
 * an https address; once set, a click on it (or the arrow keys) places the focus point that
 * stays in view when the site crops it to its frame.
 */
export function ImageField({
  label,
  value,
  nullable,
  focusable = true,
  path,
  onChange,
  refusal,
}: {
  label: string;
  value: BlockImage | null | undefined;
  nullable: boolean;
  /** False where the picture fills a background (the theme's): no focus point to place. */
  focusable?: boolean;
  /** The attribute's path, for tests and the publish check's "open the text". */
  path: string;
  onChange: (image: BlockImage | null) => ActionResult;
  refusal: (result: Exclude<ActionResult, { ok: true }>) => string;
}) {
  const { t } = useI18n();
  const { assetUrl } = useEditorServices();
  const [choosing, setChoosing] = useState(false);
  const focus = value?.focus ?? { x: 50, y: 50 };

  const place = (x: number, y: number) => {
    if (!value) return;
    onChange({ ...value, focus: { x: snap(x), y: snap(y) } });
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Measured on the picture itself: the button wraps it exactly, whatever the interface's direction.
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    place(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = ARROWS[event.key];
    if (!move) return;
    event.preventDefault();
    place(focus.x + move[0], focus.y + move[1]);
  };

  const actions = (
    <div className="studio-image-field__actions">
      <button type="button" className="studio-button" onClick={() => setChoosing(true)}>
        {t('editor.media.field.replace')}
      </button>
      {nullable && (
        <button type="button" className="studio-button" onClick={() => onChange(null)}>
          {t('editor.media.field.clear')}
        </button>
      )}
    </div>
  );

  return (
    <fieldset className="studio-field studio-image-field" data-field={path}>
      <legend>{label}</legend>
      {value && !focusable ? (
        <>
          <img className="studio-image-field__still" src={assetUrl(value.thumb ?? value.full)} alt="" />
          {actions}
        </>
      ) : value ? (
        <>
          <button
            type="button"
            className="studio-image-field__picture"
            aria-label={t('editor.media.field.focus', { x: focus.x, y: focus.y })}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            <img src={assetUrl(value.thumb ?? value.full)} alt="" draggable={false} />
            <span
              className="studio-image-field__focus"
              aria-hidden="true"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </button>
          <p className="studio-hint">{t('editor.media.field.focusHint')}</p>
          {actions}
        </>
      ) : (
        <button type="button" className="studio-image-field__empty" onClick={() => setChoosing(true)}>
          <ImagePlus size={22} aria-hidden="true" />
          {t('editor.media.field.choose')}
        </button>
      )}
      <TextInput
        label={t('editor.media.field.address')}
        value={value && !value.full.startsWith('/') ? value.full : ''}
        dir="ltr"
        commitOnBlur
        onCommit={(text) =>
          text.trim() === '' ? (nullable && value ? onChange(null) : { ok: true }) : onChange({ full: text.trim() })
        }
        refusal={refusal}
      />
      {choosing && (
        <MediaLibraryDialog
          onClose={() => setChoosing(false)}
          onPick={(picture) => {
            setChoosing(false);
            onChange({ full: picture.path, thumb: picture.thumbnailPath });
          }}
        />
      )}
    </fieldset>
  );
}
