import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CONTACT_MAX, SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_MAX_FILES } from '@/core/support';
import { tokenAtom } from '@/web/lib/session';
import { button } from '@/web/ui/button.css';
import * as form from '@/web/ui/form.css';
import { ErrorMessage, Loading } from '@/web/ui/States';
import { feedbackTypesQuery, sendFeedback } from '../api/feedback';
import { useDateTime } from '../use-date';
import { useErrorText } from '../use-error-text';
import * as css from './support.css';

/**
 * The feedback form (spec §2 feedback modal, §3 Feedback, §5): question type, content, contact, up to three
 * png/jpg images. Word bounds are the server's (brand config; not shown, spec §5); a visitor must leave a contact.
 */
export function FeedbackForm() {
  const { t, i18n } = useTranslation('support');
  const token = useAtomValue(tokenAtom);
  const errorText = useErrorText();
  const { dateTime } = useDateTime();
  const client = useQueryClient();
  const types = useQuery(feedbackTypesQuery(i18n.language));
  const [questionType, setQuestionType] = useState('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [localError, setLocalError] = useState<{ field: string; text: string } | null>(null);
  const ids = { type: useId(), content: useId(), contact: useId(), images: useId() };
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['support', 'my-feedback'] }),
  });

  if (types.isPending) return <Loading />;
  if (types.isError)
    return <ErrorMessage text={errorText(types.error)} onRetry={() => void types.refetch()} />;
  if (types.data.length === 0) return <p className={form.hint}>{t('feedback.unavailable')}</p>;

  if (send.isSuccess) {
    return (
      <div className={form.form}>
        <p className={form.success} role="status">
          {t('feedback.sent', { id: send.data.id })}
          {send.data.dueAt ? ` ${t('feedback.complaintDue', { time: dateTime(send.data.dueAt) })}` : ''}
        </p>
        <div className={form.links}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              send.reset();
              setContent('');
              setImages([]);
            }}
          >
            {t('feedback.another')}
          </button>
          {token && (
            <Link to="/myFeedback" className={button.primary}>
              {t('feedback.history')}
            </Link>
          )}
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!questionType) return setLocalError({ field: 'type', text: t('feedback.empty') });
    if (!content.trim()) return setLocalError({ field: 'content', text: t('feedback.empty') });
    if (!token && !contact.trim()) return setLocalError({ field: 'contact', text: t('feedback.empty') });
    setLocalError(null);
    send.mutate({ questionType, content, contact, images });
  };

  const addImages = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const next = [...images, ...picked].slice(0, SUPPORT_IMAGE_MAX_FILES);
    const bad = picked.find((f) => !/^image\/(png|jpeg)$/.test(f.type) || f.size > SUPPORT_IMAGE_MAX_BYTES);
    setLocalError(
      bad || images.length + picked.length > SUPPORT_IMAGE_MAX_FILES
        ? { field: 'images', text: t('feedback.images') }
        : null,
    );
    setImages(next.filter((f) => /^image\/(png|jpeg)$/.test(f.type) && f.size <= SUPPORT_IMAGE_MAX_BYTES));
  };

  const fieldError = (field: string) => (localError?.field === field ? localError.text : undefined);
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p className={form.hint}>{t('feedback.required')}</p>
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.type}>
          {t('feedback.type')} *
        </label>
        <select
          id={ids.type}
          className={form.input}
          value={questionType}
          onChange={(e) => setQuestionType(e.target.value)}
          aria-invalid={fieldError('type') ? true : undefined}
          required
        >
          <option value="">{t('feedback.choose')}</option>
          {types.data.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </select>
        {fieldError('type') && <p className={form.error}>{fieldError('type')}</p>}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.content}>
          {t('feedback.content')} *
        </label>
        <textarea
          id={ids.content}
          className={`${form.input} ${css.textarea}`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={5000}
          aria-invalid={fieldError('content') ? true : undefined}
          required
        />
        {fieldError('content') && <p className={form.error}>{fieldError('content')}</p>}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.contact}>
          {token ? t('feedback.contactOptional') : `${t('feedback.contact')} *`}
        </label>
        <input
          dir="ltr"
          id={ids.contact}
          className={form.input}
          value={contact}
          onChange={(e) => setContact(e.target.value)}
          maxLength={FEEDBACK_CONTACT_MAX}
          autoComplete="email"
          aria-invalid={fieldError('contact') ? true : undefined}
        />
        {fieldError('contact') && <p className={form.error}>{fieldError('contact')}</p>}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={ids.images}>
          {t('feedback.images')}
        </label>
        <input
          id={ids.images}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={images.length >= SUPPORT_IMAGE_MAX_FILES}
          onChange={(e) => {
            addImages(e.target.files);
            e.target.value = '';
          }}
        />
        {images.length > 0 && (
          <ul className={css.fileList}>
            {images.map((file, i) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={css.fileRow}>
                <span>{file.name}</span>
                <button
                  type="button"
                  className={form.linkButton}
                  onClick={() => setImages(images.filter((_, j) => j !== i))}
                >
                  {t('feedback.removeImage', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {fieldError('images') && <p className={form.error}>{fieldError('images')}</p>}
      </div>
      {send.isError && (
        <p className={form.alert} role="alert">
          {errorText(send.error)}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={send.isPending}>
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
