import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirection } from '@/web/ui/direction';
import { AutoplayToggle } from './AutoplayToggle';
import type { Banner } from './api/announcements';
import * as css from './home.css';
import { useAfterPaint } from './use-after-paint';
import { useAutoplay } from './use-autoplay';

/**
 * Home banners (group w_home): a swipeable carousel that advances every 5 s when there are several, while on
 * screen and watched (use-autoplay.ts), with a pause/play control beside its dots.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('lobby');
  const direction = useDirection();
  const [emblaViewport, embla] = useEmblaCarousel({ loop: banners.length > 1, direction });
  // Started after the banners' first paint: its first measure reads that frame's layout instead of forcing one.
  const viewport = useAfterPaint(emblaViewport);
  const [selected, setSelected] = useState(0);
  const section = useRef<HTMLElement>(null);
  const step = useCallback(() => embla?.scrollNext(), [embla]);
  const autoplay = useAutoplay(section, {
    enabled: Boolean(embla) && banners.length > 1,
    interval: 5000,
    step,
  });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => autoplay.hold(true)}
      onMouseLeave={() => autoplay.hold(false)}
      onFocus={() => autoplay.hold(true)}
      onBlur={() => autoplay.hold(false)}
    >
      <div className={css.viewport} ref={viewport}>
        <div className={css.track}>
          {banners.map((banner, i) => {
            const image = (
              <img
                className={css.bannerImage}
                src={banner.imageUrl}
                alt={banner.title || t('bannerOf', { n: i + 1, total: banners.length })}
                width={1280}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            );
            return (
              <div key={banner.id} className={css.bannerSlide}>
                {banner.url ? (
                  <a
                    href={banner.url}
                    target={banner.url.startsWith('/') ? undefined : '_blank'}
                    rel="noopener noreferrer"
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className={css.dots}>
          <AutoplayToggle autoplay={autoplay} />
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={css.dot}
              aria-current={i === selected}
              aria-label={t('bannerOf', { n: i + 1, total: banners.length })}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      ) : (
        <div className={css.dots} />
      )}
    </section>
  );
}
