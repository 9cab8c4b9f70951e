import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { PointsAdjustBody } from '@/core/api/office-loyalty';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { type ApiError, brandPath, officePost } from '../../lib/api';
import { useT } from '../../lib/i18n';
import * as css from '../../shell/office.css';
import * as l from './loyalty.css';

/** A random UUID (v4) without needing a secure context (crypto.randomUUID is missing on plain-http hosts). */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Add or remove a player's points with a reason: `adjustPoints`, the call of `npm run ops -- points-adjust`. The
 * idempotency key is made for each new submission and kept while the same one is retried after a failure, so a
 * retry adjusts once. The service refuses to go below 0 (its translated message is shown).
 */
export function PointsAdjust({ brand }: { brand: string }) {
  const t = useT('loyalty');
  const ids = { user: useId(), points: useId(), reason: useId() };
  const client = useQueryClient();
  const [fields, setFields] = useState({ username: '', points: '', reason: '' });
  const [key, setKey] = useState(uuid);
  const adjust = useMutation({
    mutationFn: (body: PointsAdjustBody) =>
      officePost<{ username: string; balance: number; replayed: boolean }>(
        brandPath(brand, 'loyalty/points-adjust'),
        body,
      ),
    onSuccess: () => {
      setFields({ username: '', points: '', reason: '' });
      setKey(uuid());
      void client.invalidateQueries();
    },
  });
  const change = (name: keyof typeof fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    // Another submission: its own key (a retry of the same one keeps the key).
    setKey(uuid());
  };
  const points = Number(fields.points);
  const valid =
    fields.username.trim() !== '' &&
    /^-?\d{1,10}$/.test(fields.points.trim()) &&
    points !== 0 &&
    fields.reason.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || adjust.isPending) return;
    adjust.mutate({
      username: fields.username.trim(),
      points,
      reason: fields.reason.trim(),
      idempotencyKey: key,
    });
  };
  return (
    <section className={`${css.card} ${l.adjust}`} aria-labelledby={`${ids.user}h`}>
      <h2 id={`${ids.user}h`} className={l.heading}>
        {t('adjust.title')}
      </h2>
      <p className={l.muted}>{t('adjust.intro')}</p>
      <form className={css.filters} onSubmit={submit}>
        <label className={form.field} htmlFor={ids.user}>
          <span className={form.label}>{t('adjust.username')}</span>
          <input
            id={ids.user}
            className={form.input}
            value={fields.username}
            maxLength={64}
            required
            autoComplete="off"
            onChange={change('username')}
          />
        </label>
        <label className={form.field} htmlFor={ids.points}>
          <span className={form.label}>{t('adjust.points')}</span>
          <input
            id={ids.points}
            className={form.input}
            value={fields.points}
            inputMode="numeric"
            pattern="-?[0-9]{1,10}"
            required
            aria-describedby={`${ids.points}-hint`}
            onChange={change('points')}
          />
          <span id={`${ids.points}-hint`} className={form.hint}>
            {t('adjust.pointsHint')}
          </span>
        </label>
        <label className={form.field} htmlFor={ids.reason} style={{ flex: '1 1 220px' }}>
          <span className={form.label}>{t('reason')}</span>
          <input
            id={ids.reason}
            className={form.input}
            value={fields.reason}
            minLength={3}
            maxLength={500}
            required
            onChange={change('reason')}
          />
          <span className={form.hint}>{t('reasonHint')}</span>
        </label>
        <button type="submit" className={button.primary} disabled={!valid || adjust.isPending}>
          {t('adjust.submit')}
        </button>
      </form>
      {adjust.isError && (
        <p role="alert" className={form.error}>
          {(adjust.error as ApiError).serverMessage || t('failed')}
        </p>
      )}
      {adjust.isSuccess && (
        <p role="status" className={form.success}>
          {t(adjust.data.replayed ? 'adjust.replayed' : 'adjust.done', {
            username: adjust.data.username,
            n: adjust.data.balance,
          })}
        </p>
      )}
    </section>
  );
}
