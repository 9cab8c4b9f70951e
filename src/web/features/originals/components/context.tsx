import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { createFormat } from '@/core/format';
import type { AmountError, MinorUnits } from '@/core/money';
import { parseAmount } from '@/core/money';
import { publishLive } from '@/web/lib/live';
import { asMinorUnits, toMinor } from '@/web/lib/money-format';
import { useFormat } from '@/web/lib/use-format';
import { gameGet } from '../api/client';
import { bumpNonce } from '../api/seeds';
import { rememberBalance } from '../api/session';
import type { GameSession, OriginalsGame } from '../api/types';
import { useStreamEvent } from '../stream';

export type AmountCheck =
  | { ok: true; minor: bigint }
  | { ok: false; error: AmountError | 'insufficient_balance'; params: Record<string, string | number> };

export interface GameContextValue {
  session: GameSession;
  game: OriginalsGame;
  demo: boolean;
  minorUnits: MinorUnits;
  symbol: string;
  balance: string;
  /** Money for display: "₱1,234.50" (signed: "+₱…" / "−₱…"). */
  money: (amount: string, signed?: boolean) => string;
  /** A multiplier for display: "2.00×", "1,000,000.00×" (the language's digits). */
  multiplier: (value: number | string, digits?: number) => string;
  amount: string;
  setAmount: (amount: string) => void;
  /** The typed bet amount checked with the shared parser against the limits and the balance. */
  amountCheck: AmountCheck;
  /**
   * After the server answered a money call: the new balance, the nonce used, the bet list. Without a balance
   * (a bet settled by the server: an automatic cash-out, a crash) `refresh` asks the server for it.
   */
  settled: (result: { balance?: string; nonce?: number; refresh?: boolean }) => void;
}

const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame outside a game');
  return value;
}

export function GameProvider({ session, children }: { session: GameSession; children: ReactNode }) {
  const queryClient = useQueryClient();
  const minorUnits = asMinorUnits(session.minorUnits);
  const { tag } = useFormat();
  // The session's currency in the interface language (src/core/format.ts; isolated for the text around it).
  const format = useMemo(
    () => createFormat({ language: tag, currency: { symbol: session.currencySymbol, minorUnits } }),
    [tag, session.currencySymbol, minorUnits],
  );
  const [balance, setBalanceState] = useState(session.balance);
  const [amount, setAmount] = useState(session.limits.min);

  const setBalance = useCallback(
    (next: string) => {
      setBalanceState(next);
      rememberBalance(session, next);
      if (!session.demo) publishLive({ type: 'balance', balance: next });
    },
    [session],
  );

  // The balance also moves from elsewhere (a crash cash-out settled by the server, another tab, a deposit).
  useStreamEvent('balance', (data) => {
    const next = (data as { balance?: unknown } | null)?.balance;
    if (typeof next === 'string') setBalanceState(next);
  });

  const settled = useCallback(
    (result: { balance?: string; nonce?: number; refresh?: boolean }) => {
      if (result.balance !== undefined) setBalance(result.balance);
      else if (result.refresh)
        void gameGet<{ balance: string }>(session.session, `/wps/originals/balance?game=${session.game}`)
          .then((value) => setBalance(value.balance))
          .catch(() => undefined);
      if (result.nonce !== undefined) bumpNonce(queryClient, session.session, result.nonce);
      void queryClient.invalidateQueries({ queryKey: ['originals', session.session, 'history'] });
    },
    [queryClient, session.session, session.game, setBalance],
  );

  const value = useMemo<GameContextValue>(() => {
    const min = toMinor(session.limits.min, minorUnits);
    const max = toMinor(session.limits.max, minorUnits);
    const parsed = parseAmount(amount.trim(), { minorUnits, min, max });
    const params = {
      decimals: minorUnits,
      min: format.money(session.limits.min),
      max: format.money(session.limits.max),
    };
    const amountCheck: AmountCheck = !parsed.ok
      ? { ok: false, error: parsed.error, params }
      : parsed.minor > toMinor(balance, minorUnits)
        ? { ok: false, error: 'insufficient_balance', params }
        : parsed;
    return {
      session,
      game: session.game,
      demo: session.demo,
      minorUnits,
      symbol: session.currencySymbol,
      balance,
      money: (value: string, signed = false) => format.money(value, signed),
      multiplier: format.multiplier,
      amount,
      setAmount,
      amountCheck,
      settled,
    };
  }, [session, minorUnits, balance, amount, settled, format]);

  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}
