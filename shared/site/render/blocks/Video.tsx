import { pickText } from '../../template-texts';
import { videoEmbedUrl } from '../../media/video';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { EditingNotice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/**
 * A YouTube (no-cookie), Vimeo or Dailymotion player, loaded lazily. The player's address is
 * built from the stored `{provider, id}`, never taken from the document.
 */
export function Video({ block, attrs }: BlockProps<'Video'>) {
  const { locale } = useSiteRender();
  const t = useSiteText();
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-ratio': attrs.ratio.replace(':', '-') }}>
      {attrs.video ? (
        <div className="site-video__frame">
          <iframe
            src={videoEmbedUrl(attrs.video)}
            title={pickText(attrs.title, locale) || t('site.video.title')}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <EditingNotice>{t('site.editing.noVideo')}</EditingNotice>
      )}
    </BlockFrame>
  );
}
