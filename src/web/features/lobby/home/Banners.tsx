import { memo, Suspense } from 'react';
import { firstPaintHomeBanner } from '@/web/lib/boot';
import { lazyNamed } from '@/web/lib/lazy-named';
import type { Banner } from './api/announcements';
import * as css from './home.css';

// The carousel (embla) loads after the first paint; until then the first banner stands still in its place.
const BannerCarousel = lazyNamed(() => import('./BannerCarousel'), 'BannerCarousel');

/**
 * Home banners (group w_home). Before the list arrives, and while the carousel's code loads, the banner's box
 * shows the first banner (the one index.html painted first) or an empty box of the same size, and the dots row
 * keeps its height: the page below never jumps.
 */
export const Banners = memo(function Banners({
  banners,
  pending = false,
}: {
  banners: Banner[];
  pending?: boolean;
}) {
  if (!pending && banners.length === 0) return null;
  const still = <StillBanner src={pending ? firstPaintHomeBanner() : (banners[0]?.imageUrl ?? null)} />;
  if (pending) return still;
  return (
    <Suspense fallback={still}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
});

function StillBanner({ src }: { src: string | null }) {
  return (
    <div aria-hidden="true">
      <div className={css.viewport}>
        {src ? (
          <img className={css.bannerImage} src={src} alt="" width={1280} height={400} fetchPriority="high" />
        ) : (
          <div className={css.bannerPlaceholder} />
        )}
      </div>
      <div className={css.dots} />
    </div>
  );
}
