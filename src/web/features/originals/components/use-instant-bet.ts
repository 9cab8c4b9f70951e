import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { placeInstantBet } from '../api/bet';
import type { InstantBetResult, InstantOutcome } from '../api/types';
import { useGame } from './context';

/** The text for a failed game call: the server's translated message, else a generic one. */
export function useErrorText() {
  const { t } = useTranslation('originals');
  return useCallback(
    (error: unknown): string =>
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : error instanceof ApiError && error.code === 'network'
          ? t('networkError')
          : t('error'),
    [t],
  );
}

/**
 * One bet of an instant game. The amount is checked first (limits, balance) with the shared parser; the answer's
 * balance and nonce are applied at once, or when the game says its animation is over (`deferSettle`).
 */
export function useInstantBet<Outcome extends InstantOutcome>({
  deferSettle = false,
}: {
  deferSettle?: boolean;
} = {}) {
  const { t } = useTranslation('originals');
  const { session, game, amount, amountCheck, settled } = useGame();
  const errorText = useErrorText();
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (params: Record<string, unknown>) =>
      placeInstantBet<Outcome>(session.session, game, amount.trim(), params),
    onSuccess: (result) => {
      if (!deferSettle) settled({ balance: result.balance, nonce: result.nonce });
    },
  });

  const bet = useCallback(
    async (params: Record<string, unknown>): Promise<InstantBetResult<Outcome> | null> => {
      if (!amountCheck.ok) {
        setLocalError(t(`amountError.${amountCheck.error}`, amountCheck.params));
        return null;
      }
      setLocalError(null);
      try {
        return await mutation.mutateAsync(params);
      } catch {
        return null;
      }
    },
    [amountCheck, mutation, t],
  );

  const error = localError ?? (mutation.error ? errorText(mutation.error) : null);
  return {
    bet,
    busy: mutation.isPending,
    error,
    /** For deferred games: apply the answer once the animation has landed. */
    settle: (result: InstantBetResult<Outcome>) => settled({ balance: result.balance, nonce: result.nonce }),
    reset: () => {
      setLocalError(null);
      mutation.reset();
    },
  };
}
