import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { Modal } from '@/web/ui/Modal';
import { useContractAction } from '../api/contracts';
import type { ActionAnswer, Conflict, Contract } from '../api/types';
import * as css from '../contracts.css';
import { ConflictList } from './ConflictList';
import { ContractFacts } from './ContractFacts';
import { TiersTable } from './TiersTable';

/**
 * A request from my upline awaiting my answer: its terms, the warning when accepting would terminate downline
 * contracts (shown here and again in the confirmation), accept and reject.
 */
export function PendingRequest({
  request,
  onAnswered,
}: {
  request: Contract & { conflicts: Conflict[] };
  onAnswered: (answer: ActionAnswer, action: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation('contracts');
  const errorText = useErrorText();
  const action = useContractAction(request.kind);
  const [confirm, setConfirm] = useState<'accept' | 'reject' | null>(null);
  const run = (kind: 'accept' | 'reject') =>
    action.mutate(
      { action: kind, id: request.id },
      {
        onSuccess: (answer) => {
          setConfirm(null);
          onAnswered(answer, kind);
        },
      },
    );
  return (
    <section className={css.panel} aria-labelledby="contract-request" data-testid="contract-request">
      <h2 id="contract-request" className={css.heading}>
        {t('request.title')}
      </h2>
      <p className={css.muted}>{t('request.intro', { upline: request.upline ?? t('facts.brand') })}</p>
      <ContractFacts contract={request} side="upline" />
      <TiersTable kind={request.kind} tiers={request.tiers} label={t('request.tiers')} />
      {request.conflicts.length > 0 && (
        <div className={css.warning} data-testid="conflict-warning">
          <strong>{t('request.conflictTitle', { count: request.conflicts.length })}</strong>
          <ConflictList conflicts={request.conflicts} />
        </div>
      )}
      {action.isError && !confirm && (
        <p className={css.error} role="alert">
          {errorText.of(action.error)}
        </p>
      )}
      <div className={css.actions}>
        <button type="button" className={button.primary} onClick={() => setConfirm('accept')}>
          {t('request.accept')}
        </button>
        <button type="button" className={button.secondary} onClick={() => setConfirm('reject')}>
          {t('request.reject')}
        </button>
      </div>
      {confirm && (
        <Modal
          title={confirm === 'accept' ? t('request.acceptTitle') : t('request.rejectTitle')}
          onClose={() => {
            setConfirm(null);
            action.reset();
          }}
        >
          {confirm === 'accept' && request.conflicts.length > 0 ? (
            <div className={css.warning} role="alert">
              <strong>{t('request.conflictWarning', { count: request.conflicts.length })}</strong>
              <ConflictList conflicts={request.conflicts} />
            </div>
          ) : (
            <p className={css.muted}>
              {confirm === 'accept' ? t('request.acceptQuestion') : t('request.rejectQuestion')}
            </p>
          )}
          {action.isError && (
            <p className={css.error} role="alert">
              {errorText.of(action.error)}
            </p>
          )}
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={action.isPending}
              onClick={() => run(confirm)}
            >
              {confirm === 'accept'
                ? request.conflicts.length > 0
                  ? t('request.acceptAnyway')
                  : t('request.accept')
                : t('request.reject')}
            </button>
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setConfirm(null);
                action.reset();
              }}
            >
              {t('editor.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
