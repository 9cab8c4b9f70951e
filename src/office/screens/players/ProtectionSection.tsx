import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlayerNote, PlayerProtection } from '@/core/api/office-players';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, officeApi, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { LimitActions } from './LimitActions';
import { ReasonAction, Section, useCan, usePlayer, when } from './player-lib';
import * as local from './players.css';

/**
 * Responsible gaming: the player's limits with their pending changes, setting, lifting or cancelling one for the
 * player (LimitActions: the player's own rules and cooling-off), the break or self-exclusion in force (never lifted
 * early), recording one the player asked for by phone, and the staff notes.
 */
export function ProtectionSection() {
  const t = useT('players');
  const can = useCan();
  const { brand, id, path } = usePlayer();
  const [period, setPeriod] = useState('');
  const protection = useQuery({
    queryKey: ['office', brand, 'player', id, 'protection'],
    queryFn: () => officeApi<PlayerProtection>(path('/protection')),
  });
  return (
    <div className={local.sections}>
      <Section id="protection" title={t('section.protection')}>
        <QueryState query={protection}>
          {(p) => (
            <>
              <p>
                {p.exclusion
                  ? t(p.exclusion.kind === 'break' ? 'inBreak' : 'inExclusion', {
                      until: p.exclusion.endsAt ? when(p.exclusion.endsAt) : t('permanent'),
                    })
                  : t('noExclusion')}
              </p>
              {p.exclusion && (
                <p className={form.hint}>
                  {p.exclusion.endsAt
                    ? t('notLiftedUntil', { until: when(p.exclusion.endsAt) })
                    : t('notLiftedEver')}
                </p>
              )}
              <h3>{t('limits')}</h3>
              {p.limits.limits.length === 0 ? (
                <p>{t('noLimits')}</p>
              ) : (
                <ul>
                  {p.limits.limits.map((l) => (
                    <li key={`${l.kind}-${l.period}`}>
                      {t(`limit.${l.kind}`)} ({t(`limitPeriod.${l.period}`)}): {l.amount}
                      {['session', 'reality_check'].includes(l.kind) ? ` ${t('minutesUnit')}` : ''}
                      {l.used ? ` · ${t('used', { used: l.used })}` : ''}
                      {l.pendingAt &&
                        ` · ${
                          l.pendingRemoval
                            ? t('pendingRemoval', { at: when(l.pendingAt) })
                            : t('pendingRaise', { amount: l.pendingAmount, at: when(l.pendingAt) })
                        }`}
                    </li>
                  ))}
                </ul>
              )}
              <p className={form.hint}>{t('limitsRule', { hours: p.limits.coolingOffHours })}</p>
              {can('protection.act') && <LimitActions limits={p.limits} />}
              <p className={form.hint}>
                {t('kyc')}: {p.kycLevel < 0 ? t('kycNone') : p.kycLevel}
              </p>
              {can('protection.act') && <h3>{t('recordExclusion')}</h3>}
              {can('protection.act') && (
                <ReasonAction
                  label={t('recordExclusion')}
                  url={path('/exclusion')}
                  extra={() => ({ period })}
                  confirm={t('confirmExclusion')}
                >
                  <label className={form.field}>
                    <span className={form.label}>{t('period')}</span>
                    <select
                      className={css.select}
                      value={period}
                      required
                      onChange={(e) => setPeriod(e.target.value)}
                    >
                      <option value="">—</option>
                      {[...p.breakPeriods, ...p.selfExclusionPeriods].map((v) => (
                        <option key={v} value={v}>
                          {t(`periods.${v}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <p className={form.hint}>{t('neverLifted')}</p>
                </ReasonAction>
              )}
            </>
          )}
        </QueryState>
      </Section>
      <Notes />
    </div>
  );
}

function Notes() {
  const t = useT('players');
  const can = useCan();
  const client = useQueryClient();
  const { brand, id, path } = usePlayer();
  const [text, setText] = useState('');
  const notes = useQuery({
    queryKey: ['office', brand, 'player', id, 'notes'],
    queryFn: () => officeApi<{ list: PlayerNote[] }>(path('/notes')),
  });
  const add = useMutation({
    mutationFn: () => officePost<PlayerNote>(path('/notes'), { text: text.trim() }),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: ['office', brand, 'player', id, 'notes'] });
    },
  });
  return (
    <Section id="notes" title={t('section.notes')}>
      {can('players.act') && (
        <form
          className={form.form}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <label className={form.field}>
            <span className={form.label}>{t('newNote')}</span>
            <textarea
              className={form.input}
              value={text}
              maxLength={2000}
              rows={3}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <div>
            <button type="submit" className={button.secondary} disabled={!text.trim() || add.isPending}>
              {t('addNote')}
            </button>
          </div>
          {add.isError && (
            <p role="alert" className={form.error}>
              {(add.error as ApiError).serverMessage || t('failed')}
            </p>
          )}
        </form>
      )}
      <QueryState query={notes}>
        {(data) =>
          data.list.length === 0 ? (
            <p>{t('noNotes')}</p>
          ) : (
            <ul>
              {data.list.map((n) => (
                <li key={n.id}>
                  <strong>{n.staff}</strong> · {when(n.createdAt)}
                  <br />
                  {n.text}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
