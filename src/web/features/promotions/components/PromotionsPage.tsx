import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { authModalAtom, tokenAtom, useMemberInfo } from '@/web/lib/session';
import { useErrorText } from '@/web/lib/use-error-text';
import { button } from '@/web/ui/button.css';
import { chip, chips } from '@/web/ui/chips.css';
import { Empty, ErrorMessage, Loading } from '@/web/ui/States';
import { usePromotions } from '../api/promotions';
import * as css from '../promotions.css';
import { PromotionCard } from './PromotionCard';

/**
 * /promotions, the activity centre (spec §1, §2): every promotion of the brand with the caller's state button,
 * filtered by category. A visitor sees the same offers and is asked to log in to take part; a trial account (free
 * play, demo credits only) is asked to register.
 */
export function PromotionsPage({ category }: { category?: string }) {
  const { t } = useTranslation('promotions');
  const errorText = useErrorText().of;
  const token = useAtomValue(tokenAtom);
  const trial = useMemberInfo().data?.isTrial === true;
  const setModal = useSetAtom(authModalAtom);
  const navigate = useNavigate();
  const list = usePromotions();
  const categories = list.data?.categories ?? [];
  const shown = (list.data?.promotions ?? []).filter((p) => !category || p.category === category);
  const choose = (next?: string) =>
    void navigate({ to: '/promotions', search: next ? { category: next } : {}, replace: true });

  return (
    <section className={css.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={css.title}>
        {t('title')}
      </h1>
      {(!token || trial) && (
        <div className={css.notice}>
          <p className={css.muted}>{t(trial ? 'trialNotice' : 'visitor')}</p>
          <button
            type="button"
            className={button.primary}
            onClick={() => setModal({ kind: trial ? 'register' : 'login' })}
          >
            {t(trial ? 'registerToAct' : 'loginToAct')}
          </button>
        </div>
      )}
      {categories.length > 1 && (
        <fieldset className={chips}>
          <legend className={css.visuallyHidden}>{t('categories.label')}</legend>
          <button type="button" className={chip} aria-pressed={!category} onClick={() => choose()}>
            {t('categories.all')}
          </button>
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              className={chip}
              aria-pressed={category === c}
              onClick={() => choose(c)}
            >
              {t(`categories.${c}` as 'categories.all', { defaultValue: c })}
            </button>
          ))}
        </fieldset>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorMessage text={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <Empty text={category ? t('empty') : t('emptyAll')} />
      ) : (
        <ul className={css.grid}>
          {shown.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
