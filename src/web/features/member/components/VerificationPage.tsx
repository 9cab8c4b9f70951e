import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@/core/api/identity-kyc';
import { KYC_FILE_MAX_BYTES, KYC_FILES_PER_UPLOAD, type KycDocumentKind } from '@/core/kyc';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { useFormat } from '@/web/lib/use-format';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Empty, ErrorState, Loading } from '@/web/ui/States';
import { useKycStatus, useUploadDocuments } from '../api/kyc';
import * as css from './member.css';
import * as v from './verification.css';

const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';
const TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/**
 * Member centre → Verification (issue 27 KYC, docs/kyc.md): the level reached, what each level needs and unlocks,
 * the upload form, and the player's documents with their statuses (pending, approved, rejected with the reason).
 */
export function VerificationPage() {
  const { t } = useTranslation('kyc');
  const status = useKycStatus();
  if (status.isPending) return <Loading text={t('loading')} />;
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.code === 'feature_disabled')
      return <Empty text={t('notOffered')} />;
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  const data = status.data;
  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="kyc-title">
        <h1 id="kyc-title" className={css.heading}>
          {t('title')}
        </h1>
        <p className={css.status}>{data.level ? t('yourLevel', { level: data.level.name }) : t('noLevel')}</p>
        <p className={form.hint}>{t('intro')}</p>
      </section>
      <Levels data={data} />
      <UploadForm data={data} />
      <Documents data={data} />
    </div>
  );
}

function Levels({ data }: { data: KycStatus }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  return (
    <section className={css.panel} aria-labelledby="kyc-levels">
      <h2 id="kyc-levels" className={css.heading}>
        {t('levelsTitle')}
      </h2>
      <ol className={v.levels}>
        {data.levels.map((level) => (
          <li key={level.id} className={v.level}>
            <div className={v.levelHead}>
              <h3 className={v.levelName}>{level.name}</h3>
              <span className={level.reached ? v.badge.approved : v.badge.missing}>
                {level.reached ? t('reached') : t('notReached')}
              </span>
            </div>
            <ul className={v.needs}>
              {level.profile.map((need) => (
                <li key={need.field} className={v.need}>
                  <span>{t(`profile.${need.field}`)}</span>
                  <span className={need.done ? v.badge.approved : v.badge.missing}>
                    {need.done ? t('done') : t('needed')}
                  </span>
                  {!need.done && (
                    <Link to="/member" search={{ page: 'securityCenter' }}>
                      {t('profileNeeded')}
                    </Link>
                  )}
                </li>
              ))}
              {level.documents.map((need) => (
                <li key={need.kind} className={v.need}>
                  <span>{t(`kind.${need.kind}`)}</span>
                  <span className={v.badge[need.status]}>{t(`status.${need.status}`)}</span>
                </li>
              ))}
            </ul>
            {level.unlocks.withdrawalAbove !== null && (
              <p className={v.unlocks}>
                {t('unlockWithdrawal', { amount: format.money(level.unlocks.withdrawalAbove) })}
              </p>
            )}
            {level.unlocks.agent && <p className={v.unlocks}>{t('unlockAgent')}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function UploadForm({ data }: { data: KycStatus }) {
  const { t } = useTranslation('kyc');
  const errorText = useErrorText();
  const upload = useUploadDocuments();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const approved = new Set(
    data.levels.flatMap((l) => l.documents.filter((d) => d.status === 'approved').map((d) => d.kind)),
  );
  const open = data.kinds.filter((kind) => !approved.has(kind));
  const [kind, setKind] = useState<KycDocumentKind | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const chosen = kind && open.includes(kind) ? kind : (open[0] ?? '');
  const maxMb = KYC_FILE_MAX_BYTES / 1024 / 1024;

  if (open.length === 0) {
    return (
      <section className={css.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={css.heading}>
          {t('uploadTitle')}
        </h2>
        <p className={form.success}>{t('allApproved')}</p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const files = Array.from(fileRef.current?.files ?? []);
    // The server checks all of this again (by content, not by name); this only saves a useless upload.
    if (files.length === 0) return setProblem(errorText.code('kyc_file_required'));
    if (files.length > KYC_FILES_PER_UPLOAD)
      return setProblem(errorText.code('kyc_too_many_files', { max: KYC_FILES_PER_UPLOAD }));
    if (files.some((f) => f.type !== '' && !TYPES.has(f.type)))
      return setProblem(errorText.code('kyc_file_type'));
    if (files.some((f) => f.size > KYC_FILE_MAX_BYTES))
      return setProblem(errorText.code('kyc_file_too_large', { max: maxMb }));
    setProblem(null);
    if (!chosen) return;
    upload.mutate(
      { kind: chosen, files },
      {
        onSuccess: () => {
          setDone(true);
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (error) => setProblem(errorText.of(error)),
      },
    );
  };

  return (
    <section className={css.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.heading}>
        {t('uploadTitle')}
      </h2>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-kind`}>
            {t('kindLabel')}
          </label>
          <select
            id={`${id}-kind`}
            className={form.input}
            value={chosen}
            onChange={(event) => setKind(event.target.value as KycDocumentKind)}
          >
            {open.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-files`}>
            {t('filesLabel')}
          </label>
          <input
            ref={fileRef}
            id={`${id}-files`}
            className={v.fileInput}
            type="file"
            accept={ACCEPT}
            multiple
            aria-describedby={`${id}-hint`}
            onChange={() => {
              setProblem(null);
              setDone(false);
            }}
          />
          <p id={`${id}-hint`} className={form.hint}>
            {t('filesHint', { max: maxMb, count: KYC_FILES_PER_UPLOAD })}
          </p>
        </div>
        {problem && (
          <p role="alert" className={form.error}>
            {problem}
          </p>
        )}
        {done && (
          <p role="status" className={form.success}>
            {t('uploaded')}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={upload.isPending}>
            {upload.isPending ? t('uploading') : t('upload')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Documents({ data }: { data: KycStatus }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  return (
    <section className={css.panel} aria-labelledby="kyc-documents">
      <h2 id="kyc-documents" className={css.heading}>
        {t('documentsTitle')}
      </h2>
      {data.documents.length === 0 ? (
        <p className={form.hint}>{t('noDocuments')}</p>
      ) : (
        <ul className={v.documents}>
          {data.documents.map((doc) => (
            <li key={doc.id} className={v.document} data-status={doc.status}>
              <div>
                <strong>{t(`kind.${doc.kind}`)}</strong>
                <p className={v.meta}>{t('uploadedAt', { date: format.dateTime(doc.createdAt) })}</p>
              </div>
              <span className={v.badge[doc.status]}>{t(`status.${doc.status}`)}</span>
              {doc.status === 'rejected' && doc.reason && (
                <p className={v.reason}>{t('reason', { reason: doc.reason })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
