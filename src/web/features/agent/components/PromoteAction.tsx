import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '@/web/lib/session';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Field } from '@/web/ui/Field';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import * as css from '../agent.css';
import { usePromoteToAgent } from '../api/promote';
import type { TeamMember } from '../api/types';

/** Agent types that may have sub-agents (types 2 and 42: src/core/account-types.ts); the server decides. */
const SUBAGENT_TYPES: readonly number[] = [2, 42];
const REASON_MAX = 200;

/**
 * "Make sub-agent" on a direct downline player of an agent that may have sub-agents: asks why (recorded with who),
 * then the server checks the type rules and the tree and changes the account's type. The member keeps its wallet,
 * history and place in the team.
 */
export function PromoteAction({ member }: { member: TeamMember }) {
  const { t } = useTranslation('agent');
  const info = useMemberInfo();
  const [open, setOpen] = useState(false);
  const eligible =
    member.kind === 'player' && member.depth === 1 && SUBAGENT_TYPES.includes(info.data?.type ?? -1);
  // The dialog outlives the button: once promoted, the member is an agent and the button goes.
  return (
    <>
      {eligible && (
        <button
          type="button"
          className={css.smallButton}
          onClick={() => setOpen(true)}
          aria-label={t('promote.of', { account: member.account })}
        >
          {t('promote.button')}
        </button>
      )}
      {open && <PromoteDialog account={member.account} onClose={() => setOpen(false)} />}
    </>
  );
}

function PromoteDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const promote = usePromoteToAgent();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(errorText.required());
      return;
    }
    setError(undefined);
    promote.mutate({ member: account, reason: text });
  };
  return (
    <Modal title={t('promote.title', { account })} onClose={onClose}>
      {promote.isSuccess ? (
        <>
          <p className={form.success} role="status">
            {t('promote.done', { account })}
          </p>
          <button type="button" className={button.primary} onClick={onClose}>
            {t('close')}
          </button>
        </>
      ) : (
        <form className={form.form} onSubmit={submit} noValidate>
          <p className={css.muted}>{t('promote.explain', { account })}</p>
          <Field
            label={t('promote.reason')}
            name="reason"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            error={error}
            hint={t('promote.reasonHint')}
          />
          {promote.isError && (
            <p className={form.alert} role="alert">
              {errorText.of(promote.error)}
            </p>
          )}
          <div className={css.actions}>
            <button type="submit" className={button.primary} disabled={promote.isPending}>
              {t('promote.submit')}
            </button>
            <button type="button" className={button.secondary} onClick={onClose}>
              {t('promote.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
