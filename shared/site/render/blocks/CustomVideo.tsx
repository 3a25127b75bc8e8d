import { pickText } from '../../template-texts';
import { safeImageUrl } from '../../media/urls';
import { videoFileType } from '../../media/video';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { EditingNotice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** A video file (.mp4, .webm on https) in the browser's own player; autoplay is always muted. */
export function CustomVideo({ block, attrs }: BlockProps<'CustomVideo'>) {
  const { locale, assetUrl } = useSiteRender();
  const t = useSiteText();
  const poster = safeImageUrl(attrs.poster?.full);
  const title = pickText(attrs.title, locale);
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-ratio': attrs.ratio.replace(':', '-') }}>
      {attrs.video ? (
        <div className="site-video__frame">
          <video
            controls={attrs.controls || !attrs.autoplay}
            autoPlay={attrs.autoplay}
            muted={attrs.autoplay || attrs.muted}
            loop={attrs.loop}
            playsInline
            preload="metadata"
            poster={poster && assetUrl ? assetUrl(poster) : (poster ?? undefined)}
            aria-label={title || undefined}
          >
            <source src={attrs.video.id} type={videoFileType(attrs.video)} />
          </video>
        </div>
      ) : (
        <EditingNotice>{t('site.editing.noVideo')}</EditingNotice>
      )}
    </BlockFrame>
  );
}
