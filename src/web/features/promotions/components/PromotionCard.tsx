import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../api/types';
import * as css from '../promotions.css';
import { PromotionAction } from './PromotionAction';
import { PromotionPeriod, useTermsRows } from './PromotionFacts';

/** A promotion in the activity centre: image, title, summary, period, its state button and a link to the terms. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  return (
    <article className={css.card} aria-labelledby={`promo-${promotion.id}`}>
      {promotion.image ? (
        <img className={css.cardImage} src={promotion.image} alt="" loading="lazy" width={600} height={300} />
      ) : (
        <div className={css.cardImage} />
      )}
      <div className={css.cardBody}>
        <div className={css.tags}>
          <span className={css.tag}>{t(`kind.${promotion.kind}`)}</span>
        </div>
        <h2 id={`promo-${promotion.id}`} className={css.cardTitle}>
          <Link to="/promotions" search={{ id: promotion.id }} className={css.cardTitleLink}>
            {promotion.title}
          </Link>
        </h2>
        {promotion.summary && <p className={css.muted}>{promotion.summary}</p>}
        <p className={css.muted}>
          <PromotionPeriod promotion={promotion} />
        </p>
        <CardTerms promotion={promotion} />
        {promotion.state === 'closed' && promotion.reason && (
          <p className={css.muted}>{t(`reason.${promotion.reason}`)}</p>
        )}
        <div className={css.cardFooter}>
          <PromotionAction promotion={promotion} />
          <Link
            to="/promotions"
            search={{ id: promotion.id }}
            className={css.backLink}
            aria-label={t('detailsOf', { title: promotion.title })}
          >
            {t('details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The bonus rules before joining: turnover, what is locked, expiry and game weights (the details add the rest). */
function CardTerms({ promotion }: { promotion: Promotion }) {
  const rows = useTermsRows(promotion.turnover).filter((r) => r.key !== 'spend');
  return (
    <dl className={css.cardFacts} data-testid="promotion-terms">
      {rows.map((r) => (
        <div key={r.key} style={{ display: 'contents' }}>
          <dt className={css.factTerm}>{r.term}</dt>
          <dd className={css.cardFactValue}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
