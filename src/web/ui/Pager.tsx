import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';
import * as css from './pager.css';

/** A pager (spec §9: announcement list page size 9, 1 margin page, range 5). */
export function Pager({
  page,
  total,
  onPage,
  className = css.pager,
  buttonClass = css.pagerButton,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  className?: string;
  buttonClass?: string;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('pages')}>
      <ul className={className}>
        {pageItems(page, total).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={buttonClass}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
