import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrawResult, type LotteryFormat, PRIZE_TIERS, verifyDraw } from '@/core/lottery/formats';
import { api } from '@/web/lib/api';
import { useFormat } from '@/web/lib/use-format';
import * as css from './fairness.css';

interface Draw {
  drawId: string;
  drawNo: string;
  gameCode: string;
  name?: string;
  format: LotteryFormat;
  status: 'open' | 'drawn' | 'void';
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: DrawResult | null;
}

/**
 * A lottery draw (vendors MQL and VNL): its commitment was published when betting opened; once drawn, the revealed
 * server seed must hash to it and give the published numbers with the same code the server draws with.
 */
export function DrawVerifier({ initialDrawId }: { initialDrawId: string }) {
  const { t } = useTranslation('fairness');
  const format = useFormat();
  const id = useId();
  const [input, setInput] = useState(initialDrawId);
  const [drawId, setDrawId] = useState(initialDrawId);
  const draw = useQuery({
    queryKey: ['fairness-draw', drawId],
    queryFn: () => api<Draw>(`/wps/lottery/draws/${drawId}`),
    enabled: /^\d{1,18}$/.test(drawId),
    retry: false,
  });
  const data = draw.data;
  const check =
    data?.serverSeed && data.result
      ? verifyDraw({
          format: data.format,
          serverSeed: data.serverSeed,
          serverSeedHash: data.serverSeedHash,
          clientSeed: data.clientSeed,
          result: data.result,
        })
      : null;
  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('draw.title')}
      </h2>
      <p className={css.hint}>{t('draw.intro')}</p>
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          setDrawId(input.trim());
        }}
      >
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-draw`}>
            {t('draw.id')}
          </label>
          <input
            dir="ltr"
            id={`${id}-draw`}
            className={css.monoInput}
            inputMode="numeric"
            value={input}
            autoComplete="off"
            onChange={(e) => setInput(e.target.value.replace(/\D/g, '').slice(0, 18))}
          />
        </div>
        <button
          type="submit"
          className={css.button}
          disabled={!/^\d{1,18}$/.test(input.trim())}
          style={{ justifySelf: 'start' }}
        >
          {t('draw.verify')}
        </button>
      </form>
      {draw.isError && (
        <p className={css.error} role="alert">
          {t('draw.notFound')}
        </p>
      )}
      {data && (
        <div className={css.result} aria-live="polite" data-testid="draw-verify">
          <dl className={css.kv}>
            <dt>{t('draw.game')}</dt>
            <dd>
              {data.name ?? data.gameCode} · {format.code(data.drawNo)}
            </dd>
            <dt>{t('draw.commitment')}</dt>
            <dd className={css.mono}>{data.serverSeedHash}</dd>
            <dt>{t('draw.clientSeed')}</dt>
            <dd className={css.mono}>{data.clientSeed}</dd>
            {data.serverSeed && (
              <>
                <dt>{t('draw.serverSeed')}</dt>
                <dd className={css.mono}>{data.serverSeed}</dd>
              </>
            )}
          </dl>
          {data.status === 'open' && <p className={css.hint}>{t('draw.pending')}</p>}
          {data.status === 'void' && <p className={css.hint}>{t('draw.void')}</p>}
          {check && (
            <>
              <p className={check.commitmentOk ? css.win : css.loss} data-testid="draw-commitment">
                {check.commitmentOk ? t('draw.commitmentOk') : t('draw.commitmentBad')}
              </p>
              <p className={check.resultOk ? css.win : css.loss} data-testid="draw-result">
                {check.resultOk ? t('draw.resultOk') : t('draw.resultBad')}
              </p>
              <p className={css.hint}>
                {PRIZE_TIERS[data.format].map(({ tier }) => check.recomputed[tier]?.join(' ')).join(' · ')}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
