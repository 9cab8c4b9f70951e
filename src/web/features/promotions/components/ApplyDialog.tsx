import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { Modal } from '@/web/ui/Modal';
import { applyToPromotion, useRewardsChanged } from '../api/promotions';
import type { Promotion } from '../api/types';
import {
  COMMENT_MAX,
  commentLength,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  imageProblem,
  splitByRoom,
} from '../application';
import * as css from '../promotions.css';

interface Picked {
  file: File;
  url: string;
}

const SIZE_MB = IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * The application form of spec §5: a comment of at most 140 characters (counted as typed) and up to three png or
 * jpg images of at most 5 MB, checked here by their first bytes before anything is sent, with previews.
 */
export function ApplyDialog({
  promotion,
  onClose,
  onSent,
}: {
  promotion: Promotion;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText().of;
  const changed = useRewardsChanged();
  const id = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<{ comment?: string; images?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const urls = useRef<string[]>([]);

  // The previews' object URLs are released when the dialog closes.
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const length = commentLength(comment);
  const over = length > COMMENT_MAX;

  const addFiles = async (files: File[]) => {
    const problems: string[] = [];
    const { accepted, overflow } = splitByRoom(images.length, files);
    if (overflow.length > 0) problems.push(t('application.tooMany', { max: IMAGE_MAX_FILES }));
    const kept: Picked[] = [];
    for (const file of accepted) {
      const problem = imageProblem(file.size, new Uint8Array(await file.slice(0, 8).arrayBuffer()));
      if (problem === 'too_large')
        problems.push(t('application.tooLarge', { name: file.name, size: SIZE_MB }));
      else if (problem === 'not_image') problems.push(t('application.notImage', { name: file.name }));
      else {
        const url = URL.createObjectURL(file);
        urls.current.push(url);
        kept.push({ file, url });
      }
    }
    setImages((current) => [...current, ...kept]);
    setErrors((current) => ({ ...current, images: problems.length ? problems.join(' ') : undefined }));
  };

  const remove = (picked: Picked) => {
    URL.revokeObjectURL(picked.url);
    setImages((current) => current.filter((p) => p !== picked));
    setErrors((current) => ({ ...current, images: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    const commentError = !text
      ? t('application.commentRequired')
      : commentLength(text) > COMMENT_MAX
        ? t('application.commentTooLong', { max: COMMENT_MAX })
        : undefined;
    setErrors({ comment: commentError });
    if (commentError) return;
    setBusy(true);
    try {
      await applyToPromotion(
        promotion.id,
        text,
        images.map((p) => p.file),
      );
      void changed();
      onSent();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'comment_too_long' || code === 'invalid_request') setErrors({ comment: errorText(error) });
      else if (code.startsWith('proof_')) setErrors({ images: errorText(error) });
      else setErrors({ form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const commentDescribedBy = [
    `${id}-counter`,
    errors.comment ? `${id}-comment-error` : `${id}-comment-hint`,
  ].join(' ');
  return (
    <Modal title={t('application.title', { title: promotion.title })} onClose={onClose}>
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-comment`}>
            {t('application.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className={css.textarea}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setErrors((current) => ({ ...current, comment: undefined }));
            }}
            aria-invalid={errors.comment || over ? true : undefined}
            aria-describedby={commentDescribedBy}
          />
          <p
            id={`${id}-counter`}
            className={`${css.counter} ${over ? css.counterOver : ''}`}
            aria-live="polite"
          >
            {t('application.counter', { count: length, max: COMMENT_MAX })}
          </p>
          {errors.comment ? (
            <p id={`${id}-comment-error`} className={form.error} role="alert">
              {errors.comment}
            </p>
          ) : (
            <p id={`${id}-comment-hint`} className={form.hint}>
              {t('application.commentHint', { max: COMMENT_MAX })}
            </p>
          )}
        </div>
        <div className={form.field}>
          <p id={`${id}-images-label`} className={form.label} style={{ margin: 0 }}>
            {t('application.images')}
          </p>
          {/* The native control stays (keyboard, screen readers), drawn as a translated button. */}
          <div>
            <input
              id={`${id}-images`}
              type="file"
              className={css.fileInput}
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              multiple
              disabled={images.length >= IMAGE_MAX_FILES}
              aria-labelledby={`${id}-images-label`}
              aria-invalid={errors.images ? true : undefined}
              aria-describedby={errors.images ? `${id}-images-error` : `${id}-images-hint`}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void addFiles(files);
              }}
            />
            <label htmlFor={`${id}-images`} className={`${button.secondary} ${css.fileButton}`}>
              {t('application.choose', { count: images.length, max: IMAGE_MAX_FILES })}
            </label>
          </div>
          <p id={`${id}-images-hint`} className={form.hint}>
            {t('application.imagesRules', { count: IMAGE_MAX_FILES, size: SIZE_MB })}
          </p>
          {images.length > 0 && (
            <ul className={css.thumbs}>
              {images.map((picked) => (
                <li key={picked.url} className={css.thumb}>
                  <img src={picked.url} alt={picked.file.name} className={css.thumbImage} />
                  <span className={css.thumbName}>{picked.file.name}</span>
                  <button
                    type="button"
                    className={css.smallButton}
                    aria-label={t('application.remove', { name: picked.file.name })}
                    onClick={() => remove(picked)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.images && (
            <p id={`${id}-images-error`} className={form.error} role="alert">
              {errors.images}
            </p>
          )}
        </div>
        {errors.form && (
          <p className={form.alert} role="alert">
            {errors.form}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? t('working') : t('application.submit')}
          </button>
          <button type="button" className={button.secondary} onClick={onClose}>
            {t('application.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
