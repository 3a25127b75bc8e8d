import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import { LocationDetails } from '../parts/LocationDetails';
import { MapFrame } from '../parts/MapFrame';
import type { BlockProps } from './props';

/** The land's map beside its address card. */
export function Maps({ block, attrs }: BlockProps<'Maps'>) {
  const { land } = useSiteRender();
  return (
    <BlockFrame block={block} width={attrs.width}>
      <BlockHeading title={attrs.title} />
      <div className="site-maps__layout">
        <MapFrame zoom={attrs.zoom} />
        {attrs.showAddress && land.location ? (
          <LocationDetails location={land.location} show={{ faxes: false }} />
        ) : null}
      </div>
    </BlockFrame>
  );
}
