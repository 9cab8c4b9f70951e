import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '@/web/ui/States';
import { useContractAction } from '../api/contracts';
import type { Contract } from '../api/types';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { ActionDialog } from './ActionDialog';
import { ContractFacts } from './ContractFacts';
import { TiersTable } from './TiersTable';

/** My contract with my upline (or the brand): its terms and tiers, and terminate. */
export function MyContract({ kind, contract }: { kind: ContractKind; contract: Contract | null }) {
  const { t } = useTranslation('contracts');
  const action = useContractAction(kind);
  const [confirm, setConfirm] = useState(false);
  return (
    <section className={css.panel} aria-labelledby="my-contract" data-testid="my-contract">
      <h2 id="my-contract" className={css.heading}>
        {t('mine.title')}
      </h2>
      {contract ? (
        <>
          <ContractFacts contract={contract} side="upline" />
          <TiersTable kind={kind} tiers={contract.tiers} label={t('mine.tiers')} />
          {contract.status === 'terminating' ? (
            <p className={css.muted}>{t('mine.terminating')}</p>
          ) : contract.status === 'active' ? (
            <div className={css.actions}>
              <button type="button" className={css.smallButton} onClick={() => setConfirm(true)}>
                {t('terminate.button')}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <Empty text={t('mine.none')} />
      )}
      {confirm && contract && (
        <ActionDialog
          title={t('terminate.title')}
          message={t('terminate.question')}
          confirmLabel={t('terminate.button')}
          pending={action.isPending}
          error={action.error}
          onConfirm={() =>
            action.mutate({ action: 'terminate', id: contract.id }, { onSuccess: () => setConfirm(false) })
          }
          onCancel={() => {
            setConfirm(false);
            action.reset();
          }}
        />
      )}
    </section>
  );
}
