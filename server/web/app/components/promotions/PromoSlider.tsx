import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PROMOTION_LIMITS } from '../../../../../shared/domain/promotions';
import { useI18n } from '../../i18n';
import { FallbackBanner } from './FallbackBanner';
import { slotBoxClass } from './PromoSlot';
import { PromotionVisual } from './PromotionVisual';
import { usePromotions } from './use-promotions';

/**
 * The home's promo slider (spec §4, §9): up to 30 promotions of the home's header slot, 980 px
 * wide at most; it starts turning 3 s after it shows and then every 3 s, stops while a video plays
 * or the pointer or focus is on it, and can be paused. With nothing to show, the fallback banner.
 */
export function PromoSlider() {
  const { t, dir } = useI18n();
  const { state, location } = usePromotions({ page: 'HOME', kind: 'HEADER', maxCount: PROMOTION_LIMITS.sliderCount });
  const slides = state.status === 'filled' ? state.promotions : [];
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || held || paused || videoPlaying) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), PROMOTION_LIMITS.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [count, current, held, paused, videoPlaying]);

  const go = (step: number) => setIndex((value) => (value + step + count) % count);
  const Back = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const Forward = dir === 'rtl' ? ChevronLeft : ChevronRight;

  return (
    <section
      className={`${slotBoxClass('HOME', 'HEADER')} promo-slider`}
      aria-roledescription="carousel"
      aria-label={t('portal.promotions.slider')}
      data-slot={location ?? undefined}
      data-slot-state={count > 0 ? 'filled' : state.status === 'loading' ? 'loading' : 'fallback'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {state.status === 'loading' ? null : count === 0 ? (
        <FallbackBanner />
      ) : (
        <>
          {slides.map((promotion, position) => (
            <div
              key={promotion.id}
              className="promo-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('portal.promotions.slide', { index: position + 1, count })}
              hidden={position !== current}
            >
              <PromotionVisual
                promotion={promotion}
                active={position === current}
                onVideo={(playing) => setVideoPlaying(playing)}
              />
            </div>
          ))}
          {count > 1 ? (
            <div className="promo-slider__controls">
              <button type="button" onClick={() => go(-1)} aria-label={t('portal.promotions.previous')}>
                <Back aria-hidden="true" size={18} />
              </button>
              <span className="promo-slider__dots" aria-hidden="true">
                {slides.map((promotion, position) => (
                  <span key={promotion.id} className={position === current ? 'is-current' : undefined} />
                ))}
              </span>
              <button
                type="button"
                onClick={() => setPaused((value) => !value)}
                aria-label={paused ? t('portal.promotions.play') : t('portal.promotions.pause')}
              >
                {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
              </button>
              <button type="button" onClick={() => go(1)} aria-label={t('portal.promotions.next')}>
                <Forward aria-hidden="true" size={18} />
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
