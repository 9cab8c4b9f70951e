import { RESOURCE_KEYS } from '@/core/brand';
import { useBootstrap } from '../lib/use-bootstrap';
import * as css from './social-links.css';

/** The brand's social networks; only configured ones are shown, and nothing at all when none is. */
export function SocialLinks({ label }: { label: string }) {
  const { resources } = useBootstrap();
  const configured = RESOURCE_KEYS.flatMap((key) => (resources[key] ? [{ key, ...resources[key] }] : []));
  if (configured.length === 0) return null;
  return (
    <ul className={css.list} aria-label={label}>
      {configured.map((r) => (
        <li key={r.key}>
          <a className={css.link} href={r.url} target="_blank" rel="noopener noreferrer">
            {r.labelNameEn}
          </a>
        </li>
      ))}
    </ul>
  );
}
