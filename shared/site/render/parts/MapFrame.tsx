import { ExternalLink } from 'lucide-react';
import { mapPointOf, osmEmbedUrl, osmLinkUrl } from '../../media/map';
import { useSiteRender } from '../context';
import { useSiteText } from '../texts';
import { Notice } from './Notice';

/**
 * The land's location on OpenStreetMap (an embedded page, lazily loaded) with a link that opens
 * the full map. Without coordinates it says the spec's text instead: "L'emplacement de la
 * boutique est inconnu."
 */
export function MapFrame({ zoom, height = 'medium' }: { zoom: number; height?: string }) {
  const { land } = useSiteRender();
  const t = useSiteText();
  const point = mapPointOf(land.location);
  if (!point) return <Notice tone="warning">{t('site.location.unknown')}</Notice>;
  return (
    <div className="site-map-frame" data-height={height}>
      <iframe
        className="site-map-frame__map"
        src={osmEmbedUrl(point, zoom)}
        title={t('site.location.mapTitle', { name: land.location?.title || land.name })}
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
      <a className="site-map-frame__link" href={osmLinkUrl(point, zoom)} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" size={16} />
        {t('site.location.openMap')}
      </a>
    </div>
  );
}
