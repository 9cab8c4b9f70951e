import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { KycQueueItem } from '@/core/api/office-queues';
import { brandPath, officeApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { DecisionForm, GuardedFile, useCan, when } from '../promotions/QueueParts';
import * as q from '../promotions/queues.css';

/**
 * KYC documents waiting for review, oldest first: the document (png/jpg inline, pdf embedded with a download) beside
 * the player's profile fields; approve or reject with a reason (the player is told in the inbox).
 */
export function KycPage() {
  const t = useT('queues');
  const { brand } = useParams({ from: '/office/$brand' });
  const canDecide = useCan(brand, 'kyc.decide');
  const list = useQuery({
    queryKey: ['office', brand, 'queues', 'kyc'],
    queryFn: () => officeApi<{ list: KycQueueItem[] }>(brandPath(brand, 'kyc')),
  });
  return (
    <>
      <h1>{t('kyc.title')}</h1>
      <p>{t('kyc.intro')}</p>
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('kyc.empty')}</p>
          ) : (
            <div className={css.cards} style={{ gridTemplateColumns: '1fr' }}>
              {data.list.map((d) => (
                <article key={d.id} className={css.card} aria-labelledby={`doc-${d.id}`}>
                  <h2 id={`doc-${d.id}`}>
                    {d.player} · {t(`kyc.kinds.${d.kind}`, { defaultValue: d.kind })}
                  </h2>
                  <div className={q.pair}>
                    <GuardedFile
                      path={brandPath(brand, `kyc/${d.id}/file`)}
                      label={t('kyc.document', { player: d.player })}
                      name={`kyc-${d.id}`}
                    />
                    <dl className={q.facts}>
                      <dt>{t('since')}</dt>
                      <dd>{when(d.createdAt)}</dd>
                      {d.profile.fields.map((f) => (
                        <ProfileField key={f.name} name={f.name} value={f.value} />
                      ))}
                      <dt>{t('kyc.mobile')}</dt>
                      <dd>{d.profile.mobile ?? '—'}</dd>
                      <dt>{t('kyc.email')}</dt>
                      <dd>{d.profile.email ?? '—'}</dd>
                    </dl>
                  </div>
                  {canDecide && (
                    <DecisionForm
                      path={brandPath(brand, `kyc/${d.id}`)}
                      approveLabel={t('kyc.approve')}
                      rejectLabel={t('reject')}
                      maxLength={200}
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

function ProfileField({ name, value }: { name: string; value: string | null }) {
  const t = useT('queues');
  return (
    <>
      <dt>{t(`kyc.fields.${name}`, { defaultValue: name })}</dt>
      <dd>{value ?? '—'}</dd>
    </>
  );
}
