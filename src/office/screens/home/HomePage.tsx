import { Link, useParams } from '@tanstack/react-router';
import { screenLabel, useT } from '../../lib/i18n';
import { allows, brandOf, useMe } from '../../lib/session';
import * as css from '../../shell/office.css';
import { QueryState } from '../../shell/QueryState';
import { useCounts } from '../../shell/use-counts';
import { SCREENS, screenPath } from '..';

/** The console's start: what waits in each queue the staff member works, each a link to its queue. */
export function HomePage() {
  const t = useT('shell');
  const { brand: code } = useParams({ from: '/office/$brand' });
  const brand = brandOf(useMe(), code);
  const counts = useCounts(code);
  const queues = SCREENS.filter((s) => s.count && s.menu !== false && allows(brand, s.permission));
  return (
    <>
      <h1>{t('homeTitle', { brand: brand?.name ?? code })}</h1>
      <p>{t('roles', { roles: brand?.roles.map((r) => t(`role.${r}`)).join(', ') ?? '' })}</p>
      <QueryState query={counts}>
        {(data) =>
          queues.length === 0 ? (
            <p>{t('noQueues')}</p>
          ) : (
            <div className={css.cards}>
              {queues.map((s) => (
                <Link key={s.id} to={screenPath(s)} params={{ brand: code }} className={css.card}>
                  <strong>{screenLabel(s)}</strong>
                  <span>{t('waiting', { count: data.counts[s.count ?? ''] ?? 0 })}</span>
                </Link>
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
