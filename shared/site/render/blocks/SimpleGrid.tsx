import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/**
 * Nested blocks side by side in `numBlock` equal columns, stacked on phones. Slot n holds the nth
 * nested block; empty slots keep their place (and say so in the studio).
 */
export function SimpleGrid({ block, attrs, nested }: BlockProps<'SimpleGrid'>) {
  const { editing } = useSiteRender();
  const t = useSiteText();
  const empty = Math.max(0, attrs.numBlock - nested.length);
  return (
    <BlockFrame
      block={block}
      width={attrs.width}
      attributes={{ 'data-columns': attrs.numBlock, 'data-padding': attrs.padding }}
    >
      <div className="site-simple-grid__items">
        {nested.map((child) => (
          <div key={child.id} className="site-simple-grid__slot">
            {child.node}
          </div>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <div key={`empty-${index}`} className="site-simple-grid__slot" data-empty="true">
            {editing ? <span className="site-slot-hint">{t('site.editing.emptySlot')}</span> : null}
          </div>
        ))}
      </div>
    </BlockFrame>
  );
}
