import { StoreList } from '../parts/StoreList';
import type { BlockProps } from './props';

/** A market's stores in one row that scrolls sideways, `perView` cards at once on wide screens. */
export function StoreCarousel({ block, attrs }: BlockProps<'StoreCarousel'>) {
  return <StoreList block={block} attrs={attrs} variant="carousel" perView={attrs.perView} />;
}
