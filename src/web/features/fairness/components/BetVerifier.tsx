import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED } from '@/core/fairness';
import { MINES_MAX, MINES_MIN, PLINKO_RISKS, PLINKO_ROWS } from '@/core/originals-games';
import { type BetParams, SEEDED_GAMES, type SeededGame, verifyBet } from '../verify';
import * as css from './fairness.css';
import { VerifyResult } from './VerifyResult';

export interface BetVerifierInitial {
  game: SeededGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: BetParams;
}

const SERVER_SEED = /^[0-9a-f]{64}$/;

/** Re-computes any bet of the seeded games from its revealed server seed, client seed and nonce, in the browser. */
export function BetVerifier({ initial }: { initial: BetVerifierInitial }) {
  const { t } = useTranslation('fairness');
  const { t: to } = useTranslation('originals');
  const id = useId();
  const [game, setGame] = useState<SeededGame>(initial.game);
  const [serverSeed, setServerSeed] = useState(initial.serverSeed);
  const [clientSeed, setClientSeed] = useState(initial.clientSeed);
  const [nonce, setNonce] = useState(String(initial.nonce));
  const [target, setTarget] = useState(
    initial.params.target === undefined
      ? initial.game === 'limbo'
        ? '2.00'
        : '50.50'
      : (initial.params.target / 100).toFixed(2),
  );
  const [direction, setDirection] = useState<'under' | 'over'>(initial.params.direction ?? 'over');
  const [mines, setMines] = useState(initial.params.mines ?? 3);
  const [rows, setRows] = useState(initial.params.rows ?? 16);
  const [risk, setRisk] = useState(initial.params.risk ?? 'medium');

  const seedOk = SERVER_SEED.test(serverSeed.trim());
  const clientOk = CLIENT_SEED.test(clientSeed);
  const nonceOk = /^\d{1,10}$/.test(nonce.trim());
  const targetNumber = Number(target);
  const input = useDeferredValue({
    game,
    serverSeed,
    clientSeed,
    nonce,
    target: targetNumber,
    direction,
    mines,
    rows,
    risk,
  });

  const output = useMemo(() => {
    if (
      !SERVER_SEED.test(input.serverSeed.trim()) ||
      !CLIENT_SEED.test(input.clientSeed) ||
      !/^\d{1,10}$/.test(input.nonce.trim())
    )
      return null;
    const params: BetParams =
      input.game === 'dice'
        ? Number.isFinite(input.target)
          ? { target: Math.round(input.target * 100), direction: input.direction }
          : {}
        : input.game === 'limbo'
          ? Number.isFinite(input.target)
            ? { target: Math.round(input.target * 100) }
            : {}
          : input.game === 'mines'
            ? { mines: input.mines }
            : input.game === 'plinko'
              ? { rows: input.rows, risk: input.risk }
              : {};
    return verifyBet(
      input.game,
      {
        serverSeed: input.serverSeed.trim(),
        clientSeed: input.clientSeed,
        nonce: Number(input.nonce.trim()),
      },
      params,
    );
  }, [input]);

  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('bet.title')}
      </h2>
      <p className={css.hint}>{t('bet.intro')}</p>
      <div className={css.form}>
        <Field id={`${id}-game`} label={t('bet.game')}>
          <select
            id={`${id}-game`}
            className={css.input}
            value={game}
            onChange={(e) => setGame(e.target.value as SeededGame)}
          >
            {SEEDED_GAMES.map((g) => (
              <option key={g} value={g}>
                {to(`games.${g}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-nonce`} label={t('bet.nonce')} error={nonceOk ? undefined : t('bet.nonceInvalid')}>
          <input
            dir="ltr"
            id={`${id}-nonce`}
            className={css.input}
            inputMode="numeric"
            value={nonce}
            aria-invalid={!nonceOk || undefined}
            onChange={(e) => setNonce(e.target.value)}
          />
        </Field>
        <Field
          id={`${id}-server`}
          label={t('bet.serverSeed')}
          wide
          error={seedOk || !serverSeed ? undefined : t('bet.serverSeedInvalid')}
        >
          <input
            id={`${id}-server`}
            className={css.monoInput}
            value={serverSeed}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={(!seedOk && serverSeed !== '') || undefined}
            onChange={(e) => setServerSeed(e.target.value)}
          />
        </Field>
        <Field
          id={`${id}-client`}
          label={t('bet.clientSeed')}
          wide
          error={clientOk || !clientSeed ? undefined : t('bet.clientSeedInvalid')}
        >
          <input
            id={`${id}-client`}
            className={css.monoInput}
            value={clientSeed}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={(!clientOk && clientSeed !== '') || undefined}
            onChange={(e) => setClientSeed(e.target.value)}
          />
        </Field>
        {(game === 'dice' || game === 'limbo') && (
          <Field id={`${id}-target`} label={game === 'dice' ? t('bet.diceTarget') : t('bet.limboTarget')}>
            <input
              dir="ltr"
              id={`${id}-target`}
              className={css.input}
              inputMode="decimal"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </Field>
        )}
        {game === 'dice' && (
          <Field id={`${id}-dir`} label={t('bet.direction')}>
            <select
              id={`${id}-dir`}
              className={css.input}
              value={direction}
              onChange={(e) => setDirection(e.target.value as 'under' | 'over')}
            >
              <option value="over">{to('dice.over')}</option>
              <option value="under">{to('dice.under')}</option>
            </select>
          </Field>
        )}
        {game === 'mines' && (
          <Field id={`${id}-mines`} label={to('mines.count')}>
            <select
              id={`${id}-mines`}
              className={css.input}
              value={mines}
              onChange={(e) => setMines(Number(e.target.value))}
            >
              {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        )}
        {game === 'plinko' && (
          <>
            <Field id={`${id}-rows`} label={to('plinko.rows')}>
              <select
                id={`${id}-rows`}
                className={css.input}
                value={rows}
                onChange={(e) => setRows(Number(e.target.value))}
              >
                {PLINKO_ROWS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-risk`} label={to('plinko.riskLabel')}>
              <select
                id={`${id}-risk`}
                className={css.input}
                value={risk}
                onChange={(e) => setRisk(e.target.value)}
              >
                {PLINKO_RISKS.map((r) => (
                  <option key={r} value={r}>
                    {to(`plinko.risk.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        )}
      </div>
      {output ? <VerifyResult output={output} /> : <p className={css.hint}>{t('bet.fill')}</p>}
    </section>
  );
}

function Field({
  id,
  label,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`${css.field} ${wide ? css.wideField : ''}`}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && <p className={css.error}>{error}</p>}
    </div>
  );
}
