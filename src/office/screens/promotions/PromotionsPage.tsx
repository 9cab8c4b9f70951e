import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { PromotionApplication } from '@/core/api/office-queues';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { DecisionForm, GuardedFile, useCan, when } from './QueueParts';
import * as q from './queues.css';

/**
 * Promotion applications in process: the player, the promotion, the comment and the uploaded images (served by the
 * guarded office endpoint); approve (the reward is paid once) or reject, with a reason.
 */
export function PromotionsPage() {
  const t = useT('queues');
  const { brand } = useParams({ from: '/office/$brand' });
  const canDecide = useCan(brand, 'promotions.decide');
  const list = useQuery({
    queryKey: ['office', brand, 'queues', 'promotions'],
    queryFn: () => officeApi<{ list: PromotionApplication[] }>(brandPath(brand, 'promotions/applications')),
  });
  return (
    <>
      <h1>{t('promotions.title')}</h1>
      <p>{t('promotions.intro')}</p>
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('promotions.empty')}</p>
          ) : (
            <div className={q.list}>
              {data.list.map((a) => (
                <article key={a.id} className={css.card} aria-labelledby={`app-${a.id}`}>
                  <h2 id={`app-${a.id}`}>{a.promotionTitle}</h2>
                  <dl className={q.facts}>
                    <dt>{t('player')}</dt>
                    <dd>{a.player}</dd>
                    {a.reward && (
                      <>
                        <dt>{t('promotions.reward')}</dt>
                        <dd>{a.reward}</dd>
                      </>
                    )}
                    <dt>{t('since')}</dt>
                    <dd>{when(a.createdAt)}</dd>
                  </dl>
                  <p className={q.message}>{a.comment}</p>
                  {a.images.length === 0 ? (
                    <p>{t('promotions.noImages')}</p>
                  ) : (
                    <div className={q.thumbs}>
                      {a.images.map((image) => (
                        <GuardedFile
                          key={image.n}
                          path={brandPath(brand, `promotions/applications/${a.id}/images/${image.n}`)}
                          label={t('promotions.image', { n: image.n, player: a.player })}
                          name={`application-${a.id}-${image.n}`}
                        />
                      ))}
                    </div>
                  )}
                  {canDecide && (
                    <DecisionForm
                      path={brandPath(brand, `promotions/applications/${a.id}`)}
                      approveLabel={t('promotions.approve')}
                      rejectLabel={t('reject')}
                    />
                  )}
                </article>
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
