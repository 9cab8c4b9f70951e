import { Link } from '@tanstack/react-router';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoyaltyReward, loyaltyKind, loyaltyPageOf } from '@/web/features/loyalty';
import { lazyNamed } from '@/web/lib/lazy-named';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import {
  claimLoyaltyReward,
  claimPromotion,
  claimRafflePrize,
  newKey,
  useRewards,
  useRewardsChanged,
} from '../api/promotions';
import type { RewardItem } from '../api/types';
import * as css from '../promotions.css';

const EnvelopeDialog = lazyNamed(() => import('./EnvelopeDialog'), 'EnvelopeDialog');

/** Member center rewardCenter (spec §2): everything claimable now, each taken in one click. */
export function RewardCenterPage() {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText().of;
  const rewards = useRewards({ fresh: true });
  const [done, setDone] = useState<string | null>(null);
  // Beside the list, not in its row: the row leaves the list once the envelope is opened, the dialog stays.
  const [envelope, setEnvelope] = useState<RewardItem | null>(null);
  return (
    <div className={css.narrowPage}>
      <h1 className={css.title}>{t('rewardCenter.title')}</h1>
      <p className={css.muted}>{t('rewardCenter.intro')}</p>
      <p role="status" className={done ? css.notice : css.visuallyHidden}>
        {done}
      </p>
      {rewards.isPending ? (
        <Loading />
      ) : rewards.isError ? (
        <ErrorMessage text={errorText(rewards.error)} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.items.length === 0 ? (
        <>
          <Empty text={t('rewardCenter.empty')} />
          <div className={css.actions}>
            <Link to="/promotions" className={button.secondary}>
              {t('rewardCenter.toPromotions')}
            </Link>
          </div>
        </>
      ) : (
        <ul className={css.list} aria-label={t('rewardCenter.title')}>
          {rewards.data.items.map((item) => (
            <li key={`${item.promotionId}-${item.bonusId ?? item.action}`}>
              <RewardRow item={item} onDone={setDone} onEnvelope={() => setEnvelope(item)} />
            </li>
          ))}
        </ul>
      )}
      {envelope && (
        <Suspense fallback={null}>
          <EnvelopeDialog
            promotionId={envelope.promotionId}
            title={envelope.title}
            onClose={() => setEnvelope(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function RewardRow({
  item,
  onDone,
  onEnvelope,
}: {
  item: RewardItem;
  onDone: (text: string) => void;
  onEnvelope: () => void;
}) {
  const { t } = useTranslation('promotions');
  // Loyalty rewards (VIP, invite friends, missions, leaderboards) are labelled in the loyalty catalogue.
  const { t: tl } = useTranslation('loyalty');
  const format = useFormat();
  const errorText = useErrorText().of;
  const changed = useRewardsChanged();
  const loyalty = isLoyaltyReward(item.promotionId) && item.bonusId ? item.bonusId : null;
  const loyaltyPage = loyalty ? loyaltyPageOf(item.kind) : null;
  const titleId = `reward-${loyalty ?? item.promotionId}`;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const claim = async () => {
    if (item.action === 'envelope') {
      onEnvelope();
      return;
    }
    key.current ??= newKey();
    setBusy(true);
    setError(null);
    try {
      const result = loyalty
        ? await claimLoyaltyReward(loyalty, key.current)
        : item.action === 'raffle'
          ? await claimRafflePrize(item.promotionId, key.current)
          : await claimPromotion(item.promotionId, key.current);
      key.current = null;
      onDone(
        /[1-9]/.test(result.bonus.turnoverRequired)
          ? t('creditedTurnover', {
              amount: format.money(result.bonus.amount),
              turnover: format.money(result.bonus.turnoverRequired),
            })
          : t('credited', { amount: format.money(result.bonus.amount) }),
      );
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
      void changed();
    }
  };

  const label =
    item.action === 'envelope'
      ? t('action.envelope')
      : item.action === 'raffle'
        ? t('action.raffle')
        : item.amount
          ? t('action.claimAmount', { amount: format.money(item.amount) })
          : t('action.claim');
  return (
    <article className={css.row} aria-labelledby={titleId}>
      <div className={css.spread}>
        <h2 id={titleId} className={css.heading}>
          {loyalty ? (
            loyaltyPage ? (
              <Link to="/member" search={{ page: loyaltyPage }} className={css.cardTitleLink}>
                {item.title}
              </Link>
            ) : (
              item.title
            )
          ) : (
            <Link to="/promotions" search={{ id: item.promotionId }} className={css.cardTitleLink}>
              {item.title}
            </Link>
          )}
        </h2>
        <span className={css.tag}>
          {loyalty ? tl(`kind.${loyaltyKind(item.kind)}`) : t(`kind.${item.kind as 'rebate'}`)}
        </span>
      </div>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('rewardCenter.credits')}</dt>
        <dd className={css.factValue}>
          {item.amount ? format.money(item.amount) : t('rewardCenter.random')}
        </dd>
        <dt className={css.factTerm}>{t('rewardCenter.turnover')}</dt>
        <dd className={css.factValue}>
          {item.turnover?.required && /[1-9]/.test(item.turnover.required)
            ? t('rewardCenter.turnoverValue', {
                required: format.money(item.turnover.required),
                multiplier: item.turnover.multiplier,
              })
            : t('rewardCenter.none')}
        </dd>
      </dl>
      {item.expiresAt && (
        <p className={css.muted}>{t('rewardCenter.expires', { date: format.dateTime(item.expiresAt) })}</p>
      )}
      <div className={css.actions}>
        <button type="button" className={button.primary} disabled={busy} onClick={() => void claim()}>
          {busy ? t('working') : label}
        </button>
      </div>
      {error && (
        <p role="alert" className={css.muted}>
          {error}
        </p>
      )}
    </article>
  );
}
