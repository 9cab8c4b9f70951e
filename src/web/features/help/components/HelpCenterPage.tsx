import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHashAnchor } from '@/web/lib/use-hash-anchor';
import { button } from '@/web/ui/button.css';
import { helpCenterQuery } from '../api/help-center';
import { HelpText } from './HelpText';
import * as css from './help.css';
import { sectionId } from './section-id';

const termHref = (term: string) => `/helpmc#${term}`;

/** /helpmc: the help centre page — topics, then every section; /helpmc#<term> opens at that section. */
export function HelpCenterPage() {
  const { t, i18n } = useTranslation();
  const help = useQuery(helpCenterQuery(i18n.language));
  const active = useHashAnchor();
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('help.title')}</h1>
      {help.isPending ? (
        <p className={css.muted}>{t('loading')}</p>
      ) : help.isError ? (
        <div className={css.muted} role="alert">
          <p>{t('help.loadFailed')}</p>
          <button type="button" className={button.primary} onClick={() => void help.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <div className={css.layout}>
          <nav className={css.toc} aria-label={t('help.topics')}>
            <ul className={css.tocList}>
              {help.data.map((section) => (
                <li key={section.term}>
                  <Link
                    to="/helpmc"
                    hash={section.term}
                    className={css.tocLink}
                    activeOptions={{ includeHash: true }}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={css.sections}>
            {help.data.map((section) => (
              <section
                key={section.term}
                id={sectionId(section.term)}
                data-anchor={section.term}
                className={css.section}
                aria-labelledby={`${sectionId(section.term)}-title`}
                tabIndex={-1}
                data-active={active === section.term || undefined}
              >
                <h2 id={`${sectionId(section.term)}-title`} className={css.sectionTitle}>
                  {section.title}
                </h2>
                <HelpText text={section.body} termHref={termHref} />
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
