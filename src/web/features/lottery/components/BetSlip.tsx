import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetType, PrizeMode } from '@/core/lottery/bets';
import { ApiError } from '@/web/lib/api';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { usePlaceBet } from '../api/lottery';
import type { Menu, MenuGame } from '../api/types';
import { Countdown } from './Countdown';
import * as css from './lottery.css';

function randomNumbers(count: number, digits: number): string[] {
  const out = new Set<string>();
  const buffer = new Uint32Array(1);
  while (out.size < count) {
    crypto.getRandomValues(buffer);
    out.add(String(buffer[0]! % 10 ** digits).padStart(digits, '0'));
  }
  return [...out];
}

/**
 * The bet slip of one game: its next draw (number, countdown to the cut-off, the published commitment), prize
 * mode, bet type with its odds, the numbers, the stake; placing the bet answers with the server's message.
 */
export function BetSlip({
  game,
  menu,
  onPrizeMode,
  now,
  offset,
}: {
  game: MenuGame;
  menu: Menu;
  onPrizeMode: (mode: PrizeMode) => void;
  now: number;
  offset: number;
}) {
  const { t } = useTranslation('lottery');
  const format = useFormat();
  // Odds are hundredths of the stake paid back per hit: "× 2,500", "× 3.5" in the language's digits.
  const oddsText = (hundredths: number) => format.number(hundredths / 100);
  const id = useId();
  const place = usePlaceBet();
  const [betType, setBetType] = useState<BetType>(game.betTypes[0]?.type ?? 'lo2');
  const spec = game.betTypes.find((b) => b.type === betType) ?? game.betTypes[0];
  const [numbers, setNumbers] = useState<string[]>([]);
  const [amount, setAmount] = useState(menu.limits.min);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!game.betTypes.some((b) => b.type === betType)) setBetType(game.betTypes[0]?.type ?? 'lo2');
  }, [game.betTypes, betType]);
  useEffect(() => {
    setNumbers(Array.from({ length: spec?.count ?? 1 }, () => ''));
  }, [spec?.count]);

  const draw = game.nextDraw;
  const open = draw !== null && !game.maintenance && Date.parse(draw.closeAt) > now + offset;
  const valid =
    spec !== undefined &&
    numbers.length === spec.count &&
    numbers.every((n) => new RegExp(`^\\d{${spec.digits}}$`).test(n)) &&
    new Set(numbers).size === numbers.length;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draw || !spec || !game.prizeMode) return;
    if (!valid) {
      setNote({ ok: false, text: t('numbersInvalid', { count: spec.count, digits: spec.digits }) });
      return;
    }
    setNote(null);
    place.mutate(
      {
        gameCode: game.gameCode,
        drawId: draw.drawId,
        prizeMode: game.prizeMode,
        betType: spec.type,
        numbers,
        amount,
        requestId: crypto.randomUUID(),
      },
      {
        onSuccess: () => setNote({ ok: true, text: t('placed', { no: format.code(draw.drawNo) }) }),
        onError: (error) =>
          setNote({
            ok: false,
            text: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('placeFailed'),
          }),
      },
    );
  };

  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <div className={css.drawHeader}>
        <h2 id={`${id}-title`} className={css.heading}>
          {game.name}
        </h2>
        {draw && <span className={css.muted}>{t('drawNo', { no: format.code(draw.drawNo) })}</span>}
      </div>
      {draw ? (
        <p className={css.muted}>
          {open ? t('closesIn') : t('closed')}{' '}
          {open && <Countdown to={draw.closeAt} offset={offset} now={now} />} · {t('drawIn')}{' '}
          <Countdown to={draw.drawAt} offset={offset} now={now} />
        </p>
      ) : (
        <p className={css.muted}>{t('noDraw')}</p>
      )}
      {draw && (
        <p className={css.muted}>
          {t('commitment')}: <span className={css.mono}>{draw.serverSeedHash}</span>
        </p>
      )}
      {game.prizeModes.length > 1 && (
        <fieldset className={css.tabs} aria-label={t('prizeMode')}>
          {game.prizeModes.map((mode) => (
            <button
              key={mode}
              type="button"
              className={css.tab}
              aria-pressed={mode === game.prizeMode}
              onClick={() => onPrizeMode(mode)}
            >
              {t(`modes.${mode}`)}
            </button>
          ))}
        </fieldset>
      )}
      <fieldset className={css.tabs} aria-label={t('betType')}>
        {game.betTypes.map((b) => (
          <button
            key={b.type}
            type="button"
            className={css.tab}
            aria-pressed={b.type === spec?.type}
            onClick={() => setBetType(b.type)}
          >
            {t(`betTypes.${b.type}`)}
          </button>
        ))}
      </fieldset>
      {spec && (
        <p className={css.muted}>
          {t(`betHelp.${spec.type}`)}{' '}
          {Object.entries(spec.odds)
            .map(([tier, odds]) =>
              tier === 'hit'
                ? t('perHit', { odds: oddsText(odds) })
                : `${t(`tiers.${tier}` as 'tiers.db')} × ${oddsText(odds)}`,
            )
            .join(' · ')}
        </p>
      )}
      <form className={css.form} onSubmit={submit} noValidate>
        {numbers
          .map((value, i) => ({ value, i, key: `${spec?.type}.${i}` }))
          .map(({ value, i, key }) => (
            <label key={key} className={css.field}>
              <span className={css.label}>{t('number', { n: i + 1 })}</span>
              <input
                dir="ltr"
                className={css.input}
                inputMode="numeric"
                autoComplete="off"
                maxLength={spec?.digits}
                placeholder={'0'.repeat(spec?.digits ?? 2)}
                value={value}
                aria-invalid={note !== null && !note.ok && !valid}
                onChange={(e) => {
                  const next = [...numbers];
                  next[i] = e.target.value.replace(/\D/g, '').slice(0, spec?.digits);
                  setNumbers(next);
                }}
              />
            </label>
          ))}
        <label className={css.field}>
          <span className={css.label}>
            {t('stake')} ({format.money(menu.limits.min)}–{format.money(menu.limits.max)})
          </span>
          <input
            dir="ltr"
            className={css.input}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={button.secondary}
          onClick={() => spec && setNumbers(randomNumbers(spec.count, spec.digits))}
        >
          {t('random')}
        </button>
        <button type="submit" className={button.primary} disabled={!open || place.isPending}>
          {place.isPending ? t('placing') : t('place')}
        </button>
      </form>
      {note && (
        <p className={note.ok ? css.message.ok : css.message.error} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
