import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/core/brand';
import { CATEGORY_PATHS } from '@/core/navigation';
import { tokenAtom } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { visuallyHidden } from '@/web/ui/form.css';
import { gameMenusQuery, hotGamesQuery, recentQuery, sectionQuery } from '../api/queries';
import type { MenuCategory } from '../api/types';
import { announcementsQuery, type Notice } from './api/announcements';
import { Banners } from './Banners';
import { HomeSection, loadSectionCards } from './HomeSection';
import { HotCarousel } from './HotCarousel';
import * as css from './home.css';
import { JackpotCounter } from './JackpotCounter';
import { NoticeMarquee } from './NoticeMarquee';
import { WinnersPanel } from './WinnersPanel';

/**
 * Home sections after the hot carousel, in the spec's order (spec §2 "Home layout"). E-sports and cockfight are
 * hidden in the HOME view (they keep their own category pages).
 */
const SECTIONS: Category[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];
const STAGGER_MS = 300;

/** Requests for home lists are staggered 300 ms apart (spec §7): step n becomes true after n × 300 ms. */
function useStagger(steps: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= steps) return;
    const timer = window.setTimeout(() => setStep((s) => s + 1), STAGGER_MS);
    return () => window.clearTimeout(timer);
  }, [step, steps]);
  return step;
}

/**
 * How many cards a section will show, from the menu's vendor game counts (a room vendor shows one vendor card):
 * the placeholders take the final height before the games arrive, so the page does not shift (CLS).
 */
function expectedCards(menus: MenuCategory[] | undefined, category: Category): number {
  const vendors = menus?.find((m) => m.gameCategory === category)?.vendors;
  if (!vendors) return 6;
  return Math.min(
    12,
    vendors.reduce((sum, v) => sum + (v.isGame === 'VASSALAGE' ? 1 : v.gameCount), 0),
  );
}

/**
 * Memoised, as the page's other parts: a stagger step re-renders only the section it enables. Its games are a
 * deferred value: React Query publishes an answer through useSyncExternalStore, whose update renders at once in one
 * task; deferred, that render only keeps the section as it was, and the twelve cards render in a transition that
 * yields to the browser every few milliseconds (as the page's other lists, below).
 */
const Section = memo(function Section({
  category,
  enabled,
  menus,
}: {
  category: Category;
  enabled: boolean;
  menus: MenuCategory[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { brand } = useBootstrap();
  const games = useDeferredValue(
    useQuery({ ...sectionQuery(category, i18n.language, brand.merchantCode), enabled }),
  );
  return (
    <HomeSection
      id={category.toLowerCase()}
      title={t(`category.${category}` as 'category.RNG')}
      games={games.data ?? []}
      morePath={CATEGORY_PATHS[category]}
      placeholders={games.isSuccess || games.isError ? 0 : expectedCards(menus, category)}
    />
  );
});

const NO_NOTICES: Notice[] = [];

/**
 * Home: banners, notice marquee, jackpot counter, winners board, hot games, the category sections the brand
 * offers, and the player's recent games when logged in and not empty.
 */
export function HomePage() {
  const { t, i18n } = useTranslation('lobby');
  const { brand } = useBootstrap();
  const token = useAtomValue(tokenAtom);
  // Deferred (see Section): the banners, notices, hot games and recent games render in transitions, not in the
  // task of the answer that brought them.
  const announcements = useDeferredValue(useQuery(announcementsQuery(i18n.language)));
  const sections = SECTIONS.filter((c) => (brand.vendorSorting[c]?.length ?? 0) > 0);
  const step = useStagger(sections.length + 3);
  // The section cards' code is fetched while the first lists are on their way (it is not in the first paint).
  useEffect(() => {
    void loadSectionCards().catch(() => undefined);
  }, []);
  const hot = useDeferredValue(
    useQuery({ ...hotGamesQuery(i18n.language, brand.merchantCode), enabled: step >= 1 }),
  );
  const recent = useDeferredValue(
    useQuery({
      ...recentQuery(token, i18n.language),
      enabled: token !== null && step >= sections.length + 2,
    }),
  );
  const menus = useDeferredValue(useQuery(gameMenusQuery(i18n.language)));
  const banners = useMemo(
    () =>
      (announcements.data?.banners ?? [])
        .filter((b) => b.groupName === 'w_home')
        .sort((a, b) => a.sequence - b.sequence),
    [announcements.data],
  );
  const hotShown = useMemo(() => hot.data?.slice(0, 12) ?? [], [hot.data]);

  return (
    <div className={css.page}>
      <h1 className={visuallyHidden}>{t('homeTitle', { brand: brand.displayName })}</h1>
      <Banners banners={banners} pending={announcements.isPending} />
      <NoticeMarquee notices={announcements.data?.player ?? NO_NOTICES} pending={announcements.isPending} />
      <div className={css.stats}>
        <JackpotCounter />
        <WinnersPanel enabled={step >= 2} />
      </div>
      {hot.isSuccess || hot.isError ? (
        hotShown.length > 0 && <HotCarousel games={hotShown} />
      ) : (
        <HotCarousel games={hotShown} />
      )}
      {sections.map((category, i) => (
        <Section key={category} category={category} enabled={step >= i + 2} menus={menus.data} />
      ))}
      {token && <HomeSection id="recent" title={t('recent')} games={recent.data ?? []} morePath="/recent" />}
    </div>
  );
}
