import * as css from './social.css';

/** Monochrome marks in the theme's colour (a brand's provider list names one of these). */
const PATHS: Record<string, string> = {
  google: 'M12 4a8 8 0 1 0 7.9 9.3H12v-3h7.6M12 4a8 8 0 0 1 5.4 2.1',
  apple:
    'M15.5 3c.2 1.4-.5 2.8-1.6 3.6-1 .7-2 .8-2.4.7-.1-1.3.5-2.7 1.6-3.5.9-.6 1.9-.8 2.4-.8zM12 8c1 0 2.2-.9 3.6-.8 1.2 0 2.4.6 3.1 1.6-2.7 1.6-2.2 5.4.5 6.5-.6 1.6-1.8 3.7-3.2 3.7-1.2 0-1.6-.7-3-.7s-1.9.7-3 .7C8 19 5 15 5 11.6 5 9.1 6.6 7.3 8.6 7.3c1.3 0 2.4.7 3.4.7z',
  line: 'M4 10.5C4 6.9 7.6 4 12 4s8 2.9 8 6.5S16.4 17 12 17c-.7 0-1.4-.1-2-.2L6.5 19l.8-3.3C5.3 14.5 4 12.6 4 10.5z',
  telegram: 'M3 11.5 20.5 4.5 17.5 19.5 11.5 15 9.5 19 9 14 17 7.5 7.5 13z',
  key: 'M14.5 3.5a5 5 0 1 1-3.9 8.1L4 18.2V21h3v-2h2v-2h2l1.6-1.6a5 5 0 0 1 1.9-11.9zM16 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
};

export function SocialIcon({ name }: { name: string }) {
  const filled = name !== 'google';
  return (
    <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name] ?? PATHS.key}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2.2}
        strokeLinecap="round"
      />
    </svg>
  );
}
