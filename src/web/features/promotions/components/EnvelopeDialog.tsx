import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { useMoney } from '@/web/lib/use-money';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import { newKey, openEnvelope, useRewardsChanged } from '../api/promotions';
import type { ClaimResult } from '../api/types';
import * as envelopeCss from '../envelope.css';
import * as css from '../promotions.css';

/**
 * A red envelope (spec §1): the player opens it, the envelope shakes while the server draws the share, then the
 * flap lifts and the card with the amount rises out of it (still frames when the user asks for reduced motion).
 */
export function EnvelopeDialog({
  promotionId,
  title,
  onClose,
}: {
  promotionId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const format = useFormat();
  const { currency } = useMoney();
  const errorText = useErrorText().of;
  const changed = useRewardsChanged();
  const [state, setState] = useState<'closed' | 'opening' | 'open'>('closed');
  const [bonus, setBonus] = useState<ClaimResult['bonus'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per envelope: a retry after a lost answer gets the same envelope, never a second one.
  const key = useRef(newKey());

  const open = async () => {
    setState('opening');
    setError(null);
    try {
      const result = await openEnvelope(promotionId, key.current);
      setBonus(result.bonus);
      setState('open');
      void changed();
    } catch (failure) {
      setError(errorText(failure));
      setState('closed');
      void changed();
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <div className={envelopeCss.envelopeStage}>
        <div
          className={`${envelopeCss.envelope} ${state === 'opening' ? envelopeCss.envelopeShaking : ''}`}
          data-testid="red-envelope"
          aria-hidden="true"
        >
          <div
            className={`${envelopeCss.envelopeFlap} ${state === 'open' ? envelopeCss.envelopeFlapOpen : ''}`}
          />
          {state !== 'open' && <div className={envelopeCss.envelopeSeal}>{currency.symbol}</div>}
          {state === 'open' && bonus && (
            <div className={envelopeCss.envelopeCard}>
              <span className={envelopeCss.envelopeAmount}>{format.money(bonus.amount)}</span>
            </div>
          )}
        </div>
        <div role="status" aria-live="polite">
          {state === 'open' && bonus && (
            <p className={css.heading}>{t('envelope.won', { amount: format.money(bonus.amount) })}</p>
          )}
        </div>
        {error && (
          <p className={form.alert} role="alert">
            {error}
          </p>
        )}
        {state === 'open' ? (
          <button type="button" className={button.primary} onClick={onClose}>
            {t('envelope.close')}
          </button>
        ) : (
          <button
            type="button"
            className={button.primary}
            disabled={state === 'opening'}
            onClick={() => void open()}
          >
            {state === 'opening' ? t('envelope.opening') : t('envelope.open')}
          </button>
        )}
      </div>
    </Modal>
  );
}
