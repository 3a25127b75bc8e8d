import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { resolveLink } from '../links';
import { Picture } from '../parts/Picture';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/**
 * Slides in one row that scrolls sideways and snaps slide by slide (CSS scroll snapping: it works
 * server-rendered, without script), `perView` at once on wide screens; the dots are links to each
 * slide. Shows the first `count` slides.
 */
export function Carousel({ block, attrs }: BlockProps<'Carousel'>) {
  const { locale, links } = useSiteRender();
  const t = useSiteText();
  const slides = attrs.slides.slice(0, attrs.count);
  const slideId = (index: number) => `${block.id}-slide-${index + 1}`;
  return (
    <BlockFrame
      block={block}
      width={attrs.width}
      label={t('site.carousel.label')}
      roleDescription="carousel"
      attributes={{ 'data-per-view': attrs.perView }}
    >
      <ul className="site-carousel__track">
        {slides.map((slide, index) => {
          const title = pickText(slide.title, locale);
          const subtitle = pickText(slide.subtitle, locale);
          const href = resolveLink(links, slide.link);
          const content = (
            <>
              <Picture image={slide.image} mobile={slide.mobile} alt={title} eager={index === 0} />
              {attrs.caption && (title || subtitle) ? (
                <div className="site-carousel__caption">
                  {title ? <strong>{title}</strong> : null}
                  {subtitle ? <span>{subtitle}</span> : null}
                </div>
              ) : null}
            </>
          );
          return (
            <li
              key={index}
              id={slideId(index)}
              className="site-carousel__slide"
              aria-roledescription="slide"
              aria-label={t('site.carousel.slide', { index: index + 1, count: slides.length })}
            >
              {href ? <a href={href}>{content}</a> : content}
            </li>
          );
        })}
      </ul>
      {slides.length > attrs.perView ? (
        <nav className="site-carousel__dots" aria-label={t('site.carousel.label')}>
          {slides.map((_, index) => (
            <a key={index} href={`#${slideId(index)}`} aria-label={t('site.carousel.goTo', { index: index + 1 })} />
          ))}
        </nav>
      ) : null}
    </BlockFrame>
  );
}
