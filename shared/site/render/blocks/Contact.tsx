import { mapPointOf } from '../../media/map';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { BlockHeading } from '../parts/BlockHeading';
import { LocationDetails } from '../parts/LocationDetails';
import { MapFrame } from '../parts/MapFrame';
import { Notice } from '../parts/Notice';
import { SocialLinks } from '../parts/SocialLinks';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** How to reach the land: its details (phones, e-mails, faxes, hours, address), its networks and, if asked and known, its map. */
export function Contact({ block, attrs }: BlockProps<'Contact'>) {
  const { land } = useSiteRender();
  const t = useSiteText();
  const details = land.location ? <LocationDetails location={land.location} /> : null;
  const showMap = attrs.showMap && mapPointOf(land.location) !== null;
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-has-map': String(showMap) }}>
      <BlockHeading title={attrs.title} subtitle={attrs.subtitle} />
      <div className="site-contact__layout">
        <div>
          {details ?? (land.socials.length === 0 ? <Notice>{t('site.location.none')}</Notice> : null)}
          <SocialLinks />
        </div>
        {showMap ? <MapFrame zoom={16} /> : null}
      </div>
    </BlockFrame>
  );
}
