import { StoreList } from '../parts/StoreList';
import type { BlockProps } from './props';

/** A market's stores (a query of type STORES) as cards in a grid. */
export function StoreBrowser({ block, attrs }: BlockProps<'StoreBrowser'>) {
  return <StoreList block={block} attrs={attrs} variant="grid" />;
}
