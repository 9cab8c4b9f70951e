import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/core/money';
import { ApiError } from '@/web/lib/api';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import type { Withdrawal } from '../api/types';
import { confirmReceipt } from '../api/withdraw';
import { checkAmount, toMinor } from '../money';
import { openReceipt, PROOF_MAX_FILES, proofProblem, RECEIPT_NEXT, type ReceiptChoice } from '../receipt';
import { useErrorText } from '../use-error-text';
import { AmountField } from './AmountField';
import * as css from './cashier.css';

async function imageProblem(file: File) {
  return proofProblem(file.size, new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

interface Proof {
  file: File;
  url: string;
}

/**
 * Withdrawal receipt confirmation (spec §4): received, partly received (with the amount received), not received
 * (1–3 proof images, checked here before upload) or, later, all received — with the forced-receipt warning.
 */
export function ReceiptDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const state = openReceipt(withdrawal) ?? 'awaiting';
  const choices = RECEIPT_NEXT[state];
  const [choice, setChoice] = useState<ReceiptChoice | null>(null);
  const [received, setReceived] = useState('');
  const [proofs, setProofs] = useState<Proof[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();

  // Object URLs of the previews are released when the dialog closes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const all = urls.current;
    return () => {
      for (const url of all) URL.revokeObjectURL(url);
    };
  }, []);

  const addFiles = async (files: File[]) => {
    const problems: string[] = [];
    const accepted: Proof[] = [];
    for (const file of files) {
      if (proofs.length + accepted.length >= PROOF_MAX_FILES) {
        problems.push(errorText.code('proof_too_many', { max: PROOF_MAX_FILES }));
        break;
      }
      const problem = await imageProblem(file);
      if (problem) problems.push(`${file.name}: ${errorText.code(problem, { max: 5 })}`);
      else {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        accepted.push({ file, url });
      }
    }
    setProofs((current) => [...current, ...accepted]);
    setErrors((current) => ({ ...current, proofs: problems.length ? problems.join(' ') : undefined }));
  };

  const removeProof = (proof: Proof) => {
    URL.revokeObjectURL(proof.url);
    setProofs((current) => current.filter((p) => p !== proof));
  };

  const amountMinor = toMinor(withdrawal.amount, format.currency.minorUnits);
  const partialMax = formatAmount(amountMinor > 0n ? amountMinor - 1n : 0n, format.currency.minorUnits);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | undefined> = {
      choice: choice ? undefined : t('receipt.chooseError'),
      received:
        choice === 'partial'
          ? errorText.amount(
              checkAmount(received, {
                minorUnits: format.currency.minorUnits,
                max: partialMax,
                money: format.money,
              }),
            )
          : undefined,
      proofs:
        choice === 'not_received' && proofs.length === 0 ? errorText.code('proof_required') : errors.proofs,
    };
    setErrors(found);
    setFormError(null);
    if (!choice || Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await confirmReceipt(withdrawal.orderNo, {
        status: choice,
        receivedAmount: choice === 'partial' ? received : undefined,
        proofs: choice === 'not_received' || choice === 'partial' ? proofs.map((p) => p.file) : [],
      });
      await queryClient.invalidateQueries({ queryKey: ['cashier'] });
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code.startsWith('proof_')) setErrors({ proofs: errorText.of(error) });
      else if (code.startsWith('amount_')) setErrors({ received: errorText.of(error) });
      else setFormError(errorText.of(error));
    } finally {
      setBusy(false);
    }
  };

  const withImages = choice === 'not_received' || choice === 'partial';
  return (
    <Modal title={t('receipt.title')} onClose={onClose}>
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <dl className={css.details}>
          <dt className={css.term}>{t('orderNo')}</dt>
          <dd className={`${css.definition} ${css.mono}`}>{withdrawal.orderNo}</dd>
          <dt className={css.term}>{t('amount')}</dt>
          <dd className={css.definition}>{format.money(withdrawal.amount)}</dd>
          <dt className={css.term}>{t('receipt.account')}</dt>
          <dd className={css.definition}>
            {withdrawal.payee.bankName} {withdrawal.payee.accountNo}
          </dd>
        </dl>
        {withdrawal.receipt?.warning && <p className={css.warning}>{withdrawal.receipt.warning}</p>}
        <fieldset className={css.choices} style={{ gridTemplateColumns: '1fr' }}>
          <legend className={css.legend}>{t('receipt.question')}</legend>
          {choices.map((c) => (
            <label key={c} className={css.choice}>
              <input
                type="radio"
                name="receipt"
                className={css.radio}
                checked={choice === c}
                onChange={() => {
                  setChoice(c);
                  setErrors({});
                }}
              />
              <span className={css.choiceText}>
                <span className={css.choiceName}>{t(`receipt.choice.${c}`)}</span>
                <span className={css.muted}>{t(`receipt.help.${c}`)}</span>
              </span>
            </label>
          ))}
          {errors.choice && (
            <p className={form.error} role="alert">
              {errors.choice}
            </p>
          )}
        </fieldset>
        {choice === 'partial' && (
          <AmountField
            label={t('receipt.receivedAmount')}
            name="receivedAmount"
            value={received}
            onChange={setReceived}
            error={errors.received}
            symbol={format.currency.symbol}
            minorUnits={format.currency.minorUnits}
          />
        )}
        {withImages && (
          <div className={css.dropzone}>
            <p id={`${fileId}-label`} className={form.label}>
              {choice === 'not_received' ? t('receipt.proofsRequired') : t('receipt.proofsOptional')}
            </p>
            {/* The native control is kept (keyboard, screen readers) but drawn as a translated button. */}
            <div>
              <input
                id={fileId}
                type="file"
                className={css.fileInput}
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                multiple
                disabled={proofs.length >= PROOF_MAX_FILES}
                aria-labelledby={`${fileId}-label`}
                aria-invalid={errors.proofs ? true : undefined}
                aria-describedby={errors.proofs ? `${fileId}-error` : `${fileId}-hint`}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void addFiles(files);
                }}
              />
              <label htmlFor={fileId} className={`${button.secondary} ${css.fileButton}`}>
                {t('receipt.chooseImages', { count: proofs.length, max: PROOF_MAX_FILES })}
              </label>
            </div>
            <p id={`${fileId}-hint`} className={form.hint}>
              {t('receipt.proofRules', { count: PROOF_MAX_FILES, size: 5 })}
            </p>
            {proofs.length > 0 && (
              <ul className={css.thumbs} aria-label={t('receipt.selected')}>
                {proofs.map((proof) => (
                  <li key={proof.url} className={css.thumb}>
                    <img src={proof.url} alt={proof.file.name} className={css.thumbImage} />
                    <span>{proof.file.name}</span>
                    <button
                      type="button"
                      className={css.smallButton}
                      aria-label={t('receipt.removeImage', { name: proof.file.name })}
                      onClick={() => removeProof(proof)}
                    >
                      {t('payee.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {errors.proofs && (
              <p id={`${fileId}-error`} className={form.error} role="alert">
                {errors.proofs}
              </p>
            )}
          </div>
        )}
        {formError && (
          <p className={form.alert} role="alert">
            {formError}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? t('working') : t('receipt.submit')}
          </button>
          <button type="button" className={button.secondary} onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
