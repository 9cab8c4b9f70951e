import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORIGINAL_GAMES } from '@/core/originals-config';
import { ApiError } from '@/web/lib/api';
import { sessionQuery } from '../api/session';
import type { GameSession } from '../api/types';
import { CrashGame } from '../games/CrashGame';
import { DiceGame } from '../games/DiceGame';
import { LimboGame } from '../games/LimboGame';
import { MinesGame } from '../games/MinesGame';
import { PlinkoGame } from '../games/PlinkoGame';
import { SlotGame } from '../games/SlotGame';
import { useGameStream } from '../stream';
import { GameProvider, useGame } from './context';
import * as css from './originals.css';

/**
 * The in-house game screen (route /originals/$game, no site layout: it runs inside the game popup's frame). It
 * exchanges the one-time launch token (or starts a demo) for a game session, then shows the game.
 */
export function OriginalsScreen({ game, launch, demo }: { game: string; launch?: string; demo: boolean }) {
  const { t } = useTranslation('originals');
  const known = (ORIGINAL_GAMES as readonly string[]).includes(game);
  const session = useQuery({ ...sessionQuery(game, { launch, demo }), enabled: known });

  // The launch token is spent: take it out of the address so a reload goes on with the stored session (a trial
  // account's launch opens a demo session: the address says so, and a reload finds it among the demo sessions).
  useEffect(() => {
    if (!session.data || !launch) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('launch');
    if (session.data.demo) url.searchParams.set('demo', '1');
    window.history.replaceState(window.history.state, '', url);
  }, [session.data, launch]);

  useEffect(() => {
    document.title = session.data ? gameTitle(t, session.data) : t('title');
  }, [session.data, t]);

  if (!known) return <Notice text={t('unknownGame')} />;
  if (session.isPending) {
    return (
      <div className={css.screen}>
        <div className="boot-splash" role="status" aria-label={t('loading')} />
      </div>
    );
  }
  if (session.isError) {
    const error = session.error;
    const text =
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : error instanceof Error && error.message === 'no_launch'
          ? t('sessionEnded')
          : t('error');
    return <Notice text={text} />;
  }
  return (
    <GameProvider session={session.data}>
      <Screen />
    </GameProvider>
  );
}

type T = ReturnType<typeof useTranslation<'originals'>>['t'];

function gameTitle(t: T, session: GameSession): string {
  return t(`games.${session.game}` as 'games.dice', { defaultValue: session.game });
}

function Screen() {
  const { t } = useTranslation('originals');
  const { session, demo, money, balance } = useGame();
  const status = useGameStream(session.session);
  const game = session.game;
  return (
    <div className={css.screen}>
      <header className={css.topbar}>
        <h1 className={css.gameName}>{gameTitle(t, session)}</h1>
        {demo && <span className={css.demoBadge}>{t('demo')}</span>}
        <span className={css.streamDot[status]} title={t(`stream.${status}`)} aria-hidden="true" />
        <output className={css.balance} aria-live="polite" data-testid="game-balance">
          <span className={css.balanceLabel}>{demo ? t('demoBalance') : t('balance')}</span>
          <span>{money(balance)}</span>
        </output>
      </header>
      {game === 'dice' ? (
        <DiceGame />
      ) : game === 'limbo' ? (
        <LimboGame />
      ) : game === 'mines' ? (
        <MinesGame />
      ) : game === 'plinko' ? (
        <PlinkoGame />
      ) : game === 'crash' ? (
        <CrashGame />
      ) : (
        <SlotGame />
      )}
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className={css.screen}>
      <div className={css.center}>
        <p role="alert">{text}</p>
      </div>
    </div>
  );
}
