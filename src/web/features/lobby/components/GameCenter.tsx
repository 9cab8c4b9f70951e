import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/core/brand';
import { authModalAtom, tokenAtom } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { button } from '@/web/ui/button.css';
import { visuallyHidden } from '@/web/ui/form.css';
import { gameListQuery, gameMenusQuery } from '../api/queries';
import type { GameTag } from '../api/types';
import { FILTERS, type LobbySearch } from '../search-params';
import { GameGrid, GridSkeleton } from './GameGrid';
import * as css from './lobby.css';

/**
 * Game list center (spec §2: /live /fish /rng /pvp /crash): vendor tabs by vassalage, filters NEW FAV ALL HOT
 * RECENT, type tabs, a search box and the virtualised grid.
 */
export function GameCenter({ category, search }: { category: Category; search: LobbySearch }) {
  const { t, i18n } = useTranslation('lobby');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const bootstrap = useBootstrap();
  const token = useAtomValue(tokenAtom);
  const setModal = useSetAtom(authModalAtom);
  const searchId = useId();
  const filter = search.filter ?? 'ALL';
  const [typed, setTyped] = useState(search.keyword ?? '');
  // Not deferred: the request for the new text starts in the keystroke's own render (the previous results stay
  // on screen meanwhile, so typing never waits for a list render).
  const keyword = typed.trim();
  const menus = useQuery(gameMenusQuery(i18n.language));
  const vendors = menus.data?.find((m) => m.gameCategory === category)?.vendors ?? [];
  const tags: GameTag[] = [
    'jackpot',
    'table',
    'arcade',
    ...(bootstrap.brand.languages.supported.includes('ty') ? ['bingo' as const] : []),
  ];

  const needsLogin = (filter === 'FAV' || filter === 'RECENT') && !token;
  const list = useInfiniteQuery({
    ...gameListQuery(
      {
        gameType: category,
        vassalage: search.vassalage,
        filter,
        tag: search.tag,
        keyword: keyword || undefined,
        language: i18n.language,
        merchant: bootstrap.brand.merchantCode,
      },
      token,
    ),
    enabled: !needsLogin,
    // While the next results load (a keystroke, another tab), the current ones stay instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

  // While a search is being typed (until 300 ms after the last change), results show at once but their art waits:
  // the next keystroke's answer is then not queued behind the images of the previous one.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!keyword) {
      setTyping(false);
      return;
    }
    setTyping(true);
    const handle = window.setTimeout(() => setTyping(false), 300);
    return () => window.clearTimeout(handle);
  }, [keyword]);

  useEffect(() => {
    const handle = window.setTimeout(() => {
      if ((search.keyword ?? '') !== keyword) {
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({ ...prev, keyword: keyword || undefined }),
          replace: true,
        });
      }
    }, 400);
    return () => window.clearTimeout(handle);
  }, [keyword, navigate, search.keyword]);

  const setSearch = (patch: Partial<LobbySearch>) =>
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }) });

  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  // A next page that failed (after its retry) keeps the games already shown and offers to try again at the end;
  // loading on scroll stops until then, so a failing server is not asked again on every rendered row.
  const nextPageFailed = list.isFetchNextPageError;
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const title = tc(`category.${category}` as 'category.RNG');
  return (
    <section className={css.page} aria-labelledby="center-title" aria-busy={list.isPlaceholderData}>
      <div className={css.titleRow}>
        <h1 id="center-title" className={css.title}>
          {title}
        </h1>
        <label htmlFor={searchId} className={visuallyHidden}>
          {t('search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={css.search}
          placeholder={t('searchPlaceholder')}
          value={typed}
          maxLength={50}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {vendors.length > 1 && (
        <ul className={css.strip} aria-label={t('vendors')}>
          <li>
            <button
              type="button"
              className={css.chip}
              aria-pressed={!search.vassalage}
              onClick={() => setSearch({ vassalage: undefined })}
            >
              {t('allVendors')}
            </button>
          </li>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className={css.chip}
                aria-pressed={search.vassalage === vendor.vassalage}
                onClick={() => setSearch({ vassalage: vendor.vassalage })}
              >
                {vendor.displayName}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className={css.strip} aria-label={t('filters')}>
        {FILTERS.map((f) => (
          <li key={f}>
            <button
              type="button"
              className={css.chip}
              aria-pressed={filter === f}
              onClick={() => {
                if ((f === 'FAV' || f === 'RECENT') && !token) setModal({ kind: 'login' });
                setSearch({ filter: f });
              }}
            >
              {t(`filter.${f}`)}
            </button>
          </li>
        ))}
      </ul>
      {category === 'RNG' && (
        <ul className={css.strip} aria-label={t('types')}>
          <li>
            <button
              type="button"
              className={css.chip}
              aria-pressed={!search.tag}
              onClick={() => setSearch({ tag: undefined })}
            >
              {t('allTypes')}
            </button>
          </li>
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className={css.chip}
                aria-pressed={search.tag === tag}
                onClick={() => setSearch({ tag })}
              >
                {t(`tag.${tag}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {needsLogin ? (
        <div className={css.empty}>
          <p>{t('loginForList')}</p>
          <button type="button" className={button.primary} onClick={() => setModal({ kind: 'login' })}>
            {t('login')}
          </button>
        </div>
      ) : list.isPending ? (
        <GridSkeleton />
      ) : list.isError && !nextPageFailed ? (
        <div className={css.empty} role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className={button.primary} onClick={() => void list.refetch()}>
            {tc('retry')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <p className={css.empty}>{keyword ? t('noResults', { keyword }) : t('noGames')}</p>
      ) : (
        <>
          <p className={css.count} aria-live="polite">
            {t('gameCount', { count: total })}
          </p>
          <GameGrid
            games={games}
            total={total}
            label={title}
            hasMore={list.hasNextPage && !list.isPlaceholderData && !nextPageFailed}
            loadMore={loadMore}
            holdArt={list.isPlaceholderData || typing}
          />
          {nextPageFailed && (
            <div className={css.empty} role="alert">
              <p>{t('loadFailed')}</p>
              <button type="button" className={button.primary} onClick={() => void fetchNextPage()}>
                {tc('retry')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
