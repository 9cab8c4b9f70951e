import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandToday } from '@/web/lib/brand-today';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import { Pager } from '@/web/ui/Pager';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import * as css from '../agent.css';
import { PAGE_SIZE } from '../api/keys';
import { useLockMember, useMemberNote, useMemberTransfers, useResetPassword } from '../api/member-actions';
import type { TeamMember } from '../api/types';
import { lastDaysFrom, MAX_DAYS, periodOf } from '../period';
import * as work from '../work.css';
import { CopyButton } from './CopyButton';

type Mode = 'menu' | 'lock' | 'reset' | 'note' | 'transfers';
const NOTE_MAX = 500;
const REASON_MAX = 200;

/**
 * Manage a team member (docs/agent-api.md "Downline management"): lock or unlock it, reset its password (the
 * one-time password is shown once), keep a private note, read its transfers. Lock, unlock and reset ask for a
 * reason, which the audit log keeps with the agent's account.
 */
export function ManageDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation('agentTools');
  const [mode, setMode] = useState<Mode>('menu');
  const locked = member.status === 'locked';
  const title =
    mode === 'lock'
      ? t(locked ? 'manage.unlockTitle' : 'manage.lockTitle', { account: member.account })
      : mode === 'reset'
        ? t('manage.resetTitle', { account: member.account })
        : mode === 'note'
          ? t('manage.noteTitle', { account: member.account })
          : mode === 'transfers'
            ? t('manage.transfersTitle', { account: member.account })
            : t('manage.openOf', { account: member.account });
  return (
    <Modal title={title} onClose={onClose}>
      {mode === 'menu' && (
        <div className={work.manageActions}>
          <button
            type="button"
            className={button.secondary}
            disabled={locked && !member.unlockable}
            onClick={() => setMode('lock')}
          >
            {locked ? t('manage.unlock') : t('manage.lock')}
          </button>
          {locked && !member.unlockable && <p className={css.muted}>{t('manage.lockedByOther')}</p>}
          <button type="button" className={button.secondary} onClick={() => setMode('reset')}>
            {t('manage.reset')}
          </button>
          <button type="button" className={button.secondary} onClick={() => setMode('note')}>
            {t('manage.note')}
          </button>
          <button type="button" className={button.secondary} onClick={() => setMode('transfers')}>
            {t('manage.transfers')}
          </button>
        </div>
      )}
      {mode === 'lock' && <LockForm member={member} onDone={onClose} />}
      {mode === 'reset' && <ResetForm member={member} onDone={onClose} />}
      {mode === 'note' && <NoteForm member={member} onDone={onClose} />}
      {mode === 'transfers' && <Transfers account={member.account} />}
    </Modal>
  );
}

function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('agentTools');
  const id = useId();
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {t('manage.reason')}
      </label>
      <textarea
        id={id}
        className={work.textarea}
        value={value}
        maxLength={REASON_MAX}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-hint`} className={form.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={form.hint}>
          {t('manage.reasonHint')}
        </p>
      )}
    </div>
  );
}

function LockForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useTranslation('agentTools');
  const errorText = useErrorText();
  const lock = useLockMember();
  const locking = member.status !== 'locked';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(errorText.required());
    try {
      await lock.mutateAsync({ member: member.account, locked: locking, reason: reason.trim() });
      setDone(t(locking ? 'manage.locked' : 'manage.unlocked', { account: member.account }));
    } catch (failure) {
      setError(errorText.of(failure));
    }
  };
  if (done) return <Done text={done} onClose={onDone} />;
  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      {locking && <p className={css.muted}>{t('manage.lockNote')}</p>}
      <ReasonField value={reason} onChange={setReason} error={error} />
      <button type="submit" className={button.primary} disabled={lock.isPending}>
        {locking ? t('manage.lock') : t('manage.unlock')}
      </button>
    </form>
  );
}

function ResetForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useTranslation('agentTools');
  const { t: ta } = useTranslation('agent');
  const errorText = useErrorText();
  const reset = useResetPassword();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(errorText.required());
    try {
      await reset.mutateAsync({ member: member.account, reason: reason.trim() });
    } catch (failure) {
      setError(errorText.of(failure));
    }
  };
  if (reset.data) {
    return (
      <div className={css.secret} role="status">
        <p style={{ margin: 0 }}>{t('manage.resetDone', { account: reset.data.account })}</p>
        <div className={css.copyRow}>
          <span className={css.code} data-testid="one-time-password">
            {reset.data.oneTimePassword}
          </span>
          <CopyButton text={reset.data.oneTimePassword} label={ta('register.oneTimePassword')} />
        </div>
        <p className={css.muted}>{ta('register.shownOnce')}</p>
        <button type="button" className={button.primary} onClick={onDone}>
          {ta('close')}
        </button>
      </div>
    );
  }
  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={css.muted}>{t('manage.resetNote', { account: member.account })}</p>
      <ReasonField value={reason} onChange={setReason} error={error} />
      <button type="submit" className={button.primary} disabled={reset.isPending}>
        {t('manage.reset')}
      </button>
    </form>
  );
}

function NoteForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useTranslation('agentTools');
  const errorText = useErrorText();
  const save = useMemberNote();
  const id = useId();
  const [note, setNote] = useState(member.note);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ member: member.account, note });
      setDone(true);
    } catch (failure) {
      setError(errorText.of(failure));
    }
  };
  if (done) return <Done text={t('manage.noteSaved')} onClose={onDone} />;
  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor={id}>
          {t('manage.note')}
        </label>
        <textarea
          id={id}
          className={work.textarea}
          value={note}
          maxLength={NOTE_MAX}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-hint`} className={error ? form.error : form.hint} role={error ? 'alert' : undefined}>
          {error ?? t('manage.noteHint', { max: NOTE_MAX })}
        </p>
      </div>
      <button type="submit" className={button.primary} disabled={save.isPending}>
        {t('manage.saveNote')}
      </button>
    </form>
  );
}

function Done({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <p role="status" style={{ margin: 0 }}>
        {text}
      </p>
      <button type="button" className={button.primary} onClick={onClose}>
        {t('close')}
      </button>
    </>
  );
}

/** The member's transfers of the last year (the longest period a report takes), newest first. */
function Transfers({ account }: { account: string }) {
  const { t } = useTranslation('agentTools');
  const { t: ta } = useTranslation('agent');
  const format = useFormat({ brandTime: true });
  const today = useBrandToday();
  const [pageNo, setPageNo] = useState(1);
  const transfers = useMemberTransfers({
    ...periodOf(lastDaysFrom(today, MAX_DAYS)),
    member: account,
    pageNo,
  });
  if (transfers.isPending) return <Loading />;
  if (transfers.isError)
    return <ErrorState notFoundIsAnswer error={transfers.error} onRetry={() => void transfers.refetch()} />;
  if (transfers.data.list.length === 0) return <Empty text={t('manage.transfersEmpty')} />;
  return (
    <>
      <div className={css.tableWrap}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{ta('columns.time')}</th>
              <th scope="col">{t('columns.counterparty')}</th>
              <th scope="col" data-align="end">
                {ta('columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {transfers.data.list.map((row) => (
              <tr key={row.id}>
                <td data-label={ta('columns.time')}>{format.dateTime(row.at)}</td>
                <td data-label={t('columns.counterparty')}>
                  <span className={work.account}>{row.counterparty || t('manage.none')}</span>{' '}
                  <span className={css.sub}>{t(`direction.${row.direction}`)}</span>
                </td>
                <td
                  data-label={ta('columns.amount')}
                  data-align="end"
                  className={css.tone[format.tone(row.amount)]}
                >
                  {format.money(row.amount, true)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={pageNo} total={Math.ceil(transfers.data.total / PAGE_SIZE)} onPage={setPageNo} />
    </>
  );
}
