import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrizeMode } from '@/core/lottery/bets';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { useBets, useMenu } from '../api/lottery';
import type { MenuGame } from '../api/types';
import { BetSlip } from './BetSlip';
import { BetsPanel } from './BetsPanel';
import { useNow } from './Countdown';
import { GameList } from './GameList';
import * as css from './lottery.css';
import { ResultsPanel } from './ResultsPanel';

export type LotteryArea = 'lottery' | 'vnLottery' | 'seaLottery';

const inArea = (area: LotteryArea, game: MenuGame) =>
  area === 'lottery'
    ? game.gameType === 'LOTT'
    : area === 'seaLottery'
      ? game.format === 'sea-4d'
      : game.format !== 'sea-4d';

/**
 * The lottery pages (/lottery, /vnLottery, /seaLottery; login required): the games of the area with their next
 * draws, the bet slip of the chosen game, the player's open and settled bets, results and opened numbers.
 */
export default function LotteryPage({
  area,
  gameCode,
  prizeMode,
  onSelect,
}: {
  area: LotteryArea;
  gameCode?: string;
  prizeMode?: PrizeMode;
  onSelect: (gameCode: string) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const [mode, setMode] = useState<PrizeMode | undefined>(prizeMode);
  const menu = useMenu(mode, i18n.language);
  const now = useNow();
  const offset = useMemo(
    () => (menu.data ? Date.parse(menu.data.serverTime) - menu.dataUpdatedAt : 0),
    [menu.data, menu.dataUpdatedAt],
  );
  const games = useMemo(() => {
    const all = menu.data?.games ?? [];
    const mine = all.filter((g) => inArea(area, g));
    return mine.length > 0 ? mine : all;
  }, [menu.data, area]);
  const game = games.find((g) => g.gameCode === gameCode) ?? games[0];

  // When the shown draw closes, ask for the next one at once (not at the next refresh).
  const closeAt = game?.nextDraw?.closeAt;
  const closedNow = closeAt !== undefined && Date.parse(closeAt) <= now + offset;
  const refetchMenu = menu.refetch;
  useEffect(() => {
    if (closedNow) void refetchMenu();
  }, [closedNow, refetchMenu]);

  // A settled bet changes the balance: refresh the wallet figures when one appears.
  const settled = useBets('settled');
  const client = useQueryClient();
  const latest = settled.data?.bets[0]?.betId;
  useEffect(() => {
    if (latest) void client.invalidateQueries({ queryKey: ['cashier'] });
  }, [latest, client]);

  return (
    <div className={css.page}>
      <h1 className={css.title} style={{ gridColumn: '1 / -1' }}>
        {t(`title.${area}`)}
      </h1>
      {menu.isPending ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <Loading />
        </div>
      ) : menu.isError ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <ErrorMessage text={t('loadFailed')} onRetry={() => void menu.refetch()} />
        </div>
      ) : !game ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <Empty text={t('noGames')} />
        </div>
      ) : (
        <>
          <GameList games={games} selected={game.gameCode} onSelect={onSelect} now={now} offset={offset} />
          <div className={css.main}>
            <BetSlip
              key={`${game.gameCode}-${game.prizeMode}`}
              game={game}
              menu={menu.data}
              onPrizeMode={setMode}
              now={now}
              offset={offset}
            />
            <BetsPanel gameCode={game.gameCode} />
            <ResultsPanel gameCode={game.gameCode} />
          </div>
        </>
      )}
    </div>
  );
}
