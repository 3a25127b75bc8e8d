import { BlockFrame } from '../BlockFrame';
import { BlockHeading } from '../parts/BlockHeading';
import { MapFrame } from '../parts/MapFrame';
import type { BlockProps } from './props';

/** The land's location on a map ("L'emplacement de la boutique est inconnu." without one). */
export function MapBlock({ block, attrs }: BlockProps<'Map'>) {
  return (
    <BlockFrame block={block} width={attrs.width}>
      <BlockHeading title={attrs.title} />
      <MapFrame zoom={attrs.zoom} height={attrs.height} />
    </BlockFrame>
  );
}
