import type { RiskContext, Shared } from '@/core/api/office-cash';
import { useT } from '../../lib/i18n';
import * as css from './cash.css';
import { HistoryTable, when } from './parts';

/** The risk context the server computed beside a withdrawal: money and bonuses, history, shared accounts, wins. */
export function RiskPanel({ risk }: { risk: RiskContext }) {
  const t = useT('cash');
  return (
    <div className={css.sections}>
      <section className={css.section} aria-label={t('risk.money')}>
        <h3 className={css.sectionTitle}>{t('risk.money')}</h3>
        <dl className={css.facts}>
          <dt>{t('risk.balance')}</dt>
          <dd>{risk.balance}</dd>
          <dt>{t('risk.free')}</dt>
          <dd>{risk.free}</dd>
          <dt>{t('risk.locked')}</dt>
          <dd className={/[1-9]/.test(risk.locked) ? css.flag : undefined}>{risk.locked}</dd>
          <dt>{t('risk.turnover')}</dt>
          <dd className={risk.turnover.met ? undefined : css.flag}>
            {risk.turnover.met
              ? t('risk.turnoverMet')
              : t('risk.turnoverOpen', {
                  done: risk.turnover.done,
                  required: risk.turnover.required,
                  remaining: risk.turnover.remaining,
                })}
          </dd>
        </dl>
        <h4 className={css.sectionTitle}>{t('risk.bonuses')}</h4>
        {risk.bonuses.length === 0 ? (
          <p className={css.muted}>{t('risk.none')}</p>
        ) : (
          <ul className={css.plain}>
            {risk.bonuses.map((b) => (
              <li key={b.id}>
                {t('risk.bonusLine', {
                  title: b.title,
                  locked: b.locked,
                  wagered: b.wagered,
                  required: b.required,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={css.section} aria-label={t('history.title')}>
        <h3 className={css.sectionTitle}>{t('history.title')}</h3>
        <HistoryTable history={risk.history} />
      </section>
      <section className={css.section} aria-label={t('risk.shared')}>
        <h3 className={css.sectionTitle}>{t('risk.shared')}</h3>
        <dl className={css.facts}>
          <SharedRow label={t('risk.sharedIp')} shared={risk.sharedIp} />
          <SharedRow label={t('risk.sharedDevice')} shared={risk.sharedDevice} />
          <SharedRow label={t('risk.sharedPayeeName')} shared={risk.sharedPayeeName} />
        </dl>
      </section>
      <section className={css.section} aria-label={t('risk.bigWins')}>
        <h3 className={css.sectionTitle}>{t('risk.bigWins')}</h3>
        {risk.bigWins.length === 0 ? (
          <p className={css.muted}>{t('risk.none')}</p>
        ) : (
          <ul className={css.plain}>
            {risk.bigWins.map((w) => (
              <li key={`${w.at}-${w.win}`}>
                {t('risk.winLine', {
                  win: w.win,
                  game: w.game ?? t('risk.unknownGame'),
                  stake: w.stake,
                })}{' '}
                <span className={css.muted}>{when(w.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SharedRow({ label, shared }: { label: string; shared: Shared }) {
  const t = useT('cash');
  return (
    <>
      <dt>{label}</dt>
      <dd className={shared.count > 0 ? css.flag : undefined}>
        {shared.count === 0
          ? t('risk.none')
          : t('risk.sharedList', { n: shared.count, names: shared.usernames.join(', ') })}
      </dd>
    </>
  );
}
