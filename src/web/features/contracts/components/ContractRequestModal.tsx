import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../../ui/button.css';
import { Modal } from '../../../ui/Modal';
import type { Consolidated } from '../api/types';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { useFormat } from '../use-format';
import { useRateRange } from './ContractFacts';

/** Requests already shown this session (sessionStorage `consolidated`, spec §3): the modal shows each once. */
const SEEN_KEY = 'consolidated';

function readSeen(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec §2 "contract (logged in only)": after login an agent with a new request from its upline sees it here and
 * goes to the contract page to answer it (where the auto-termination warning is shown before accepting).
 */
export function ContractRequestModal({
  requests,
  onView,
}: {
  requests: Consolidated['requests'];
  /** Opens the page of that kind. */
  onView: (kind: ContractKind) => void;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const rateRange = useRateRange();
  const [seen, setSeen] = useState(readSeen);
  const fresh = requests.filter((r) => r.type === 'new' && !seen.includes(r.contract.id));
  if (fresh.length === 0) return null;
  const close = () => {
    const next = [...new Set([...seen, ...fresh.map((r) => r.contract.id)])];
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(next));
    setSeen(next);
  };
  return (
    <Modal title={t('modal.title', { count: fresh.length })} onClose={close}>
      <ul className={css.plainList} data-testid="contract-modal">
        {fresh.map((r) => (
          <li key={r.contract.id}>
            {t('modal.item', {
              kind: t(`kind.${r.kind}`),
              upline: r.contract.upline ?? t('facts.brand'),
              rate: rateRange(r.contract),
            })}
            {r.contract.conflicts.length > 0 && (
              <span className={css.hint}>
                {' '}
                {t('request.conflictTitle', { count: r.contract.conflicts.length })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={css.muted}>
        {t('modal.hint', { when: format.dateTime(fresh[0]!.contract.requestedAt) })}
      </p>
      <div className={css.actions}>
        <button
          type="button"
          className={button.primary}
          onClick={() => {
            const first = fresh[0]!;
            close();
            onView(first.kind);
          }}
        >
          {t('modal.view')}
        </button>
        <button type="button" className={button.secondary} onClick={close}>
          {t('modal.later')}
        </button>
      </div>
    </Modal>
  );
}
