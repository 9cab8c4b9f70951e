import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { helpCenterQuery } from '../api/help-center';

/** The footer's help list (spec §2 "Footer"): one link per help topic to /helpmc#<term>. */
export function FooterHelpLinks({
  headingClass,
  listClass,
  linkClass,
}: {
  headingClass: string;
  listClass: string;
  linkClass: string;
}) {
  const { t, i18n } = useTranslation();
  const { t: tf } = useTranslation('footer');
  const help = useQuery(helpCenterQuery(i18n.language));
  return (
    <section>
      <h2 className={headingClass}>{tf('help')}</h2>
      <ul className={listClass}>
        {(help.data ?? []).map((section) => (
          <li key={section.term}>
            <Link className={linkClass} to="/helpmc" hash={section.term}>
              {section.title}
            </Link>
          </li>
        ))}
        {!help.data && (
          <li>
            <Link className={linkClass} to="/helpmc">
              {t('help.title')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
