import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHashAnchor } from '@/web/lib/use-hash-anchor';
import { Modal } from '@/web/ui/Modal';
import { helpCenterQuery } from '../api/help-center';
import { HelpText } from './HelpText';
import * as css from './help.css';
import { sectionId } from './section-id';

const termHref = (term: string) => `/help#${term}`;

/**
 * /help (spec §2): the home page with the help centre in a modal, opened at the section the #term anchor names
 * (all sections stay reachable by scrolling); closing it returns to the home page.
 */
export function HelpModal() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const help = useQuery(helpCenterQuery(i18n.language));
  const active = useHashAnchor();
  return (
    <Modal title={t('help.title')} onClose={() => void navigate({ to: '/' })}>
      {help.isPending ? (
        <p className={css.muted}>{t('loading')}</p>
      ) : help.isError ? (
        <p className={css.muted} role="alert">
          {t('help.loadFailed')}
        </p>
      ) : (
        <>
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
              <h3 id={`${sectionId(section.term)}-title`} className={css.sectionTitle}>
                {section.title}
              </h3>
              <HelpText text={section.body} termHref={termHref} />
            </section>
          ))}
          <Link to="/helpmc" hash={active || undefined} className={css.more}>
            {t('help.openCentre')}
          </Link>
        </>
      )}
    </Modal>
  );
}
