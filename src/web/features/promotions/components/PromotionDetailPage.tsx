import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { ChevronIcon } from '@/web/ui/icons';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { usePromotion } from '../api/promotions';
import type { PromotionDetail } from '../api/types';
import * as css from '../promotions.css';
import { PromotionAction } from './PromotionAction';
import { PromotionFacts } from './PromotionFacts';

/** /promotions/<id>: a promotion with its terms, the caller's state button, application and raffle draw. */
export function PromotionDetailPage({ id }: { id: string }) {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText().of;
  const promotion = usePromotion(id);
  return (
    <div className={css.page}>
      <Link to="/promotions" className={css.backLink}>
        <ChevronIcon to="start" /> {t('back')}
      </Link>
      {promotion.isPending ? (
        <Loading />
      ) : promotion.isError ? (
        promotion.error instanceof ApiError && promotion.error.status === 404 ? (
          <>
            <h1 className={css.title}>{t('title')}</h1>
            <Empty text={t('notFound')} />
          </>
        ) : (
          <ErrorMessage text={errorText(promotion.error)} onRetry={() => void promotion.refetch()} />
        )
      ) : (
        <Detail promotion={promotion.data} />
      )}
    </div>
  );
}

function Detail({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  return (
    <article className={css.page} aria-labelledby="promotion-title">
      {promotion.image && (
        <img className={css.heroImage} src={promotion.image} alt="" width={1280} height={560} />
      )}
      <div className={css.detail}>
        <div className={css.page}>
          <div className={css.tags}>
            <span className={css.tag}>{t(`kind.${promotion.kind}`)}</span>
          </div>
          <h1 id="promotion-title" className={css.title}>
            {promotion.title}
          </h1>
          {promotion.summary && <p>{promotion.summary}</p>}
          {promotion.state === 'closed' && promotion.reason && (
            <p className={css.muted}>{t(`reason.${promotion.reason}`)}</p>
          )}
          <JoinedHint promotion={promotion} />
          <PromotionAction promotion={promotion} />
          {promotion.application && <ApplicationStatus promotion={promotion} />}
          {promotion.terms && (
            <section className={css.panel} aria-labelledby="promotion-terms">
              <h2 id="promotion-terms" className={css.heading}>
                {t('terms')}
              </h2>
              <ol className={css.terms}>
                {promotion.terms
                  .split('\n')
                  .filter((line) => line.trim())
                  .map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the terms are fixed text in order
                    <li key={i}>{line}</li>
                  ))}
              </ol>
            </section>
          )}
          {promotion.raffle && <RaffleDraw promotion={promotion} />}
        </div>
        <aside className={css.panel} aria-labelledby="promotion-facts">
          <h2 id="promotion-facts" className={css.heading}>
            {t('facts.title')}
          </h2>
          <PromotionFacts promotion={promotion} />
        </aside>
      </div>
    </article>
  );
}

function JoinedHint({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  if (promotion.state !== 'joined') return null;
  const text =
    promotion.kind === 'deposit_bonus'
      ? t('joinedHint.deposit_bonus', { min: format.money(promotion.reward.minDeposit ?? '0') })
      : promotion.kind === 'rebate'
        ? t('joinedHint.rebate')
        : promotion.kind === 'raffle'
          ? t('joinedHint.raffle', { count: promotion.progress?.tickets ?? 0 })
          : t('joinedHint.other');
  return <p className={css.notice}>{text}</p>;
}

function ApplicationStatus({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const application = promotion.application;
  if (!application) return null;
  return (
    <section className={css.panel} aria-labelledby="promotion-application">
      <h2 id="promotion-application" className={css.heading}>
        {t('application.status')}
      </h2>
      <p>
        <strong>{t(`application.statusValue.${application.status}`)}</strong> ·{' '}
        {t('application.sentAt', { date: format.dateTime(application.createdAt) })}
      </p>
      <p className={css.muted}>{application.comment}</p>
      {application.reason && (
        <p className={css.muted}>{t('application.rejectedReason', { reason: application.reason })}</p>
      )}
    </section>
  );
}

function RaffleDraw({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const raffle = promotion.raffle;
  if (!raffle) return null;
  return (
    <section className={css.panel} aria-labelledby="promotion-raffle">
      <h2 id="promotion-raffle" className={css.heading}>
        {t('raffle.title')}
      </h2>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t('raffle.drawAt')}</dt>
        <dd className={css.factValue}>{raffle.drawAt && format.dateTime(raffle.drawAt)}</dd>
        <dt className={css.factTerm}>{t('raffle.totalTickets')}</dt>
        <dd className={css.factValue}>{raffle.totalTickets}</dd>
        <dt className={css.factTerm}>{t('raffle.commitment')}</dt>
        <dd className={css.factValue}>
          <code style={{ overflowWrap: 'anywhere' }}>{raffle.commitment}</code>
        </dd>
        {raffle.serverSeed && (
          <>
            <dt className={css.factTerm}>{t('raffle.serverSeed')}</dt>
            <dd className={css.factValue}>
              <code style={{ overflowWrap: 'anywhere' }}>{raffle.serverSeed}</code>
            </dd>
          </>
        )}
        {raffle.clientSeed && (
          <>
            <dt className={css.factTerm}>{t('raffle.clientSeed')}</dt>
            <dd className={css.factValue}>
              <code style={{ overflowWrap: 'anywhere' }}>{raffle.clientSeed}</code>
            </dd>
          </>
        )}
      </dl>
      {raffle.myPrize && (
        <p>{t('raffle.myPrize', { rank: raffle.myPrize.rank, prize: format.money(raffle.myPrize.prize) })}</p>
      )}
      {raffle.drawnAt ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{t('raffle.winners')}</caption>
            <thead>
              <tr>
                <th className={css.th}>{t('raffle.rank')}</th>
                <th className={css.th}>{t('raffle.player')}</th>
                <th className={`${css.th} ${css.numeric}`}>{t('raffle.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {raffle.winners.map((w) => (
                <tr key={w.rank}>
                  <td className={css.td}>{w.rank}</td>
                  <td className={css.td}>{w.player}</td>
                  <td className={`${css.td} ${css.numeric}`}>{format.money(w.prize)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={css.muted}>{t('raffle.notDrawn')}</p>
      )}
    </section>
  );
}
