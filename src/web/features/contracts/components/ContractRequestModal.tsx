import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import { Modal } from '@/web/ui/Modal';
import type { Consolidated } from '../api/types';
import * as css from '../contracts.css';
import type { ContractKind } from '../tiers';
import { ConflictList } from './ConflictList';
import { useRateRange } from './ContractFacts';
import * as extra from './contracts-extra.css';

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
 * Spec §2 "contract (logged in only)": after login an agent with new requests from its upline sees each of them
 * here — kind, upline, rate, when it was made, and the downline contracts accepting it would end — and opens the
 * one it chooses on its contract page, where it answers (the termination warning is shown again before accepting).
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
  const format = useFormat({ brandTime: true });
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
      <p className={css.muted}>{t('modal.intro')}</p>
      <ul className={extra.requestList} data-testid="contract-modal">
        {fresh.map((r) => {
          const item = t('modal.item', {
            kind: t(`kind.${r.kind}`),
            upline: r.contract.upline ?? t('facts.brand'),
            rate: rateRange(r.contract),
          });
          return (
            <li key={r.contract.id} className={extra.requestItem} data-testid={`request-${r.kind}`}>
              <strong>{item}</strong>
              <span className={css.hint}>
                {t('modal.requested', { when: format.dateTime(r.contract.requestedAt) })}
              </span>
              {r.contract.conflicts.length > 0 && (
                <div className={css.warning}>
                  <span>{t('request.conflictTitle', { count: r.contract.conflicts.length })}</span>
                  <ConflictList conflicts={r.contract.conflicts} />
                </div>
              )}
              <div className={css.actions}>
                <button
                  type="button"
                  className={fresh.length === 1 ? button.primary : button.secondary}
                  aria-label={t('modal.viewOne', { item })}
                  onClick={() => {
                    close();
                    onView(r.kind);
                  }}
                >
                  {t('modal.view')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={css.actions}>
        <button type="button" className={button.secondary} onClick={close}>
          {t('modal.later')}
        </button>
      </div>
    </Modal>
  );
}
