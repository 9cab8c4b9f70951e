import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { type RewardItem, usePointRewards } from '../api/points';
import * as css from '../loyalty.css';
import { RedeemDialog } from './RedeemDialog';

/** The reward items of the brand: image, type, points, stock, voucher value, and the redeem button. */
export function RewardItems({ onHistory }: { onHistory: () => void }) {
  const { t } = useTranslation('loyalty');
  const errorText = useErrorText().of;
  const rewards = usePointRewards();
  const [redeeming, setRedeeming] = useState<RewardItem | null>(null);
  if (rewards.isPending) return <Loading />;
  if (rewards.isError)
    return <ErrorMessage text={errorText(rewards.error)} onRetry={() => void rewards.refetch()} />;
  if (rewards.data.items.length === 0) return <Empty text={t('points.noRewards')} />;
  return (
    <>
      <ul className={css.grid} aria-label={t('points.tab.rewards')}>
        {rewards.data.items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} balance={rewards.data.points} onRedeem={() => setRedeeming(item)} />
          </li>
        ))}
      </ul>
      {redeeming && (
        <RedeemDialog
          item={redeeming}
          onClose={() => setRedeeming(null)}
          onHistory={() => {
            setRedeeming(null);
            onHistory();
          }}
        />
      )}
    </>
  );
}

function ItemCard({ item, balance, onRedeem }: { item: RewardItem; balance: number; onRedeem: () => void }) {
  const { t } = useTranslation('loyalty');
  const format = useFormat();
  const id = `reward-item-${item.id}`;
  const outOfStock = item.stock !== null && item.stock <= 0;
  const short = item.points - balance;
  return (
    <article className={css.card} aria-labelledby={id}>
      {item.image ? (
        <img className={css.cardImage} src={item.image} alt="" loading="lazy" width={400} height={200} />
      ) : (
        <div className={css.cardImage} aria-hidden="true" />
      )}
      <div className={css.cardBody}>
        <div className={css.spread}>
          <h3 id={id} className={css.cardTitle}>
            {item.name}
          </h3>
          <span className={css.tag}>{t(`points.itemType.${item.type}`)}</span>
        </div>
        {item.description && <p className={css.muted}>{item.description}</p>}
        <dl className={css.facts}>
          <dt className={css.factTerm}>{t('points.cost')}</dt>
          <dd className={css.factValue}>{format.number(item.points)}</dd>
          {item.amount && (
            <>
              <dt className={css.factTerm}>{t('points.amountRequirement')}</dt>
              <dd className={css.factValue}>{format.money(item.amount)}</dd>
            </>
          )}
        </dl>
        <p className={outOfStock ? css.tone.bad : css.muted} data-testid="reward-stock">
          {outOfStock
            ? t('points.outOfStock')
            : item.stock !== null
              ? t('points.stock', { count: item.stock })
              : ''}
        </p>
        {!outOfStock && short > 0 && (
          <p className={css.muted}>{t('points.notEnough', { points: format.number(short) })}</p>
        )}
        <div className={css.actions}>
          <button
            type="button"
            className={button.primary}
            disabled={outOfStock || short > 0}
            aria-label={t('points.redeemItem', { name: item.name })}
            onClick={onRedeem}
          >
            {t('points.redeem')}
          </button>
        </div>
      </div>
    </article>
  );
}
