import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/core/brand';
import { tokenAtom } from '@/web/lib/session';
import { useBootstrap } from '@/web/lib/use-bootstrap';
import { button } from '@/web/ui/button.css';
import { favoriteListQuery, recentQuery, sectionQuery } from '../api/queries';
import type { Game } from '../api/types';
import { GameGrid, GridSkeleton } from './GameGrid';
import * as css from './lobby.css';

const noMore = () => undefined;

function ListPage({
  title,
  query,
  emptyText,
}: {
  title: string;
  query: { data?: Game[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={css.page} aria-labelledby="list-title">
      <h1 id="list-title" className={css.title}>
        {title}
      </h1>
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <div className={css.empty} role="alert">
          <button type="button" className={button.primary} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !query.data?.length ? (
        <p className={css.empty}>{emptyText}</p>
      ) : (
        <GameGrid games={query.data} hasMore={false} loadMore={noMore} label={title} />
      )}
    </section>
  );
}

/** /favorite: the account's favourite games (page size 999). */
export function FavoritePage() {
  const { t, i18n } = useTranslation('lobby');
  const token = useAtomValue(tokenAtom);
  return (
    <ListPage
      title={t('favorites')}
      query={useQuery(favoriteListQuery(token, i18n.language))}
      emptyText={t('noFavorites')}
    />
  );
}

/** /recent: the games this account launched last (page size 20). */
export function RecentPage() {
  const { t, i18n } = useTranslation('lobby');
  const token = useAtomValue(tokenAtom);
  return (
    <ListPage
      title={t('recent')}
      query={useQuery(recentQuery(token, i18n.language))}
      emptyText={t('noRecent')}
    />
  );
}

/** Vendor game centers (/sports /esports /lott /elott /cockfight): the category's vendor lobbies. */
export function VendorCenter({ category }: { category: Category }) {
  const { t, i18n } = useTranslation();
  const { brand } = useBootstrap();
  const query = useQuery({ ...sectionQuery(category, i18n.language, brand.merchantCode), staleTime: 60_000 });
  return (
    <ListPage
      title={t(`category.${category}` as 'category.RNG')}
      query={query}
      emptyText={t('lobby:noGames' as 'retry')}
    />
  );
}
