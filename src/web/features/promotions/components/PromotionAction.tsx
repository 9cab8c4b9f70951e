import { useSetAtom } from 'jotai';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/web/lib/lazy-named';
import { authModalAtom, useMemberInfo } from '@/web/lib/session';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import {
  claimPromotion,
  claimRafflePrize,
  joinPromotion,
  newKey,
  useRewardsChanged,
} from '../api/promotions';
import type { ClaimResult, Promotion, PromotionState } from '../api/types';
import * as css from '../promotions.css';

const ApplyDialog = lazyNamed(() => import('./ApplyDialog'), 'ApplyDialog');
const EnvelopeDialog = lazyNamed(() => import('./EnvelopeDialog'), 'EnvelopeDialog');

const TONE: Record<PromotionState, keyof typeof css.stateTone> = {
  join: 'neutral',
  claim: 'neutral',
  applying: 'waiting',
  joined: 'good',
  claimed: 'good',
  issued: 'good',
  signed: 'good',
  rejected: 'bad',
  closed: 'neutral',
  coming_soon: 'waiting',
};

/**
 * The state button of a promotion for the caller (spec §4): the call its `action` names (join, apply, claim, open
 * the envelope, claim the raffle prize), else its state as a label. A visitor is asked to log in first.
 */
export function PromotionAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const errorText = useErrorText().of;
  const changed = useRewardsChanged();
  const setModal = useSetAtom(authModalAtom);
  // A trial account is logged in but takes no offer (spec §6): it is asked to register, not to log in.
  const trial = useMemberInfo().data?.isTrial === true;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'apply' | 'envelope' | null>(null);
  const key = useRef<string | null>(null);

  const credited = (result: ClaimResult) =>
    /[1-9]/.test(result.bonus.turnoverRequired)
      ? t('creditedTurnover', {
          amount: format.money(result.bonus.amount),
          turnover: format.money(result.bonus.turnoverRequired),
        })
      : t('credited', { amount: format.money(result.bonus.amount) });

  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      setMessage(await call());
      key.current = null;
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
      void changed();
    }
  };

  const act = () => {
    switch (promotion.action) {
      case 'join':
        void run(async () => {
          await joinPromotion(promotion.id);
          return t('joinedDone', { title: promotion.title });
        });
        break;
      case 'claim':
        key.current ??= newKey();
        void run(async () => {
          const k = key.current ?? newKey();
          return credited(
            promotion.kind === 'raffle'
              ? await claimRafflePrize(promotion.id, k)
              : await claimPromotion(promotion.id, k),
          );
        });
        break;
      case 'apply':
        setDialog('apply');
        break;
      case 'envelope':
        setDialog('envelope');
        break;
      default:
        break;
    }
  };

  const label = actionLabel(promotion, t, format.money);
  // A visitor is asked to log in for anything still open (an automatic rebate included), never shown "joined".
  const askLogin =
    promotion.loginRequired && promotion.state !== 'closed' && promotion.state !== 'coming_soon';
  return (
    <div className={css.actions}>
      {askLogin ? (
        <button
          type="button"
          className={button.primary}
          onClick={() => setModal({ kind: trial ? 'register' : 'login' })}
        >
          {t(trial ? 'registerToAct' : 'loginToAct')}
        </button>
      ) : promotion.action === null ? (
        <span className={css.stateTone[TONE[promotion.state]]} data-testid="promotion-state">
          {t(`state.${promotion.state}`)}
        </span>
      ) : (
        <button type="button" className={button.primary} disabled={busy} onClick={act}>
          {busy ? t('working') : label}
        </button>
      )}
      <span role="status" className={message ? css.muted : css.visuallyHidden}>
        {message}
      </span>
      {error && (
        <p role="alert" className={css.muted}>
          {error}
        </p>
      )}
      <Suspense fallback={null}>
        {dialog === 'apply' && (
          <ApplyDialog
            promotion={promotion}
            onClose={() => setDialog(null)}
            onSent={() => {
              setDialog(null);
              setMessage(t('application.sent'));
            }}
          />
        )}
        {dialog === 'envelope' && (
          <EnvelopeDialog
            promotionId={promotion.id}
            title={promotion.title}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'promotions'>>['t'];

function actionLabel(promotion: Promotion, t: T, money: (amount: string) => string): string {
  switch (promotion.action) {
    case 'join':
      return t('action.join');
    case 'apply':
      return promotion.state === 'rejected' ? t('action.applyAgain') : t('action.apply');
    case 'envelope':
      return t('action.envelope');
    case 'claim':
      if (promotion.kind === 'raffle') return t('action.raffle');
      if (promotion.claimable === null) return t('action.claim');
      return promotion.kind === 'daily_claim'
        ? t('action.signIn', { amount: money(promotion.claimable) })
        : t('action.claimAmount', { amount: money(promotion.claimable) });
    default:
      return '';
  }
}
