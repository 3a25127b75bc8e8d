import type { BlockType } from '../../../../shared/site/blocks/types';
import { BLOCK_SKETCHES, SKETCH_VIEW, type SketchShape } from './block-sketches';
import './block-thumbnail.css';

const toneClass = (shape: SketchShape) => `studio-block-thumb__${shape.tone}`;

function Shape({ shape }: { shape: SketchShape }) {
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          className={toneClass(shape)}
          x={shape.x}
          y={shape.y}
          width={shape.w}
          height={shape.h}
          {...(shape.r ? { rx: shape.r } : {})}
        />
      );
    case 'circle':
      return (
        <circle
          className={shape.ring ? `${toneClass(shape)} studio-block-thumb--ring` : toneClass(shape)}
          cx={shape.cx}
          cy={shape.cy}
          r={shape.r}
        />
      );
    case 'line':
      return (
        <line
          className={shape.dashed ? `${toneClass(shape)} studio-block-thumb--dashed` : toneClass(shape)}
          x1={shape.x1}
          y1={shape.y1}
          x2={shape.x2}
          y2={shape.y2}
          strokeWidth={shape.width}
        />
      );
    case 'poly':
      return (
        <polygon
          className={shape.upright ? `${toneClass(shape)} studio-block-thumb--upright` : toneClass(shape)}
          points={shape.points.map((point) => point.join(',')).join(' ')}
        />
      );
  }
}

/**
 * A block type's thumbnail: its sketch (block-sketches.ts) as a small picture of a page. Decorative
 * (the block's name and description say what it is); mirrored in Arabic as the site's layout is.
 */
export function BlockThumbnail({ type }: { type: BlockType }) {
  return (
    <svg
      className="studio-block-thumb"
      viewBox={`0 0 ${SKETCH_VIEW.width} ${SKETCH_VIEW.height}`}
      width={SKETCH_VIEW.width}
      height={SKETCH_VIEW.height}
      aria-hidden="true"
      focusable="false"
      data-block-sketch={type}
    >
      {BLOCK_SKETCHES[type].map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
