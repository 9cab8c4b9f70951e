import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import { cancelBonus, newKey, useRewardsChanged } from '../api/promotions';
import type { Bonus, CancelResult } from '../api/types';
import * as css from '../promotions.css';

/**
 * Cancelling an open bonus (docs/money.md "Bonus money"): says what it locks now and that cancelling forfeits it
 * (the deposit's share, when locked with it, becomes free), then asks the server once (a retried click keeps the
 * same key, so it cannot cancel twice) and reports what was forfeited.
 */
export function CancelBonusDialog({
  bonus,
  onClose,
  onDone,
}: {
  bonus: Bonus;
  onClose: () => void;
  onDone: (result: CancelResult) => void;
}) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const errorText = useErrorText().of;
  const changed = useRewardsChanged();
  const key = useRef(newKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelBonus(bonus.id, key.current);
      await changed();
      onDone(result);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('bonuses.cancelTitle')} onClose={onClose}>
      <p className={css.muted}>
        {t('bonuses.cancelText', { locked: format.money(bonus.locked), title: bonus.title })}
      </p>
      {error && (
        <p className={form.alert} role="alert">
          {error}
        </p>
      )}
      <div className={css.actions} style={{ justifyContent: 'flex-end' }}>
        <button type="button" className={button.secondary} onClick={onClose} disabled={busy}>
          {t('bonuses.keep')}
        </button>
        <button type="button" className={button.primary} onClick={() => void confirm()} disabled={busy}>
          {busy ? t('working') : t('bonuses.cancelConfirm')}
        </button>
      </div>
    </Modal>
  );
}
